/**
 * What the pages say and do when the customer or the order changes under them (reviewer's bugs of 29 Nov 2026): a
 * guest who logs in halfway through a checkout orders as the account, not under the words they typed as a guest;
 * "Order again" on a table booking's pre-order opens the reservation menu's cart; a wallet that pays everything
 * leaves nothing "paid in cash"; a free-delivery coupon on a car pickup says it gives nothing there.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';
import { bookFreeTable, randomBookingDay, REFUSED } from './bookingKit.ts';
import { addedToCart } from './menuKit.ts';
import { API_PORT } from '../../playwright.config.ts';

const API = `http://127.0.0.1:${API_PORT}`;
const REF = 'shawarma-house';
// Monday noon in Kuwait: every selling type of the fixture is open.
const NOON = new Date('2026-11-23T12:00:00+03:00');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOON);
});

/** A Kuwaiti mobile number nobody else in this run uses. */
// A valid Kuwaiti mobile number (50…, 51… or 55…: libphonenumber writes an unallocated 52… as "5289 1021").
const newPhone = () =>
  `5${'015'[Math.floor(Math.random() * 3)]}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

/** The last one-time code the sample API "sent" to a Kuwaiti number. */
async function lastCode(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.get(`${API}/__test/outbox?phone=${encodeURIComponent(`+965${phone}`)}`);
  return ((await res.json()) as { messages: Array<{ code: string }> }).messages.at(-1)!.code;
}

/** On the login page: a new customer logs in with the code and registers with a name; their phone. */
async function logInAsNewCustomer(page: Page, name: string): Promise<string> {
  const phone = newPhone();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The code step shows once the API has sent it: only then is it in the outbox.
  const code = page.getByRole('textbox', { name: '6-digit code' });
  await expect(code).toBeVisible();
  await code.fill(await lastCode(page.request, phone));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create account' }).click();
  return phone;
}

async function addSimpleItem(page: Page, menu: string, times = 1) {
  await page.goto(menu);
  const direct = page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first();
  for (let i = 0; i < times; i++) await direct.click();
  await expect(page.locator('[data-toast]')).toContainText('added to your cart');
}

test(
  'a guest who logs in halfway through the checkout orders under the account’s name and number, not the typed ones',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, `/${REF}/delivery`, 2);
    await page.goto(`/${REF}/delivery/checkout`);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    const phone = page.getByRole('textbox', { name: 'Mobile number' });
    await name.fill('Sara Guest');
    await phone.fill('50011111');

    // The checkout's own way to log in, which comes back to it.
    await page
      .getByRole('link', { name: 'Have an account? Log in for your wallet, coupons and saved addresses' })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/${REF}/login\\?next=${encodeURIComponent(`/${REF}/delivery/checkout`)}$`),
    );
    const number = await logInAsNewCustomer(page, 'Noura Account');
    await expect(page).toHaveURL(new RegExp(`/${REF}/delivery/checkout$`));
    await expect(page.getByRole('link', { name: /^Have an account\?/ })).toHaveCount(0);
    await expect(name).toHaveValue('Noura Account');
    await expect(phone).toHaveValue(new RegExp(`${number.slice(0, 4)}\\s?${number.slice(4)}$`));

    // What the customer types after logging in is theirs: a reload keeps it.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await name.fill('Noura for her mother');
    await page.reload();
    await expect(name).toHaveValue('Noura for her mother');
  },
);

/** A new customer logged in through the API (send-otp, the test outbox's code, verify-otp, register). */
async function apiLogin(request: APIRequestContext, name: string) {
  const who = { reference_id: REF, phone: newPhone(), dial_code: '+965' };
  expect((await request.post(`${API}/send-otp`, { data: who })).status()).toBe(200);
  const code = await lastCode(request, who.phone);
  const verified = (await (await request.post(`${API}/verify-otp`, { data: { ...who, code } })).json()) as {
    verification_token: string;
  };
  const registered = await request.post(`${API}/webapp/register`, {
    data: { ...who, name, verification_token: verified.verification_token },
  });
  expect(registered.status()).toBe(201);
  return (await registered.json()) as { token: string; user: { id: number; name: string } };
}

/** Puts the login into the tenant's auth store (src/stores/auth.ts), as the login page would. */
async function useLogin(page: Page, login: { token: string; user: { id: number; name: string } }) {
  await page.goto(`/${REF}/Policies`);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`sf:${REF}:auth`, JSON.stringify({ v: 1, data: { token: login.token, user: login.user, checked: true } })],
  );
}

test(
  '“Order again” on a table booking’s pre-order opens the reservation menu’s cart with its dishes',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    await useLogin(page, await apiLogin(request, 'Hessa'));
    // A table for four, and its meal from the reservation menu.
    await page.goto(`/${REF}/reservation/reserv_dinein`);
    await page.getByLabel('Date').fill(randomBookingDay());
    const times = page.getByRole('combobox', { name: 'Time' });
    await times.selectOption({ index: Math.floor(Math.random() * (await times.getByRole('option').count())) });
    await page.getByRole('combobox', { name: 'Persons' }).selectOption('4');
    const table = page.getByRole('combobox', { name: 'Table' });
    await expect(table.getByRole('option')).toHaveCount(5);
    await table.selectOption({ index: 1 + Math.floor(Math.random() * 4) });
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('50012345');
    await bookFreeTable(page, {
      table,
      book: page.getByRole('button', { name: 'Book the table' }),
      refused: REFUSED.en,
    });
    await page.getByRole('link', { name: 'Choose your meal' }).click();
    await page.getByRole('button', { name: 'Add to cart: Chicken Kabsa Tray' }).first().click();
    await addedToCart(page);
    await page.goto(`/${REF}/reserv_dinein/checkout`);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${REF}/order/[\\w-]+$`));
    // The customer looks at the delivery menu's cart afterwards (the cart was last settled for delivery).
    await page.goto(`/${REF}/delivery/cart`);
    await expect(page.getByText('Your cart is empty.')).toBeVisible();

    await page.goto(`/${REF}/orders/history`);
    const row = page.getByTestId('order-row').first();
    // Listed as what the customer ordered, a table booking's meal (the server sells it as dine-in).
    await expect(row).toContainText('Reservation');
    await expect(row).not.toContainText('Dine-in');
    await row.getByRole('button', { name: /^Order again what you ordered on/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${REF}/reserv_dinein/cart$`));
    await expect(page.getByText('Chicken Kabsa Tray').first()).toBeVisible();
    await expect(page.getByText(/^Not available for/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Back to/ })).toHaveCount(0);
  },
);

test(
  'a wallet that pays the whole order says so, and nothing about the rest being paid in cash',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    test.setTimeout(60_000);
    await useLogin(page, await apiLogin(request, 'Noura Wallet'));
    await page.goto(`/${REF}/wallet/walletPackage`);
    await page.getByRole('link', { name: 'Choose the Snack package' }).click();
    await page.getByRole('button', { name: 'Buy for KWD 5.000' }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText('KWD 5.500');

    await addSimpleItem(page, `/${REF}/dinein`, 1);
    await page.goto(`/${REF}/dinein/checkout?table=T3`);
    await page.getByRole('checkbox', { name: 'Pay with my wallet balance' }).check();
    await expect(page.getByTestId('cart-total')).toHaveText('KWD 0.000');
    await expect(page.getByText('The wallet pays the whole order: nothing is left to pay.')).toBeVisible();
    await expect(page.getByText('The wallet pays first; the rest is paid in cash.')).toHaveCount(0);

    // More than the wallet holds: the rest is paid in cash again.
    await addSimpleItem(page, `/${REF}/dinein`, 8);
    await page.goto(`/${REF}/dinein/checkout?table=T3`);
    await expect(page.getByTestId('cart-total')).not.toHaveText('KWD 0.000');
    await expect(page.getByText('The wallet pays first; the rest is paid in cash.')).toBeVisible();
  },
);

test(
  'a free-delivery coupon applied on the delivery cart says it gives nothing once the order is a car pickup',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, `/${REF}/pickup`, 2);
    await page.goto(`/${REF}/delivery/cart`);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('FREEDELIVERY');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Coupon FREEDELIVERY applied')).toBeVisible();

    const nothing = 'Coupon FREEDELIVERY only makes delivery free, so it gives nothing when you order this way.';
    await page.goto(`/${REF}/pickup/cart`);
    await expect(page.getByText(nothing)).toBeVisible();
    await expect(page.getByText('Coupon FREEDELIVERY applied')).toHaveCount(0);
    await page.goto(`/${REF}/pickup/checkout`);
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText(nothing)).toBeVisible();
  },
);
