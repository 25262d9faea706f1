/**
 * The storefront's saved state as a customer meets it (persisted-state review, 29 Nov 2026): a browser that gives the
 * site no storage at all, a price changed by a republish since the cart showed it, the same cart open at the checkout
 * in two tabs, and a storage too full to write.
 */
import type { Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';
import { addedToCart } from './menuKit.ts';

// Monday noon in Kuwait: every selling type of Shawarma House is open.
const NOON = new Date('2026-11-23T12:00:00+03:00');
const SHOP = '/shawarma-house';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOON);
});

const cartTab = (page: Page) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Cart/ });

/** Uncaught errors of the page, collected from now on. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** At the dine-in checkout of table T3: name, phone and cash, then "Place order". */
async function placeDineInOrder(page: Page) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Noura Al-Sabah');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('50012345');
  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
}

test(
  'with the site’s data blocked (no localStorage, no sessionStorage) a dish added on the menu reaches the cart and is ordered',
  DATE_SENSITIVE,
  async ({ page }) => {
    // As Chrome does with "Block sites from saving data": reading either storage throws.
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'])
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('denied', 'SecurityError');
          },
        });
    });
    const errors = pageErrors(page);
    await page.goto(`${SHOP}/dinein`);
    await page.getByRole('button', { name: 'Add to cart: Falafel Duo' }).first().click();
    await expect(cartTab(page)).toHaveAccessibleName('Cart, 1 item');
    // The next page of the tab still has it (it was empty: the cart lived in the menu page's memory only).
    await cartTab(page).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Falafel Duo' })).toBeVisible();
    await expect(cartTab(page)).toHaveAccessibleName('Cart, 1 item');
    await page.goto(`${SHOP}/dinein/checkout?table=T3`);
    await placeDineInOrder(page);
    await expect(page).toHaveURL(new RegExp(`${SHOP}/order/[\\w-]+$`));
    await expect(cartTab(page)).toHaveAccessibleName('Cart, 0 items');
    expect(errors).toEqual([]);
  },
);

/** From now on the page at `path` is served as a republish that made Falafel Duo cost KWD 1.500 would serve it. */
async function republishFalafelAt(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(
      '{"id":100081,"label":"","locales":[],"price":1.2,',
      '{"id":100081,"label":"","locales":[],"price":1.5,',
    );
    expect(body).toContain('"price":1.5,');
    await route.fulfill({ response, body });
  });
}

test(
  'a dish whose price changed since the cart showed it is said on the cart, old price and new, once',
  DATE_SENSITIVE,
  async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(`${SHOP}/pickup`);
    await page.getByRole('button', { name: 'Add to cart: Falafel Duo' }).first().click();
    await addedToCart(page);
    await cartTab(page).click();
    const line = page.getByRole('listitem').filter({ hasText: 'Falafel Duo' });
    await expect(line).toContainText('KWD 1.200');
    const notice = page.getByRole('status').filter({ hasText: 'now costs' });
    await expect(notice).toHaveCount(0);

    await republishFalafelAt(page, `${SHOP}/pickup/cart`);
    await page.reload();
    await expect(line).toContainText('KWD 1.500');
    await expect(notice).toHaveText('Falafel Duo now costs KWD 1.500 instead of KWD 1.200.');
    // The dish's name and the prices are isolated inside our sentence (each keeps its own direction).
    for (const value of ['Falafel Duo', 'KWD 1.500', 'KWD 1.200'])
      await expect(notice.getByText(value, { exact: true })).toBeVisible();
    // Said once: the next visit knows the new price.
    await page.reload();
    await expect(line).toContainText('KWD 1.500');
    await expect(notice).toHaveCount(0);
    expect(errors).toEqual([]);
  },
);

test(
  'a dish whose price changed since the checkout showed it is said at the checkout before the order is placed',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto(`${SHOP}/pickup`);
    await page.getByRole('button', { name: 'Add to cart: Falafel Duo' }).first().click();
    await addedToCart(page);
    await page.goto(`${SHOP}/pickup/checkout`);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('KWD 1.200');

    await republishFalafelAt(page, `${SHOP}/pickup/checkout`);
    await page.reload();
    await expect(summary).toContainText('KWD 1.500');
    await expect(page.getByRole('status').filter({ hasText: 'now costs' })).toHaveText(
      'Falafel Duo now costs KWD 1.500 instead of KWD 1.200.',
    );
  },
);

test(
  'a second tab still at the checkout cannot place the same cart again once the first placed it',
  DATE_SENSITIVE,
  async ({ context }) => {
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const tab of [first, second]) await tab.clock.setFixedTime(NOON);
    await first.goto(`${SHOP}/dinein`);
    await first.getByRole('button', { name: 'Add to cart: Falafel Duo' }).first().click();
    await expect(cartTab(first)).toHaveAccessibleName('Cart, 1 item');
    for (const tab of [first, second]) await tab.goto(`${SHOP}/dinein/checkout?table=T3`);
    await expect(second.getByRole('button', { name: /^Place order/ })).toBeVisible();

    await placeDineInOrder(first);
    await expect(first).toHaveURL(new RegExp(`${SHOP}/order/[\\w-]+$`));
    // The other tab follows the emptied cart: no button to order it a second time, and the order to follow.
    await expect(second.getByRole('button', { name: /^Place order/ })).toHaveCount(0);
    await expect(second.getByText('Your cart is empty.')).toBeVisible();
    await expect(second.getByRole('link', { name: /^Track your order/ })).toBeVisible();
  },
);

test(
  'a storage too full to write still lets the customer order the cart they filled',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
    });
    const errors = pageErrors(page);
    await page.goto(`${SHOP}/dinein`);
    await page.getByRole('button', { name: 'Add to cart: Falafel Duo' }).first().click();
    await addedToCart(page);
    await cartTab(page).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Falafel Duo' })).toBeVisible();
    await page.goto(`${SHOP}/dinein/checkout?table=T3`);
    await placeDineInOrder(page);
    await expect(page).toHaveURL(new RegExp(`${SHOP}/order/[\\w-]+$`));
    expect(errors).toEqual([]);
  },
);
