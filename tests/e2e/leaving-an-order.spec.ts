/**
 * A customer who leaves an order's page or its payment page gets back to the order (reviewer's bugs): Back from the
 * online payment page finds the checkout naming the order waiting for payment, with its payment again and no
 * second order unawares; an unpaid order's page offers "Pay now"; a guest's empty cart and checkout link the
 * orders this browser placed in the last 24 hours, and so does the order history of a guest who logs in afterwards.
 */
import type { Page } from '@playwright/test';
import { API_PORT } from '../../playwright.config.ts';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';

// Monday noon in Kuwait: every selling type of Shawarma House is open.
const NOON = new Date('2026-11-23T12:00:00+03:00');
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOON);
});

async function addSimpleItem(page: Page, menu: string, times = 1) {
  await page.goto(menu);
  const direct = page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first();
  for (let i = 0; i < times; i++) await direct.click();
  await expect(page.locator('[data-toast]')).toContainText('added to your cart');
}

/** A delivery to Sharq filled in, to be paid online; "Place order" takes the browser to the demo payment page. */
async function deliveryPaidOnline(page: Page): Promise<string> {
  await addSimpleItem(page, '/shawarma-house/delivery', 6);
  await page.goto('/shawarma-house/delivery/checkout');
  const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
  await dialog.getByRole('searchbox', { name: 'Find your area' }).fill('shar');
  await dialog.getByRole('button', { name: /^Sharq/ }).click();
  await page.getByRole('searchbox', { name: 'Search for a place' }).fill('Sharq');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('list', { name: 'Places found' }).getByRole('button').first().click();
  await expect(page.getByText(/We deliver here/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Block' }).fill('4');
  await page.getByRole('textbox', { name: 'Street' }).fill('Ahmad Al-Jaber');
  await page.getByRole('textbox', { name: 'Name' }).fill('Noura Al-Sabah');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('50012345');
  await page.getByRole('radio', { name: 'Pay online' }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { name: 'Demo payment' })).toBeVisible();
  return page.url();
}

const cartLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Cart/ });

test(
  'Back from the online payment page, the checkout names the order waiting for payment, and its page pays it',
  DATE_SENSITIVE,
  async ({ page }) => {
    const payUrl = await deliveryPaidOnline(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/shawarma-house\/delivery\/checkout$/);
    const notice = page.getByRole('region', { name: /^Your order \w+ is waiting for payment\.$/ });
    await expect(notice).toBeVisible();
    // The form is as the customer left it, but it places nothing beside the waiting order.
    await expect(page.getByRole('textbox', { name: 'Street' })).toHaveValue('Ahmad Al-Jaber');
    await expect(page.getByRole('button', { name: /^Place order/ })).toHaveCount(0);
    await expect(notice.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', payUrl);

    // Its page says it waits, and pays it at the same payment page.
    await notice.getByRole('link', { name: 'See the order' }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/order\/[\w-]+$/);
    await expect(page.getByText('Waiting for your payment.')).toBeVisible();
    await page.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(payUrl);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/order\/[\w-]+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Status: Received');
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  },
);

test(
  'an order waiting for payment is not doubled unawares: a new order goes only once the customer chooses it',
  DATE_SENSITIVE,
  async ({ page }) => {
    const payUrl = await deliveryPaidOnline(page);
    const firstId = payUrl.split('/').pop()!;
    await page.goBack();
    const notice = page.getByRole('region', { name: /is waiting for payment/ });
    // Enter in a field places nothing either.
    await page.getByRole('textbox', { name: 'Street' }).press('Enter');
    await expect(page).toHaveURL(/\/delivery\/checkout$/);
    await notice.getByRole('button', { name: 'Place a new order instead' }).click();
    await expect(notice).toHaveCount(0);
    const place = page.getByRole('button', { name: /^Place order/ });
    await expect(place).toBeFocused();
    await page.getByRole('radio', { name: 'Cash' }).check();
    await place.click();
    await expect(page).toHaveURL(/\/shawarma-house\/order\/[\w-]+$/);
    expect(page.url()).not.toContain(firstId);
    await expect(page.getByTestId('order-status')).toHaveText('Status: Received');
  },
);

test(
  'a paid-online order cancelled at its payment page is forgotten by the checkout, which places the cart again',
  DATE_SENSITIVE,
  async ({ page }) => {
    await deliveryPaidOnline(page);
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page).toHaveURL(/\/payment\/fail\?order=/);
    await page.goto('/shawarma-house/delivery/checkout');
    await expect(page.getByRole('button', { name: /^Place order/ })).toBeEnabled();
    await expect(page.getByRole('region', { name: /is waiting for payment/ })).toHaveCount(0);
  },
);

test(
  'a guest who leaves the order page finds it again from the empty checkout and cart and a mistyped order link, for 24 hours',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/shawarma-house/dinein', 2);
    await page.goto('/shawarma-house/dinein/checkout?table=T2');
    await page.getByRole('textbox', { name: 'Name' }).fill('Guest Diner');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('50012345');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/order\/[\w-]+$/);
    const orderPath = new URL(page.url()).pathname;
    const number = (await page.getByRole('heading', { name: /^Order / }).textContent())!.replace('Order ', '');

    await page.goBack();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    const track = page.getByRole('link', { name: `Track your order ${number}` });
    await expect(track).toHaveAttribute('href', orderPath);
    await page.goto('/shawarma-house/dinein/cart');
    await track.click();
    await expect(page).toHaveURL(orderPath);
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    // A mistyped order link says so, with the ways on: this order, and the menu.
    await page.goto('/shawarma-house/order/not-an-order');
    await expect(page.getByRole('alert')).toHaveText('We could not find this order.');
    await expect(page.getByRole('link', { name: `Track your order ${number}` })).toHaveAttribute('href', orderPath);
    await expect(page.getByRole('main').getByRole('link', { name: 'Continue to the menu' })).toHaveAttribute(
      'href',
      /\/shawarma-house\/\w+$/,
    );

    // A day later the device no longer offers it.
    await page.clock.setFixedTime(new Date(NOON.getTime() + 25 * 3_600_000));
    await page.goto('/shawarma-house/dinein/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Track your order/ })).toHaveCount(0);
  },
);

/** A new customer logs in from the login page with the code the sample API "sent" (its development outbox). */
async function logInAsNewCustomer(page: Page, name: string) {
  const phone = `50${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  await page.goto('/shawarma-house/login');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The code is in the outbox once the page asks for it (read earlier, the outbox could still be empty: a race).
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const outbox = await page.request.get(
    `http://127.0.0.1:${API_PORT}/__test/outbox?phone=${encodeURIComponent(`+965${phone}`)}`,
  );
  const { messages } = (await outbox.json()) as { messages: Array<{ code: string }> };
  await page.getByRole('textbox', { name: '6-digit code' }).fill(messages.at(-1)!.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/shawarma-house/profile');
}

test(
  'a guest who logs in after ordering finds the order just placed on the order history, not "You have not ordered yet"',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/shawarma-house/dinein');
    await page.goto('/shawarma-house/dinein/checkout?table=T2');
    await page.getByRole('textbox', { name: 'Name' }).fill('Guest Diner');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('50012345');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/order\/[\w-]+$/);
    const orderPath = new URL(page.url()).pathname;
    const number = (await page.getByRole('heading', { name: /^Order / }).textContent())!.replace('Order ', '');

    await logInAsNewCustomer(page, 'Guest Diner');
    await page.getByRole('link', { name: 'Order history' }).click();
    await expect(page).toHaveURL('/shawarma-house/orders/history');
    const track = page.getByRole('link', { name: `Track your order ${number}` });
    await expect(track).toHaveAttribute('href', orderPath);
    await expect(page.getByText('You have not ordered yet.')).toHaveCount(0);
    await track.click();
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  },
);
