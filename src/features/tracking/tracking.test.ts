import { describe, expect, it } from 'vitest';
import type { TrackEvent } from '../../domain/tracking/events.ts';
import { cookieDomains, installTracker, vendorCookieNames, type TrackerEnv } from './adapters.ts';
import { placedOrdersKey, purchaseDecision, rememberPlacedOrder, reportPurchase } from './purchase.ts';
import { takeTrackEvents, trackEvent } from './bus.ts';

function fakePage() {
  const scripts: string[] = [];
  const global: Record<string, unknown> = {};
  const env: TrackerEnv = { global, addScript: (src) => scripts.push(src), basePath: '/shawarma-house' };
  return { env, global, scripts };
}

const ADD: TrackEvent = { name: 'add_to_cart', lines: [{ id: 10009, quantity: 1, price: 850 }] };

describe('vendor adapters', () => {
  it("Meta: the vendor's queueing fbq, its script once, init and page view, then the events", () => {
    const { env, global, scripts } = fakePage();
    const send = installTracker({ vendor: 'meta', ids: ['417930164285016'] }, 'KWD', env);
    send(ADD);
    expect(scripts).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    const fbq = global.fbq as { queue: unknown[][]; loaded: boolean };
    expect(fbq.loaded).toBe(true);
    expect(fbq.queue.map((args) => args.slice(0, 2))).toEqual([
      ['init', '417930164285016'],
      ['track', 'PageView'],
      ['track', 'AddToCart'],
    ]);
    // Once fbevents.js has run, calls go to it instead of the queue.
    const handled: unknown[][] = [];
    (global.fbq as Record<string, unknown>).callMethod = (...args: unknown[]) => handled.push(args);
    send(ADD);
    expect(handled.map((a) => a[1])).toEqual(['AddToCart']);
  });

  it('Google Analytics: arguments objects in dataLayer, cookies kept to the business path', () => {
    const { env, global, scripts } = fakePage();
    const send = installTracker({ vendor: 'analytics', ids: ['G-SH4W4RM4KW'] }, 'KWD', env);
    send(ADD);
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-SH4W4RM4KW']);
    const layer = (global.dataLayer as IArguments[]).map((a) => Array.from(a));
    expect(Object.prototype.toString.call((global.dataLayer as unknown[])[0])).toBe('[object Arguments]');
    expect(layer[0]![0]).toBe('js');
    expect(layer[1]).toEqual(['config', 'G-SH4W4RM4KW', { cookie_path: '/shawarma-house' }]);
    expect(layer[2]!.slice(0, 2)).toEqual(['event', 'add_to_cart']);
  });

  it("TikTok: ttq's deferred methods, one script per pixel, page view, then the events", () => {
    const { env, global, scripts } = fakePage();
    const send = installTracker({ vendor: 'tiktok', ids: ['C4SHAWARMA0000000001'] }, 'KWD', env);
    send(ADD);
    expect(scripts).toEqual(['https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C4SHAWARMA0000000001&lib=ttq']);
    expect((global.ttq as unknown[][]).map((c) => c[0])).toEqual(['page', 'track']);
    expect((global.ttq as unknown[][])[1]![1]).toBe('AddToCart');
  });

  it("Snapchat: snaptr's queue, init and page view, then the events", () => {
    const { env, global, scripts } = fakePage();
    const id = '0b5f8c1e-7a2d-4c3b-9e6f-1a2b3c4d5e6f';
    installTracker({ vendor: 'snapchat', ids: [id] }, 'KWD', env)(ADD);
    expect(scripts).toEqual(['https://sc-static.net/scevent.min.js']);
    expect((global.snaptr as { queue: unknown[][] }).queue.map((a) => a.slice(0, 2))).toEqual([
      ['init', id],
      ['track', 'PAGE_VIEW'],
      ['track', 'ADD_CART'],
    ]);
  });

  it("forgets exactly the vendors' cookies, on the host and its parent domains", () => {
    expect(
      vendorCookieNames('_ga=1; i18n_redirected=ar; _ga_SH4W=2; _fbp=3; _gid=4; session=5; _ttp=6; _scid=7'),
    ).toEqual(['_ga', '_ga_SH4W', '_fbp', '_gid', '_ttp', '_scid']);
    expect(cookieDomains('menu.shawarma-house.example')).toEqual([
      'menu.shawarma-house.example',
      'shawarma-house.example',
    ]);
    expect(cookieDomains('localhost')).toEqual(['localhost']);
    expect(cookieDomains('127.0.0.1')).toEqual(['127.0.0.1']);
  });
});

describe('the event bus', () => {
  it('keeps events until someone takes them, then hands them over in order', () => {
    trackEvent({ name: 'view_item', lines: [{ id: 1, quantity: 1 }] });
    trackEvent(ADD);
    const taken: string[] = [];
    takeTrackEvents((e) => taken.push(e.name));
    expect(taken).toEqual(['view_item', 'add_to_cart']);
    trackEvent({ name: 'begin_checkout', lines: [], value: 0 });
    expect(taken).toEqual(['view_item', 'add_to_cart', 'begin_checkout']);
  });
});

function tab(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) };
}

describe('the purchase event', () => {
  const order = (over: Record<string, unknown> = {}) => ({
    id: 'o-1',
    currency: 'KWD',
    total: 4.75,
    payment_status: null,
    lines: [{ item_id: 10009, quantity: 2, price_label_id: 501 }],
    ...over,
  });

  it('is reported for an order this tab placed, once: not again on a reload', () => {
    const storage = tab();
    const events: TrackEvent[] = [];
    takeTrackEvents((e) => events.push(e));
    rememberPlacedOrder('shawarma-house', 'o-1', storage);
    reportPurchase('shawarma-house', order(), storage);
    reportPurchase('shawarma-house', order(), storage);
    expect(events).toEqual([
      { name: 'purchase', orderId: 'o-1', value: 4750, lines: [{ id: 10009, quantity: 2, label: 501 }] },
    ]);
    expect(storage.getItem(placedOrdersKey('shawarma-house'))).toBe('[]');
  });

  it('waits for an online payment, and is not reported when it failed', () => {
    expect(purchaseDecision(['o-1'], { id: 'o-1', payment_status: 'pending' })).toBe('wait');
    expect(purchaseDecision(['o-1'], { id: 'o-1', payment_status: 'paid' })).toBe('report');
    expect(purchaseDecision(['o-1'], { id: 'o-1', payment_status: 'failed' })).toBe('forget');
    expect(purchaseDecision(['o-1'], { id: 'o-1', payment_status: null })).toBe('report');
  });

  it('an order opened from the history (placed elsewhere, or reported already) is not reported', () => {
    expect(purchaseDecision([], { id: 'o-1' })).toBe('none');
    expect(purchaseDecision(['o-2'], { id: 'o-1' })).toBe('none');
  });

  it('garbage in the tab storage counts as no order placed', () => {
    const storage = tab();
    storage.setItem(placedOrdersKey('shawarma-house'), '{"x":1');
    const events: TrackEvent[] = [];
    takeTrackEvents((e) => events.push(e));
    reportPurchase('shawarma-house', order(), storage);
    expect(events).toEqual([]);
  });
});
