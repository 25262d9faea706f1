/**
 * Tracking with consent (issue 13 item 4; spec §4 tracking integrations): Shawarma House has Meta's pixel (with its
 * Conversions API) and Google Analytics. Nothing of theirs loads before the visitor accepts; "Reject" is as easy and
 * as prominent as "Accept"; the choice is remembered per business and can be changed from the footer; a business
 * without pixels shows no banner. The vendors' real origins are admitted by the page's CSP; here every request to
 * the internet is intercepted: the vendor scripts are local fakes that record what the page sends them, and
 * anything else is refused, so the test never leaves the machine.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';
import { addFirstItem } from './menuKit.ts';
import { API_PORT } from '../../playwright.config.ts';

const META_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
const GTAG_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-SH4W4RM4KW$/;

/** Stands in for fbevents.js: takes over fbq's queue and records every call. */
const FAKE_FBEVENTS = `(function () {
  var fbq = window.fbq;
  window.__fbqCalls = [];
  fbq.callMethod = function () { window.__fbqCalls.push(Array.prototype.slice.call(arguments)); };
  fbq.queue.splice(0).forEach(function (args) { fbq.callMethod.apply(fbq, args); });
})();`;
/** Stands in for gtag.js: marks itself loaded (the page's calls stay in dataLayer, where the test reads them). */
const FAKE_GTAG = 'window.__gtagLoaded = true;';

/** Intercepts every request off the machine; returns the log of those that were asked for. */
async function offline(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route(
    (url) => url.protocol === 'https:' || !/^(localhost|127\.0\.0\.1)$/.test(url.hostname),
    (route) => {
      const url = route.request().url();
      asked.push(url);
      if (url === META_SCRIPT) return route.fulfill({ contentType: 'text/javascript', body: FAKE_FBEVENTS });
      if (GTAG_SCRIPT.test(url)) return route.fulfill({ contentType: 'text/javascript', body: FAKE_GTAG });
      return route.abort();
    },
  );
  return asked;
}

const vendorRequests = (asked: string[]) => asked.filter((u) => /facebook|google/.test(u));
const banner = (within: Page | Locator, name = 'Your privacy') => within.getByRole('region', { name });
const fbqCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fbqCalls?: unknown[][] }).__fbqCalls ?? []);
const gtagEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) =>
      Array.from(a).slice(0, 2).join(' '),
    ),
  );

// Monday noon in Kuwait: Shawarma House is open, so the menu's add buttons work.
const NOON = new Date('2026-11-23T12:00:00+03:00');
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOON);
});

test(
  'the banner asks before anything is loaded, with Accept and Reject alike',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    const asked = await offline(context);
    await page.goto('/shawarma-house/delivery');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Shawarma House would like to use Meta and Google Analytics');
    const accept = banner(page).getByRole('button', { name: 'Accept' });
    const reject = banner(page).getByRole('button', { name: 'Reject' });
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.round(a!.width)).toBe(Math.round(r!.width));
    expect(Math.round(a!.height)).toBe(Math.round(r!.height));
    expect(await accept.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      await reject.evaluate((el) => getComputedStyle(el).backgroundColor),
    );
    await page.waitForLoadState('networkidle');
    expect(vendorRequests(asked)).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');
  },
);

test(
  "a first visit fetches the consent's code with the first click on a choice, and that click counts",
  DATE_SENSITIVE,
  async ({ page, context }) => {
    const asked = await offline(context);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url().replace(/.*\//, ''));
    });
    await page.goto('/shawarma-house/delivery');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => s.startsWith('consent.'))).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    expect(scripts.filter((s) => s.startsWith('consent.'))).toHaveLength(1);
    await expect.poll(() => vendorRequests(asked)).toEqual([META_SCRIPT, expect.stringMatching(GTAG_SCRIPT)]);
  },
);

test(
  'reject: no vendor script is ever asked for, the choice is remembered across pages and reloads',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    const asked = await offline(context);
    await page.goto('/shawarma-house/delivery');
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByRole('button', { name: 'Add to cart: Falafel Duo' }).first().click();
    await expect(page.locator('[data-toast]')).toContainText('added to your cart');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.goto('/shawarma-house/delivery/102/10008');
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
    expect(vendorRequests(asked)).toEqual([]);
  },
);

test(
  'accept: the vendors load, the page view and add to cart reach them, and the choice is remembered',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    const asked = await offline(context);
    await page.goto('/shawarma-house/delivery');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => vendorRequests(asked)).toEqual([META_SCRIPT, expect.stringMatching(GTAG_SCRIPT)]);
    await expect
      .poll(() => fbqCalls(page))
      .toEqual([
        ['init', '417930164285016'],
        ['track', 'PageView'],
      ]);
    await page.getByRole('button', { name: 'Add to cart: Falafel Duo' }).first().click();
    await expect
      .poll(() => fbqCalls(page))
      .toContainEqual([
        'track',
        'AddToCart',
        expect.objectContaining({ content_ids: ['10008'], value: 1.2, currency: 'KWD', num_items: 1 }),
      ]);
    await expect.poll(() => gtagEvents(page)).toContain('event add_to_cart');
    // Remembered: the next page loads the vendors at once and reports the item viewed.
    await page.goto('/shawarma-house/delivery/102/10008');
    await expect(banner(page)).toBeHidden();
    await expect
      .poll(() => fbqCalls(page))
      .toContainEqual(['track', 'ViewContent', expect.objectContaining({ content_ids: ['10008'], value: 1.2 })]);
    await expect.poll(() => gtagEvents(page)).toContain('event view_item');
  },
);

test(
  'accept: checkout and purchase reach the vendors, the purchase once, and the API reports it to the server-side API',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    await offline(context);
    await page.goto('/shawarma-house/dinein');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    await addFirstItem(page);
    await page.goto('/shawarma-house/dinein/checkout?table=T3');
    await expect.poll(() => fbqCalls(page)).toContainEqual(['track', 'InitiateCheckout', expect.anything()]);
    await expect.poll(() => gtagEvents(page)).toContain('event begin_checkout');
    await page.getByRole('textbox', { name: 'Name' }).fill('Noura Al-Sabah');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('50012345');
    await page.getByRole('radio', { name: 'Cash' }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/order\//);
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const eventId = `purchase-${orderId}`;
    await expect
      .poll(() => fbqCalls(page))
      .toContainEqual(['track', 'Purchase', expect.objectContaining({ currency: 'KWD' }), { eventID: eventId }]);
    await expect.poll(() => gtagEvents(page)).toContain('event purchase');
    // The API "sent" it to Meta's Conversions API with the order's own total, once.
    const recorded = async () =>
      (
        (await (await fetch(`http://127.0.0.1:${API_PORT}/__test/engagement/shawarma-house`)).json()) as {
          conversions: Array<{ event_id: string; pixel_type: number }>;
        }
      ).conversions.filter((c) => c.event_id === eventId);
    await expect.poll(recorded).toEqual([expect.objectContaining({ pixel_type: 5, event_id: eventId })]);
    // A reload of the order page reports nothing again.
    await page.reload();
    await expect(page.getByTestId('order-status')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await fbqCalls(page)).filter((c) => c[1] === 'Purchase')).toEqual([]);
    expect(await recorded()).toHaveLength(1);
  },
);

test(
  'the choice can be changed later from "Privacy choices" in the footer',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    const asked = await offline(context);
    await page.goto('/shawarma-house');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => vendorRequests(asked).length).toBe(2);
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' });
    await footerButton.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('status')).toHaveText('Your current choice: accepted.');
    // Withdrawing reloads the page without the vendors.
    const reloaded = page.waitForEvent('load');
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await reloaded;
    asked.length = 0;
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
    expect(vendorRequests(asked)).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');
    await footerButton.click();
    await expect(banner(page).getByRole('status')).toHaveText('Your current choice: rejected.');
  },
);

test(
  'in Arabic the banner is in Arabic, right to left, and passes axe like in English',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    await offline(context);
    for (const [path, name, accept, reject] of [
      ['/shawarma-house/ar/delivery', 'خصوصيتك', 'قبول', 'رفض'],
      ['/shawarma-house/delivery', 'Your privacy', 'Accept', 'Reject'],
    ] as const) {
      await page.goto(path);
      const region = banner(page, name);
      await expect(region).toBeVisible();
      await expect(region.getByRole('button', { name: accept })).toBeVisible();
      await expect(region.getByRole('button', { name: reject })).toBeVisible();
      // A crawler renders the page with the banner shown: the page's outline still begins with its h1.
      await expect(page.getByRole('heading').first()).toHaveJSProperty('tagName', 'H1');
      const results = await new AxeBuilder({ page })
        .include('#sf-consent')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
        path,
      ).toEqual([]);
    }
    await page.goto('/shawarma-house/ar/delivery');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The vendors are listed the Arabic way (Intl.ListFormat): "و" joined to the last name.
    await expect(banner(page, 'خصوصيتك')).toContainText('يودّ بيت الشاورما استخدام Meta وGoogle Analytics');
  },
);

test(
  'the choice is per business, and a business without pixels shows no banner and loads nothing',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    const asked = await offline(context);
    await page.goto('/shawarma-house/delivery');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    await page.goto('/kissa-tokyo/en/delivery');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#sf-consent')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Privacy choices' })).toHaveCount(0);
    expect(
      asked.filter((u) => !u.startsWith('https://connect.facebook.net') && !u.includes('googletagmanager')),
    ).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');
  },
);

test(
  'with the delivery area sheet open on its own, the unanswered banner is in the sheet: answered there, then an area picked',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    const asked = await offline(context);
    await page.goto('/shawarma-house/delivery');
    await page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first().click();
    await expect(page.locator('[data-toast]')).not.toBeEmpty();
    await page.goto('/shawarma-house/delivery/checkout');
    const sheet = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await expect(sheet).toBeVisible();
    // Asked inside the modal sheet (the page behind it is inert), the focus on the area search as ever.
    await expect(banner(sheet)).toBeVisible();
    await expect(sheet.getByRole('searchbox', { name: 'Find your area' })).toBeFocused();
    await banner(sheet).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => vendorRequests(asked)).toEqual([META_SCRIPT, expect.stringMatching(GTAG_SCRIPT)]);
    // The sheet stays open, its search ready, and the area is picked as before.
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('searchbox', { name: 'Find your area' })).toBeFocused();
    await sheet.getByRole('button', { name: /^Salmiya/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('chosen-area')).toContainText('Salmiya');
    // Back in its place in the page, answered: a reload neither asks again nor puts it in the sheet.
    await page.reload();
    await expect(page.getByTestId('chosen-area')).toContainText('Salmiya');
    await expect(banner(page)).toBeHidden();
  },
);

test(
  'the delivery area sheet closed without answering leaves the banner asking in its place on the page',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    await offline(context);
    await page.goto('/shawarma-house/delivery');
    await page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first().click();
    await expect(page.locator('[data-toast]')).not.toBeEmpty();
    await page.goto('/shawarma-house/delivery/checkout');
    const sheet = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await expect(banner(sheet)).toBeVisible();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(page)).toBeHidden();
  },
);
