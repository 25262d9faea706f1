/**
 * A returning customer's pages (issue 4 "Must show"): a new customer logged in with a one-time code sees the
 * wallet, buys a package (the balance rises), pays a dine-in order partly with the wallet, finds it in the order
 * history and orders it again (the cart has the lines again); another customer's token on that order ends on the
 * login page; a table is booked and shows in the reservation history; the feedback survey is answered once; names
 * and notes with markup render inert; axe-core finds no serious violation on these pages.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';
import { bookFreeTable, randomBookingDay, REFUSED } from './bookingKit.ts';
import { API_PORT } from '../../playwright.config.ts';

const API = `http://127.0.0.1:${API_PORT}`;
const REF = 'shawarma-house';
// Monday noon in Kuwait: every selling type of the fixture is open.
const NOON = new Date('2026-11-23T12:00:00+03:00');
const MARKUP = '<img src=x onerror="window.__pwned=1"><b>window seat</b>';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await page.addInitScript(() => {
    (window as unknown as { __pwned?: number }).__pwned = 0;
  });
});

/** A Kuwaiti mobile number nobody else in this run uses. */
function newPhone(): string {
  return `5${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

interface Login {
  token: string;
  user: { id: number; name: string };
}

/** Logs a (new) customer in through the API: send-otp, the code from the test outbox, verify-otp, register. */
async function apiLogin(request: APIRequestContext, name: string, phone = newPhone()): Promise<Login> {
  const who = { reference_id: REF, phone, dial_code: '+965' };
  expect((await request.post(`${API}/send-otp`, { data: who })).status()).toBe(200);
  const outbox = await request.get(`${API}/__test/outbox?phone=${encodeURIComponent(`+965${phone}`)}`);
  const code = ((await outbox.json()) as { messages: Array<{ code: string }> }).messages.at(-1)!.code;
  const verified = (await (await request.post(`${API}/verify-otp`, { data: { ...who, code } })).json()) as Record<
    string,
    unknown
  >;
  if (verified.token) return verified as unknown as Login;
  const registered = await request.post(`${API}/webapp/register`, {
    data: { ...who, name, verification_token: verified.verification_token },
  });
  expect(registered.status()).toBe(201);
  return (await registered.json()) as Login;
}

/** Puts the login into the tenant's auth store (src/stores/auth.ts), as the login page would. */
async function useLogin(page: Page, login: Login) {
  await page.goto(`/${REF}/Policies`);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`sf:${REF}:auth`, JSON.stringify({ v: 1, data: { token: login.token, user: login.user, checked: true } })],
  );
}

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
    what,
  ).toEqual([]);
}

test(
  'a customer buys wallet credit, pays an order partly with it, finds the order and orders it again',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const login = await apiLogin(request, 'Noura Al-Sabah');
    await useLogin(page, login);

    // The wallet starts empty.
    await page.goto(`/${REF}/wallet/home`);
    await expect(page.getByTestId('wallet-balance')).toHaveText('KWD 0.000');
    await expect(page.getByRole('heading', { name: 'Wallet policy' })).toBeVisible();
    await expectNoSeriousViolations(page, 'wallet home');

    // A package: pay 5 KD, get 5.500 KD.
    await page.getByRole('link', { name: 'Buy credit' }).click();
    await expect(page).toHaveURL(new RegExp(`/${REF}/wallet/walletPackage$`));
    await page.getByRole('link', { name: 'Choose the Snack package' }).click();
    await expect(page).toHaveURL(new RegExp(`/${REF}/wallet/501$`));
    await page.getByRole('button', { name: 'Buy for KWD 5.000' }).click();
    await expect(page.getByTestId('package-bought')).toHaveText(
      'KWD 5.500 was added to your wallet. Your balance is now KWD 5.500.',
    );
    // The button pressed is gone: the keyboard's focus is on what replaced it, not back at the page's start.
    await expect(page.getByTestId('package-bought')).toBeFocused();
    await expect(page.getByTestId('wallet-balance')).toHaveText('KWD 5.500');

    // A dine-in order of six of the first simple item (more than the wallet holds): the wallet pays part of it.
    await page.goto(`/${REF}/dinein`);
    const direct = page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first();
    const itemName = (await direct.getAttribute('aria-label'))!.replace(/^Add to cart: /, '');
    for (let i = 0; i < 6; i++) await direct.click();
    await expect(page.locator('[data-toast]')).toContainText('added to your cart');
    await page.goto(`/${REF}/dinein/checkout?table=T3`);
    await page.getByRole('checkbox', { name: 'Pay with my wallet balance' }).check();
    await expect(page.getByText('KWD 5.500 available in your wallet')).toBeVisible();
    await expect(page.getByTestId('cart-total')).not.toHaveText('KWD 0.000');
    await page.getByRole('textbox', { name: 'Name' }).fill('Noura Al-Sabah');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('50012345');
    // The amounts as the checkout says them (subtotal, discount, wallet, total), to be read again on the order.
    const summary = page.getByRole('region', { name: 'Order summary' });
    const amountsAt = async (where: Locator) => ({
      terms: await where.getByRole('term').allTextContents(),
      values: await where.getByRole('definition').allTextContents(),
    });
    const atCheckout = await amountsAt(summary);
    expect(atCheckout.terms).toContain('Wallet');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${REF}/order/[\\w-]+$`));
    const orderId = page.url().split('/').pop()!;
    // The order page reads the customer's own order with their token.
    await expect(page.getByRole('heading', { name: new RegExp(orderId.slice(0, 8), 'i') })).toBeVisible();
    // The table by the name on it (the checkout sends its id, 1103), and whose: the business has three branches.
    await expect(page.getByRole('term').filter({ hasText: /^Table$/ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^T3 · / })).toHaveText('T3 · Kuwait City — Sharq');
    // It adds up as the checkout did: the wallet's part is the wallet's (it was a "Discount" of another amount).
    await expect(page.getByRole('term').filter({ hasText: /^Wallet$/ })).toBeVisible();
    const onOrder = await amountsAt(page.getByRole('main'));
    expect(onOrder.terms.filter((t) => atCheckout.terms.includes(t))).toEqual(atCheckout.terms);
    for (const value of atCheckout.values) expect(onOrder.values).toContain(value);

    // The wallet paid: its history shows the order, the balance went down.
    await page.goto(`/${REF}/wallet/history`);
    const movements = page.getByRole('list', { name: 'Credit history' }).getByRole('listitem');
    await expect(movements).toHaveCount(2);
    // Numbered as the order's page numbers it.
    await expect(movements.first()).toContainText(
      `Paid order ${orderId.replaceAll('-', '').slice(0, 8).toUpperCase()}`,
    );
    await expect(movements.nth(1)).toContainText('Package Snack');
    await expect(movements.nth(1)).toContainText('+KWD 5.500');
    await expect(movements.first()).toContainText('\u2212KWD 5.500');
    await expect(page.getByTestId('wallet-balance')).toHaveText('KWD 0.000');

    // The order history, newest first, with its status.
    await page.goto(`/${REF}/orders/history`);
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Dine-in');
    await expect(rows.first()).toContainText('Received');
    await expect(rows.first()).toContainText(`6 × ${itemName}`);
    // What it was worth (the total with the wallet's part put back), the wallet's part under it.
    const paid = Number(atCheckout.values[atCheckout.terms.indexOf('Total')]!.replace(/[^\d.]/g, ''));
    await expect(rows.first()).toContainText('Wallet \u2212KWD\u00a05.500');
    await expect(rows.first()).toContainText(new RegExp(`KWD\u00a0${(paid + 5.5).toFixed(3)}$`));
    await expectNoSeriousViolations(page, 'orders history');

    // Its details: lines and total.
    await rows
      .first()
      .getByRole('link', { name: /^Details of the order of/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${REF}/orders/details\\?id=${orderId}$`));
    await expect(page.getByTestId('order-line')).toHaveText([new RegExp(`^6 × ${itemName}`)]);
    await expect(page.getByTestId('order-status')).toHaveText('Received');
    const inDetails = await amountsAt(page.getByRole('main'));
    expect(inDetails.terms.filter((t) => atCheckout.terms.includes(t))).toEqual(atCheckout.terms);
    for (const value of atCheckout.values) expect(inDetails.values).toContain(value);

    // The status page follows the latest order.
    await page.goto(`/${REF}/orders/status`);
    await expect(page.getByTestId('order-status')).toHaveText('Status: Received');

    // Order again: the cart has the lines again.
    await page.goto(`/${REF}/orders/history`);
    await page.getByRole('button', { name: /^Order again what you ordered on/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${REF}/dinein/cart$`));
    await expect(page.getByText(itemName).first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Cart/ }),
    ).toHaveAccessibleName('Cart, 6 items');

    // Another customer's token on this order: logged out, on the login page, coming back afterwards.
    const other = await apiLogin(request, 'Someone Else');
    await useLogin(page, other);
    await page.goto(`/${REF}/orders/details?id=${orderId}`);
    await expect(page).toHaveURL(new RegExp(`/${REF}/login\\?next=`));
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/${REF}/orders/details?id=${orderId}`);
    const auth = await page.evaluate((key) => localStorage.getItem(key), `sf:${REF}:auth`);
    expect(JSON.parse(auth!).data.token).toBeNull();
  },
);

test(
  "a link to an order or a booking that does not exist says so in the page's language, with the ways on",
  DATE_SENSITIVE,
  async ({ page, request }) => {
    // Not the API's own words ("Reservation not found" on an Arabic page): the page's.
    await page.goto(`/${REF}/ar/reservation/success/987654`);
    await expect(page.getByRole('alert')).toHaveText('لم نتمكن من العثور على هذا الحجز.');
    await expect(page.getByRole('main')).not.toContainText('not found');
    await page.getByRole('main').getByRole('link', { name: 'العودة إلى البداية' }).click();
    await expect(page).toHaveURL(new RegExp(`/${REF}/ar$`));

    await useLogin(page, await apiLogin(request, 'Nobody Ordered'));
    await page.goto(`/${REF}/orders/details?id=987654`);
    await expect(page.getByRole('alert')).toHaveText('We could not find this order.');
    await page.getByRole('main').getByRole('link', { name: 'All your orders' }).click();
    await expect(page).toHaveURL(new RegExp(`/${REF}/orders/history$`));
  },
);

test(
  'an order history that could not be loaded offers to try again, and loads when tried',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    await useLogin(page, await apiLogin(request, 'Flaky Network'));
    // The API busy twice (the call and its one retry, spec §7), then answering.
    let refused = 0;
    await page.route('**/webapp/v5/orders/**', (route) =>
      refused++ < 2 ? route.fulfill({ status: 503, body: '{"message":"Busy"}' }) : route.continue(),
    );
    await page.goto(`/${REF}/orders/history`);
    await expect(page.getByRole('alert')).toContainText('This could not be loaded.');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('You have not ordered yet.');
    expect(refused).toBe(3);
  },
);

test(
  'an order history page past the end (an old link) steps back to the orders, and a page that is not JSON is a failure to try again',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    await useLogin(page, await apiLogin(request, 'Old Link'));
    await page.goto(`/${REF}/orders/history?page=3`);
    await expect(page.getByRole('main')).toContainText('You have not ordered yet.');
    await expect(page).toHaveURL(new RegExp(`/${REF}/orders/history\\?page=1$`));

    // A captive portal answering 200 with its own page: never an answer, never a blank page.
    await page.route('**/webapp/v5/orders/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html>Gateway login</html>' }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('This could not be loaded.');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
);

test(
  'an order history answer of an unexpected shape leaves a message and a way to try again, never a blank page',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    await useLogin(page, await apiLogin(request, 'Odd Answer'));
    await page.route('**/webapp/v5/orders/**', (route) =>
      route.fulfill({
        status: 200,
        json: {
          orders: [{ id: 77, status: 1, selling_types: 'delivery', currency: 'KWD', total: 2, lines: { a: 1 } }],
          pagination: { page: 1, per_page: 10, total: 1, last_page: 1 },
        },
      }),
    );
    await page.goto(`/${REF}/orders/history`);
    await expect(page.getByRole('alert')).toContainText('This could not be loaded.');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
);

const BRANCH = 11;
/** A delivery to Sharq as a customer types it: block, street, house (tests/e2e/journeys-after.spec.ts). */
const SHARQ_DELIVERY = {
  branch_id: BRANCH,
  name: 'Noura',
  phone: '50001234',
  dial_code: '+965',
  selling_types: 'delivery',
  order_lines: [{ item_id: 10007, quantity: 1, price_label_id: 100071 }],
  address: {
    lat: 29.384,
    lng: 47.99,
    area_id: 11003,
    zone_id: 1101,
    block: '3',
    street: 'Gulf Road',
    house_number: '12',
  },
};

/** Places an order as the logged-in customer, at the price the sample API quotes, at noon; answers its id. */
async function placeOrderAs(request: APIRequestContext, login: Login, body: Record<string, unknown>): Promise<string> {
  const headers = { authorization: `Bearer ${login.token}`, 'x-current-time': NOON.toISOString() };
  const quote = await request.post(`${API}/service/pos/calc-order/${BRANCH}`, { data: body, headers });
  expect(quote.status(), await quote.text()).toBe(200);
  const { calculatedAmounts } = (await quote.json()) as { calculatedAmounts: { total: number; delivery_fees: number } };
  const placed = await request.post(`${API}/webapp/order`, {
    data: { ...body, total: calculatedAmounts.total, fees: calculatedAmounts.delivery_fees },
    headers,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { id: string } }).order.id;
}

test(
  'a customer with a wallet balance and orders is told what deleting the account loses: the balance and the orders',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    const login = await apiLogin(request, 'Mariam Losing');
    const bought = await request.post(`${API}/webapp/wallet/package/501`, {
      headers: { authorization: `Bearer ${login.token}`, 'x-current-time': NOON.toISOString() },
    });
    expect(bought.status(), await bought.text()).toBe(201);
    await placeOrderAs(request, login, SHARQ_DELIVERY);
    await placeOrderAs(request, login, SHARQ_DELIVERY);
    await useLogin(page, login);
    await page.goto(`/${REF}/profile`);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByRole('listitem')).toHaveText([
      'Your wallet balance: KWD\u00a05.500',
      'Your order history (orders: 2)',
    ]);
    await expect(dialog).toHaveAccessibleDescription(/You will lose: .*KWD.5\.500.*orders: 2/);
    // Kept: Cancel closes the question and the account stays.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  },
);

test(
  'a new customer deleting the account is not told of a wallet or orders they do not have',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    const login = await apiLogin(request, 'Nothing Yet');
    await useLogin(page, login);
    await page.goto(`/${REF}/profile`);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    // Once the wallet and the orders have answered.
    await expect(page.getByTestId('delete-losses')).toHaveAttribute('aria-busy', 'false');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('cannot be undone');
    await expect(dialog.getByRole('listitem')).toHaveCount(0);
    await expect(dialog).not.toContainText('You will lose');
  },
);

test(
  'the order history names each order by its number and a delivery by its address as typed, and so do its details',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    const login = await apiLogin(request, 'Where To');
    const id = await placeOrderAs(request, login, SHARQ_DELIVERY);
    const number = id.replaceAll('-', '').slice(0, 8).toUpperCase();
    await useLogin(page, login);
    await page.goto(`/${REF}/orders/history`);
    const row = page.getByTestId('order-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('order-number')).toHaveText(`Order ${number}`);
    // The area, then the fields in the checkout's words: a number by its label, a street name as it is.
    await expect(row.getByTestId('order-address')).toHaveText('Sharq, Gulf Road, Block 3, House number 12');
    await expect(row).not.toContainText('29.384');

    await row.getByRole('link', { name: /^Details of the order of/ }).click();
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Delivery address$/ })).toBeVisible();
    await expect(page.getByTestId('order-address')).toHaveText('Sharq, Gulf Road, Block 3, House number 12');
    await expectNoSeriousViolations(page, 'order details with its address');
  },
);

test('a guest opening the orders history is asked to log in', DATE_SENSITIVE, async ({ page }) => {
  await page.goto(`/${REF}/orders/history`);
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute(
    'href',
    `/${REF}/login?next=${encodeURIComponent(`/${REF}/orders/history`)}`,
  );
});

test(
  'a customer books a table with a note holding markup and finds the booking in the history',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    test.setTimeout(60_000);
    const login = await apiLogin(request, 'Fahad <b>Bold</b>');
    await useLogin(page, login);
    await page.goto(`/${REF}/reservation/reserv_dinein`);
    await expect(page.getByText('The earliest booking is on Nov 23, 2026 at 2:00 PM.')).toBeVisible();
    await expectNoSeriousViolations(page, 'reservation form');

    // Too soon is never offered: the earliest the business takes is two hours ahead.
    const times = page.getByRole('combobox', { name: 'Time' });
    await expect(times.getByRole('option').first()).toHaveText('2:00 PM');
    await expect(times.getByRole('option', { name: '12:30 PM' })).toHaveCount(0);
    // Nor a day before the earliest in the date's picker.
    await expect(page.getByLabel('Date')).toHaveAttribute('min', '2026-11-23');
    // Nor a day past the last the restaurant takes (90 days ahead); a day typed past it is said at once, with no
    // time to choose, before the rest of the form is filled.
    await expect(page.getByLabel('Date')).toHaveAttribute('max', '2027-02-21');
    await page.getByLabel('Date').fill('2027-02-22');
    await expect(page.getByLabel('Date')).toHaveAccessibleDescription(
      /That date is too far ahead: choose an earlier date\./,
    );
    await expect(times).toBeDisabled();
    // The time list does not say "no times left on this day": the day is the problem, and its message says so.
    await expect(times.getByRole('option')).toHaveText(['']);

    // A day and time unlikely to be booked by an earlier run (a table holds one booking per two hours).
    await page.getByLabel('Date').fill(randomBookingDay());
    await times.selectOption({ index: Math.floor(Math.random() * (await times.getByRole('option').count())) });
    await page.getByRole('combobox', { name: 'Persons' }).selectOption('4');
    const table = page.getByRole('combobox', { name: 'Table' });
    await expect(table.getByRole('option')).toHaveText([
      'Choose a table',
      'T3 · 4 seats · Indoor',
      'T4 · 4 seats · Terrace',
      'F1 · 8 seats · Family section',
      'F2 · 10 seats · Family section',
    ]);
    await table.selectOption({ index: 1 + Math.floor(Math.random() * 4) });
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Fahad <b>Bold</b>');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('50012345');
    await page.getByRole('textbox', { name: 'Note for the restaurant' }).fill(MARKUP);
    await bookFreeTable(page, {
      table,
      book: page.getByRole('button', { name: 'Book the table' }),
      refused: REFUSED.en,
    });
    await expect(page).toHaveURL(new RegExp(`/${REF}/reservation/success/[\\w-]+\\?order=1$`));
    await expect(page.getByText('Request sent — the restaurant will confirm.')).toBeVisible();
    await expect(page.getByTestId('reservation-note')).toHaveText(MARKUP);
    await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);
    await expect(page.getByTestId('reservation-status')).toHaveText('Pending');
    // Reservation with order: the next step is the reservation menu.
    await expect(page.getByRole('link', { name: 'Choose your meal' })).toHaveAttribute('href', `/${REF}/reserv_dinein`);

    await page.getByRole('link', { name: 'All your reservations' }).click();
    const rows = page.getByTestId('reservation-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Persons: 4');
    await expect(rows.first()).toContainText('Pending');
    await expect(rows.first()).toContainText(MARKUP);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(0);
  },
);

test('a business that asks no survey questions has a feedback page with the rating only, and no failed call', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
  page.on('console', (m) => m.type() === 'error' && failed.push(m.text()));
  // Dastarkhwan (Turkish pages here): feedback on, a rating shown, no questions.
  await page.goto('/dastarkhwan/tr/Feedback');
  await expect(page.getByRole('group', { name: 'Genel puanınız' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Geri bildirim gönder' })).toBeVisible();
  expect(failed).toEqual([]);
});

test(
  'the feedback survey is answered, each question type once, and the rating is asked once',
  DATE_SENSITIVE,
  async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`/${REF}/Feedback`);
    await expect(page.getByRole('group', { name: 'Your overall rating' })).toBeVisible();
    await expectNoSeriousViolations(page, 'feedback');

    // The food question is required: sending without it puts the focus there.
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const food = page.getByRole('radiogroup', { name: /How was your food/ });
    await expect(food).toBeFocused();
    await expect(food).toHaveAccessibleDescription('Answer this question.');

    await page
      .getByRole('group', { name: 'Your overall rating' })
      .getByRole('radio', { name: '4 out of 5 stars' })
      .check();
    await food.getByRole('radio', { name: '5 out of 5 stars' }).check();
    await page
      .getByRole('radiogroup', { name: 'How was the service?' })
      .getByRole('radio', { name: 'Happy', exact: true })
      .check();
    const slider = page.getByRole('slider', { name: 'How likely are you to recommend us?' });
    await slider.focus();
    await slider.press('ArrowRight');
    await expect(page.getByText('Your answer: 6 (from 0 to 10)')).toBeVisible();
    const ordered = page.getByRole('group', { name: 'What did you order?' });
    await ordered.getByRole('checkbox', { name: 'Shawarma' }).check();
    await ordered.getByRole('checkbox', { name: 'Desserts' }).check();
    await page.getByRole('textbox', { name: 'Anything else?' }).fill(MARKUP);
    const phone = page.getByRole('textbox', { name: 'Phone, if we may call you' });
    await phone.fill('12');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(/too short/);
    await phone.fill('50012345');

    const sent = page.waitForRequest((r) => r.url().endsWith('/users/rate') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByTestId('feedback-sent')).toHaveText('Thank you for your feedback!');
    expect((await sent).postDataJSON()).toEqual({
      branch_id: 11,
      rate: 4,
      answers: [
        { question_id: 1, value: 5 },
        { question_id: 2, value: 4 },
        { question_id: 3, value: 6 },
        { question_id: 4, value: [41, 43] },
        { question_id: 5, value: MARKUP },
        { question_id: 6, value: { phone: '50012345', dial_code: '+965' } },
      ],
    });

    // Rated once: the overall rating is not asked again in this browser.
    await page.reload();
    await expect(page.getByRole('radiogroup', { name: /How was your food/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Your overall rating' })).toHaveCount(0);
  },
);

test(
  'each rating group of the feedback page is one Tab stop, forwards and back: its checked star, or its first',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    await useLogin(page, await apiLogin(request, 'Dana'));
    await page.goto(`/${REF}/Feedback`);
    const overall = page.getByRole('group', { name: 'Your overall rating' });
    const food = page.getByRole('radiogroup', { name: /How was your food/ });
    const service = page.getByRole('radiogroup', { name: 'How was the service?' });
    await expect(food).toBeVisible();
    await page.getByRole('button', { name: 'Reject' }).click();
    // Answered, as a person sees it: the banner's code comes with its first click (firstUse.ts), and a Tab taken
    // while it is still up lands in it.
    await expect(page.getByRole('button', { name: 'Reject' })).toBeHidden();
    // From the last link before the form, the keyboard walks in: the form's first focus loads the phone rules, and
    // the form is drawn again with the focus in the first group (which then took two Tab stops).
    await page.getByRole('link', { name: 'العربية' }).focus();
    const phoneRules = page.waitForResponse((r) => /\/phone\.[\w-]+\.js$/.test(r.url()));
    await page.keyboard.press('Tab');
    await expect(overall.getByRole('radio', { name: '1 out of 5 stars' })).toBeFocused();
    await phoneRules;
    await page.waitForTimeout(300);
    await page.keyboard.press('Tab');
    await expect(food.getByRole('radio', { name: '1 out of 5 stars' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(service.getByRole('radio', { name: 'Very unhappy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('slider', { name: 'How likely are you to recommend us?' })).toBeFocused();

    // Back, one stop a group.
    await page.keyboard.press('Shift+Tab');
    await expect(service.getByRole('radio', { name: 'Very unhappy' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(food.getByRole('radio', { name: '1 out of 5 stars' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(overall.getByRole('radio', { name: '1 out of 5 stars' })).toBeFocused();

    // The arrow keys choose a star; the group's stop is then the chosen one, from either side.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(overall.getByRole('radio', { name: '3 out of 5 stars' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(food.getByRole('radio', { name: '1 out of 5 stars' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(overall.getByRole('radio', { name: '3 out of 5 stars' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('link', { name: 'العربية' })).toBeFocused();
  },
);

test.describe('right to left, dark', () => {
  test.use({ colorScheme: 'dark', locale: 'ar-KW' });
  test(
    'the Arabic wallet, orders, booking and feedback pages have no serious axe violation',
    DATE_SENSITIVE,
    async ({ page, request }) => {
      test.setTimeout(90_000);
      await useLogin(page, await apiLogin(request, 'نورة'));
      await page.goto(`/${REF}/ar/wallet/home`);
      await expect(page.getByTestId('wallet-balance')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoSeriousViolations(page, 'wallet home (ar)');
      await page.goto(`/${REF}/ar/orders/history`);
      await expect(page.getByText('لم تطلب شيئاً بعد.')).toBeVisible();
      await expectNoSeriousViolations(page, 'orders history (ar)');
      await page.goto(`/${REF}/ar/reservation/reserv_dinein`);
      await expect(page.getByRole('button', { name: 'احجز الطاولة' })).toBeVisible();
      await expectNoSeriousViolations(page, 'reservation (ar)');
      await page.goto(`/${REF}/ar/Feedback`);
      await expect(page.getByRole('button', { name: 'إرسال الملاحظات' })).toBeVisible();
      await expectNoSeriousViolations(page, 'feedback (ar)');
    },
  );
});

/** A logged-in customer's dine-in order, placed at noon and looked at in the history three hours later, served. */
async function servedDineInOrder(page: Page, request: APIRequestContext, name: string) {
  await useLogin(page, await apiLogin(request, name));
  await page.goto(`/${REF}/dinein`);
  await page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first().click();
  await expect(page.locator('[data-toast]')).toContainText('added to your cart');
  await page.goto(`/${REF}/dinein/checkout?table=T3`);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('50012345');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${REF}/order/[\\w-]+$`));

  await page.goto(`/${REF}/orders/history`);
  const row = page.getByTestId('order-row').first();
  await expect(row).toContainText('Received');
  await expect(page.getByRole('heading', { name: 'How was your experience with us?' })).toHaveCount(0);
  // Three hours later the kitchen has served it.
  await page.clock.setFixedTime(new Date(NOON.getTime() + 3 * 3600_000));
  await page.reload();
  return row;
}

test(
  'the history words a served dine-in order as served, and asks for a rating only once an order was served',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    const row = await servedDineInOrder(page, request, 'Hessa');
    // "Served", not "Delivered", and now the question.
    await expect(row).toContainText('Served');
    await expect(row).not.toContainText('Delivered');
    await expect(page.getByRole('heading', { name: 'How was your experience with us?' })).toBeVisible();
    // Answered "Not now" from the keyboard, the prompt goes and the focus with it to the page's title.
    await page.getByRole('button', { name: 'Not now' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'How was your experience with us?' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  },
);

test(
  'a rating given from the history is taken though the business’s survey has required questions, the focus on its thanks',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    await servedDineInOrder(page, request, 'Mariam');
    const prompt = page.getByRole('region', { name: 'How was your experience with us?' });
    await prompt.getByRole('radio', { name: '4 out of 5 stars' }).check();
    await prompt.getByRole('button', { name: 'Rate' }).focus();
    await page.keyboard.press('Enter');
    const thanks = page.getByText('Thank you for rating us!');
    await expect(thanks).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for rating us!' })).toBeFocused();
  },
);

test('an Arabic wallet package states its offer once, in the digits of the page', async ({ page, request }) => {
  await useLogin(page, await apiLogin(request, 'Fatima'));
  // The package's own description restates the offer in Arabic-Indic digits; the card's terms line says it already.
  for (const path of ['wallet/walletPackage', 'wallet/501']) {
    await page.goto(`/${REF}/ar/${path}`);
    const card = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'وجبة خفيفة' }) });
    await expect(card.getByText(/^ادفع/)).toHaveCount(1);
    await expect(card).toContainText(/ادفع\s\p{Cf}?5\.000\sد\.ك\./u);
    await expect(card).not.toContainText('٥');
  }
});
