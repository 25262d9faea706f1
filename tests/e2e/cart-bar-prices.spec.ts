/**
 * The "View cart" bar's prices come from its selling type's price file (features/cart/cartPriceFile.ts), not from
 * a table in every page: fetched only once the cart holds something, once per page, and a price file that cannot be
 * had leaves the bar hidden while the badges still count. Phone viewport.
 */
import type { Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';

// Monday noon in Kuwait: the delivery menu is open.
const NOON = new Date('2026-11-23T12:00:00+03:00');
const PRICES = '**/shawarma-house/_prices/*.json';

const cartBar = (page: Page) => page.getByRole('link', { name: /^View cart/ });
const addFalafel = (page: Page) => page.getByRole('button', { name: 'Add to cart: Falafel Duo' }).first().click();

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOON);
});

test(
  'a menu page fetches no prices while the cart is empty, then its own price file once for the bar',
  DATE_SENSITIVE,
  async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/_prices/')) fetched.push(new URL(req.url()).pathname);
    });
    await page.goto('/shawarma-house/delivery');
    await expect(page.getByRole('button', { name: 'Add to cart: Falafel Duo' }).first()).toBeVisible();
    expect(fetched).toEqual([]);
    await addFalafel(page);
    await expect(cartBar(page)).toHaveText(/^View cart\s*·\s*1 item\s*·\s*KWD\s1\.200$/);
    await addFalafel(page);
    await expect(cartBar(page)).toHaveText(/2 items\s*·\s*KWD\s2\.400$/);
    expect(fetched).toEqual(['/shawarma-house/_prices/delivery.json']);
    // The next page of the menu, with lines in the cart, shows the bar from the file again.
    await page.goto('/shawarma-house/delivery/102');
    await expect(cartBar(page)).toHaveText(/2 items\s*·\s*KWD\s2\.400$/);
  },
);

for (const [what, answer] of [
  ['missing', { status: 404, body: 'not found' }],
  ['broken', { status: 200, body: '{"currency":"KWD","items":' }],
  ['hostile', { status: 200, body: '{"currency":"<script>","items":{"__proto__":{"l":{}}}}' }],
] as const) {
  test(
    `a ${what} price file leaves the bar hidden, the badge counting, and no error on the page`,
    DATE_SENSITIVE,
    async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.route(PRICES, (route) =>
        route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
      );
      await page.goto('/shawarma-house/delivery');
      await addFalafel(page);
      await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Falafel Duo' })).toBeVisible();
      await expect(cartBar(page)).toBeHidden();
      // The file comes back: the next change of the cart tries again, and the bar shows.
      await page.unroute(PRICES);
      await addFalafel(page);
      await expect(cartBar(page)).toHaveText(/2 items\s*·\s*KWD\s2\.400$/);
      expect(errors).toEqual([]);
    },
  );
}

test(
  'a change of the cart while the bar’s prices are on their way, which then fail, tries again',
  DATE_SENSITIVE,
  async ({ page }) => {
    // The first answer is slow and fails; the dish added meanwhile asks again, and that answer comes.
    let asked = 0;
    await page.route(PRICES, async (route) => {
      if (++asked > 1) return route.continue();
      await new Promise((done) => setTimeout(done, 1500));
      await route.fulfill({ status: 503, body: 'busy' });
    });
    await page.goto('/shawarma-house/delivery');
    await addFalafel(page);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
    await addFalafel(page);
    await expect(page.getByRole('link', { name: 'Cart, 2 items' }).first()).toBeVisible();
    await expect(cartBar(page)).toHaveText(/2 items\s*·\s*KWD\s2\.400$/);
    expect(asked).toBe(2);
  },
);
