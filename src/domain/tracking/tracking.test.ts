import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_MS, consentChoice, consentState, parseConsent } from './consent.ts';
import { eventValue, pricedLines, purchaseEventId, vendorCall, type TrackEvent } from './events.ts';
import {
  browserTrackers,
  consentVendors,
  hasServerSideEvents,
  pixelProblem,
  trackingCspSources,
  vendorScriptUrl,
  type Pixel,
} from './vendors.ts';

const META: Pixel = { type: 1, pixel_id: '123456789012345' };
const GA: Pixel = { type: 2, pixel_id: 'G-SH4WARMA01' };
const TIKTOK: Pixel = { type: 3, pixel_id: 'C4SHAWARMA0000000001' };
const SNAP: Pixel = { type: 4, pixel_id: '0b5f8c1e-7a2d-4c3b-9e6f-1a2b3c4d5e6f' };
const CAPI: Pixel = { type: 5, pixel_id: '123456789012345' };
const NOW = Date.parse('2026-11-23T12:00:00+03:00');

describe('pixel ids', () => {
  it("each vendor's real id shape is accepted", () => {
    for (const p of [
      META,
      GA,
      TIKTOK,
      SNAP,
      CAPI,
      { type: 6, pixel_id: TIKTOK.pixel_id },
      { type: 7, pixel_id: SNAP.pixel_id },
    ])
      expect(pixelProblem(p), JSON.stringify(p)).toBeNull();
  });

  it('script injection attempts and other shapes are refused', () => {
    const hostile = [
      { type: 1, pixel_id: "123456');alert(1);//" },
      { type: 1, pixel_id: '</script><script>alert(1)</script>' },
      { type: 2, pixel_id: 'G-ABC" onload="alert(1)' },
      { type: 2, pixel_id: 'G-ABCD&id=https://evil.example/x.js' },
      { type: 3, pixel_id: 'https://evil.example/events.js' },
      { type: 4, pixel_id: '0b5f8c1e-7a2d-4c3b-9e6f-1a2b3c4d5e6f\n' },
      { type: 5, pixel_id: 'javascript:alert(1)' },
      { type: 1, pixel_id: '' },
      { type: 1, pixel_id: '1'.repeat(21) },
    ];
    for (const p of hostile) expect(pixelProblem(p), p.pixel_id).toMatch(/^not a /);
  });

  it('a type outside spec §4 (1 to 7) is refused', () => {
    expect(pixelProblem({ type: 8, pixel_id: '123456789' })).toMatch(/unknown tracking integration type 8/);
    expect(pixelProblem({ type: 0, pixel_id: '123456789' })).toMatch(/unknown/);
  });
});

describe('trackers of a business', () => {
  it('browser trackers in vendor order, each id once; server-side APIs load nothing in the browser', () => {
    expect(browserTrackers([GA, META, CAPI, { ...META }, { type: 1, pixel_id: '999999999' }])).toEqual([
      { vendor: 'meta', ids: ['123456789012345', '999999999'] },
      { vendor: 'analytics', ids: ['G-SH4WARMA01'] },
    ]);
    expect(browserTrackers([CAPI])).toEqual([]);
    expect(hasServerSideEvents([CAPI])).toBe(true);
    expect(hasServerSideEvents([META, GA])).toBe(false);
  });

  it('consent is asked per vendor, for its browser pixel and its server-side API alike', () => {
    expect(consentVendors([GA, META, CAPI])).toEqual(['meta', 'analytics']);
    expect(consentVendors([CAPI])).toEqual(['meta']);
    expect(consentVendors([{ type: 6, pixel_id: TIKTOK.pixel_id }])).toEqual(['tiktok']);
    expect(consentVendors([])).toEqual([]);
  });

  it('no pixels: no tracker, no CSP source', () => {
    expect(browserTrackers([])).toEqual([]);
    expect(trackingCspSources([])).toEqual({ script: [], img: [], connect: [] });
  });

  it("the CSP sources are exactly the configured vendors' origins", () => {
    const meta = trackingCspSources([META]);
    expect(meta.script).toEqual(['https://connect.facebook.net']);
    expect(meta.connect).toContain('https://www.facebook.com');
    const both = trackingCspSources([META, GA]);
    expect(both.script).toEqual(['https://connect.facebook.net', 'https://*.googletagmanager.com']);
    expect(both.connect).toContain('https://*.google-analytics.com');
    expect(JSON.stringify(both)).not.toMatch(/tiktok|snapchat|sc-static/);
    // A server-side API needs no browser origin.
    expect(trackingCspSources([CAPI])).toEqual({ script: [], img: [], connect: [] });
    const all = trackingCspSources([META, GA, TIKTOK, SNAP]);
    expect(all.script).toEqual([
      'https://connect.facebook.net',
      'https://*.googletagmanager.com',
      'https://analytics.tiktok.com',
      'https://sc-static.net',
    ]);
  });

  it("every vendor script URL is on one of its vendor's script origins", () => {
    for (const [p, vendor] of [
      [META, 'meta'],
      [GA, 'analytics'],
      [TIKTOK, 'tiktok'],
      [SNAP, 'snapchat'],
    ] as const) {
      const url = new URL(vendorScriptUrl(vendor, p.pixel_id));
      const allowed = trackingCspSources([p]).script.map(
        (s) => new RegExp(`^${s.replace('.', '\\.').replace('*', '[a-z0-9-]+')}$`),
      );
      expect(
        allowed.some((r) => r.test(url.origin)),
        url.href,
      ).toBe(true);
    }
  });
});

describe('consent, as a state machine', () => {
  const vendors = ['meta', 'analytics'];

  it('no tracker: nothing to ask, whatever is kept', () => {
    expect(consentState(null, [], NOW)).toBe('none');
    expect(consentState(consentChoice('accepted', vendors, NOW), [], NOW)).toBe('none');
  });

  it('nothing kept: ask; accept: granted; reject: denied', () => {
    expect(consentState(null, vendors, NOW)).toBe('ask');
    expect(consentState(consentChoice('accepted', vendors, NOW), vendors, NOW)).toBe('granted');
    expect(consentState(consentChoice('rejected', vendors, NOW), vendors, NOW)).toBe('denied');
  });

  it('a changed mind replaces the choice both ways', () => {
    let kept = consentChoice('accepted', vendors, NOW);
    expect(consentState(kept, vendors, NOW + 500)).toBe('granted');
    kept = consentChoice('rejected', vendors, NOW + 1000);
    expect(consentState(kept, vendors, NOW + 2000)).toBe('denied');
    kept = consentChoice('accepted', vendors, NOW + 3000);
    expect(consentState(kept, vendors, NOW + 4000)).toBe('granted');
  });

  it('an acceptance asks again when the business adds a tracker; a rejection does not', () => {
    expect(consentState(consentChoice('accepted', ['meta'], NOW), vendors, NOW)).toBe('ask');
    expect(consentState(consentChoice('rejected', ['meta'], NOW), vendors, NOW)).toBe('denied');
    // A tracker removed since: what is left was accepted.
    expect(consentState(consentChoice('accepted', vendors, NOW), ['meta'], NOW)).toBe('granted');
  });

  it('a choice older than a year is asked again', () => {
    const kept = consentChoice('rejected', vendors, NOW);
    expect(consentState(kept, vendors, NOW + CONSENT_MAX_AGE_MS)).toBe('denied');
    expect(consentState(kept, vendors, NOW + CONSENT_MAX_AGE_MS + 1)).toBe('ask');
  });

  it('garbage kept in storage reads as no choice', () => {
    for (const junk of [
      null,
      'accepted',
      { choice: 'yes', vendors, at: NOW },
      { choice: 'accepted', vendors: 'meta', at: NOW },
      { choice: 'accepted', vendors, at: -1 },
      { choice: 'accepted', vendors },
    ])
      expect(parseConsent(junk), JSON.stringify(junk)).toBeNull();
    expect(parseConsent({ choice: 'accepted', vendors, at: NOW })).toEqual({ choice: 'accepted', vendors, at: NOW });
  });
});

describe('events as each vendor spells them', () => {
  const add: TrackEvent = {
    name: 'add_to_cart',
    lines: [{ id: 10001, quantity: 2, name: 'Chicken shawarma', price: 1250 }],
  };
  const purchase: TrackEvent = {
    name: 'purchase',
    orderId: 'abc123',
    value: 4750,
    lines: [{ id: 10001, quantity: 2 }],
  };

  it('add to cart: value from the lines, in major units of the currency', () => {
    expect(eventValue(add)).toBe(2500);
    expect(vendorCall('meta', add, 'KWD')).toEqual([
      'track',
      'AddToCart',
      {
        content_ids: ['10001'],
        content_type: 'product',
        contents: [{ id: '10001', quantity: 2 }],
        num_items: 2,
        value: 2.5,
        currency: 'KWD',
      },
    ]);
    expect(vendorCall('analytics', add, 'KWD')).toEqual([
      'event',
      'add_to_cart',
      {
        currency: 'KWD',
        value: 2.5,
        items: [{ item_id: '10001', item_name: 'Chicken shawarma', price: 1.25, quantity: 2 }],
      },
    ]);
    expect(vendorCall('snapchat', add, 'JPY')[1]).toBe('ADD_CART');
    expect(vendorCall('tiktok', add, 'KWD')[0]).toBe('AddToCart');
  });

  it('lines are priced from the menu price table by their label, where the page has one', () => {
    const table = { 10001: { l: { 501: 1250, 502: 1750 } } };
    expect(pricedLines([{ id: 10001, quantity: 1, label: 502 }], table)).toEqual([
      { id: 10001, quantity: 1, label: 502, price: 1750 },
    ]);
    expect(pricedLines([{ id: 10001, quantity: 1, label: 999 }], table)[0]!.price).toBeUndefined();
    expect(pricedLines([{ id: 42, quantity: 1, label: 501 }], table)[0]!.price).toBeUndefined();
    expect(pricedLines([{ id: 10001, quantity: 1, label: 501 }], undefined)[0]!.price).toBeUndefined();
    expect(pricedLines([{ id: 10001, quantity: 1, label: 501, price: 5 }], table)[0]!.price).toBe(5);
  });

  it("view item, begin checkout and purchase have each vendor's names", () => {
    const view: TrackEvent = { name: 'view_item', lines: [{ id: 1, quantity: 1 }] };
    const begin: TrackEvent = { name: 'begin_checkout', lines: [{ id: 1, quantity: 1 }], value: 100 };
    expect([view, begin, purchase].map((e) => vendorCall('meta', e, 'KWD')[1])).toEqual([
      'ViewContent',
      'InitiateCheckout',
      'Purchase',
    ]);
    expect([view, begin, purchase].map((e) => vendorCall('analytics', e, 'KWD')[1])).toEqual([
      'view_item',
      'begin_checkout',
      'purchase',
    ]);
    expect([view, begin, purchase].map((e) => vendorCall('tiktok', e, 'KWD')[0])).toEqual([
      'ViewContent',
      'InitiateCheckout',
      'CompletePayment',
    ]);
    expect([view, begin, purchase].map((e) => vendorCall('snapchat', e, 'KWD')[1])).toEqual([
      'VIEW_CONTENT',
      'START_CHECKOUT',
      'PURCHASE',
    ]);
  });

  it('a purchase carries one event id everywhere, for the vendors to count it once', () => {
    const id = purchaseEventId('abc123');
    expect(vendorCall('meta', purchase, 'KWD')[3]).toEqual({ eventID: id });
    expect(vendorCall('tiktok', purchase, 'KWD')[2]).toEqual({ event_id: id });
    expect(vendorCall('snapchat', purchase, 'KWD')[2]).toMatchObject({
      client_dedup_id: id,
      transaction_id: 'abc123',
      price: 4.75,
    });
    expect(vendorCall('analytics', purchase, 'KWD')[2]).toMatchObject({ transaction_id: 'abc123', value: 4.75 });
  });
});
