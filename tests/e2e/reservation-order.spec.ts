/**
 * Reservation with order (issue 13 item 6): a table is booked, its meal ordered from the reservation menu, and the
 * two are linked by id both ways — the order page shows the booking (date, party size, a link), the booking page
 * and the booking history show the order (number, total, a link), the customer's orders show the booking. In
 * English for a logged-in customer and in Arabic for a guest. A pre-order that fails keeps the booking and says so;
 * a cancelled one (its online payment cancelled) leaves the table booked and offers to order again.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';
import { bookFreeTable, randomBookingDay, REFUSED } from './bookingKit.ts';
import { addedToCart } from './menuKit.ts';
import { API_PORT } from '../../playwright.config.ts';

const API = `http://127.0.0.1:${API_PORT}`;
const REF = 'shawarma-house';
// Monday noon in Kuwait: the restaurant and its reservation menu are open.
const NOON = new Date('2026-11-23T12:00:00+03:00');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOON);
});

/** A Kuwaiti mobile number nobody else in this run uses. */
// A valid Kuwaiti mobile number (50…, 51… or 55…: libphonenumber writes an unallocated 52… as "5289 1021").
const newPhone = () =>
  `5${'015'[Math.floor(Math.random() * 3)]}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

/** A new customer logged in through the API (send-otp, the test outbox's code, verify-otp, register). */
async function apiLogin(request: APIRequestContext, name: string) {
  const who = { reference_id: REF, phone: newPhone(), dial_code: '+965' };
  expect((await request.post(`${API}/send-otp`, { data: who })).status()).toBe(200);
  const outbox = await request.get(`${API}/__test/outbox?phone=${encodeURIComponent(`+965${who.phone}`)}`);
  const code = ((await outbox.json()) as { messages: Array<{ code: string }> }).messages.at(-1)!.code;
  const verified = (await (await request.post(`${API}/verify-otp`, { data: { ...who, code } })).json()) as {
    verification_token: string;
  };
  const registered = await request.post(`${API}/webapp/register`, {
    data: { ...who, name, verification_token: verified.verification_token },
  });
  expect(registered.status()).toBe(201);
  return (await registered.json()) as { token: string; user: { id: number; name: string } };
}

interface Words {
  base: string;
  book: string;
  date: string;
  time: string;
  persons: string;
  table: string;
  name: string;
  phone: string;
  chooseMeal: string;
  kabsa: string;
  placeOrder: RegExp;
  bookingRegion: string;
  seeBooking: RegExp;
  mealRegion: string;
  seeOrder: RegExp;
  refused: (table: string) => string;
}

const EN: Words = {
  base: `/${REF}`,
  book: 'Book the table',
  date: 'Date',
  time: 'Time',
  persons: 'Persons',
  table: 'Table',
  name: 'Name',
  phone: 'Mobile number',
  chooseMeal: 'Choose your meal',
  kabsa: 'Add to cart: Chicken Kabsa Tray',
  placeOrder: /^Place order/,
  bookingRegion: 'Your table booking',
  seeBooking: /^See the booking of /,
  mealRegion: 'Your pre-order',
  seeOrder: /^See the order /,
  refused: REFUSED.en,
};

const AR: Words = {
  base: `/${REF}/ar`,
  book: 'احجز الطاولة',
  date: 'التاريخ',
  time: 'الوقت',
  persons: 'عدد الأشخاص',
  table: 'الطاولة',
  name: 'الاسم',
  phone: 'رقم الجوال',
  chooseMeal: 'اختر وجبتك',
  kabsa: 'أضف إلى السلة: صينية كبسة دجاج',
  placeOrder: /^تأكيد الطلب/,
  bookingRegion: 'حجز طاولتك',
  seeBooking: /^عرض الحجز بتاريخ /,
  mealRegion: 'طلبك المسبق',
  seeOrder: /^عرض الطلب /,
  refused: REFUSED.ar,
};

/** Books a table for four on a day ahead, a free one (bookingKit.ts); the booking's id. */
async function bookTable(page: Page, w: Words, name?: string): Promise<string> {
  await page.goto(`${w.base}/reservation/reserv_dinein`);
  await page.getByLabel(w.date).fill(randomBookingDay());
  const times = page.getByRole('combobox', { name: w.time });
  await times.selectOption({ index: Math.floor(Math.random() * (await times.getByRole('option').count())) });
  await page.getByRole('combobox', { name: w.persons }).selectOption('4');
  const table = page.getByRole('combobox', { name: w.table });
  await expect(table.getByRole('option')).toHaveCount(5);
  await table.selectOption({ index: 1 + Math.floor(Math.random() * 4) });
  if (name) await page.getByRole('textbox', { name: w.name }).fill(name);
  await page.getByRole('textbox', { name: w.phone }).fill('50012345');
  await bookFreeTable(page, { table, book: page.getByRole('button', { name: w.book }), refused: w.refused });
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** From the booking page: the reservation menu, the kabsa tray, the checkout (the booking shown, no table asked). */
async function orderMealFor(page: Page, w: Words, bookingId: string) {
  await page.getByRole('link', { name: w.chooseMeal }).click();
  await expect(page).toHaveURL(new RegExp(`${w.base}/reserv_dinein$`));
  await page.getByRole('button', { name: w.kabsa }).first().click();
  await addedToCart(page);
  await page.goto(`${w.base}/reserv_dinein/checkout`);
  const booking = page.getByRole('region', { name: w.bookingRegion });
  await expect(booking).toContainText('4');
  await expect(booking.getByRole('link')).toHaveAttribute('href', `${w.base}/reservation/success/${bookingId}`);
  await expect(page.getByRole('combobox', { name: w.table })).toHaveCount(0);
}

/** The order page names the booking, and its link leads to the booking page, which names the order back. */
async function expectLinkedBothWays(page: Page, w: Words, bookingId: string) {
  await expect(page).toHaveURL(new RegExp(`${w.base}/order/[\\w-]+$`));
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const number = orderId.replaceAll('-', '').slice(0, 8).toUpperCase();
  const booking = page.getByRole('region', { name: w.bookingRegion });
  await expect(booking).toContainText('4');
  // Served at the booking's time: no estimate counted from when the order was placed.
  await expect(page.getByTestId('order-eta')).toHaveCount(0);
  await booking.getByRole('link', { name: w.seeBooking }).click();
  await expect(page).toHaveURL(new RegExp(`${w.base}/reservation/success/${bookingId}$`));
  const meal = page.getByRole('region', { name: w.mealRegion });
  await expect(meal).toContainText(number);
  await expect(meal.getByRole('link', { name: w.seeOrder })).toHaveAttribute('href', `${w.base}/order/${orderId}`);
  return { orderId, number };
}

test(
  'a customer books a table, orders the meal with it, and the order and the booking link to each other',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const login = await apiLogin(request, 'Hessa');
    await page.goto(`/${REF}/Policies`);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [`sf:${REF}:auth`, JSON.stringify({ v: 1, data: { token: login.token, user: login.user, checked: true } })],
    );
    const bookingId = await bookTable(page, EN);
    await orderMealFor(page, EN, bookingId);
    // The business starts its checkouts on cash (default_cash).
    await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
    // A pre-order's time is its booking's: no "now or later" to choose.
    await expect(page.getByRole('group', { name: 'When' })).toHaveCount(0);
    const sent = page.waitForRequest((r) => r.url().endsWith('/webapp/order') && r.method() === 'POST');
    await page.getByRole('button', { name: EN.placeOrder }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    const booking = (await (
      await request.get(`${API}/webapp/reservation/${bookingId}`, {
        headers: { authorization: `Bearer ${login.token}` },
      })
    ).json()) as { reservation: { date: string; time: string; branch_id: number } };
    // Cooked for the booking (its time in Kuwait, UTC+3) at the booking's branch, not now.
    const { date, time, branch_id } = booking.reservation;
    expect(body).toMatchObject({ order_time: 'later', branch_id });
    expect(body.scheduled_at).toBe(new Date(`${date}T${time}:00+03:00`).toISOString());
    const { number } = await expectLinkedBothWays(page, EN, bookingId);
    await expect(page.getByRole('link', { name: EN.chooseMeal })).toHaveCount(0);

    // The booking history names the order; the customer's orders name the booking.
    await page.goto(`/${REF}/reservation/history`);
    const row = page.getByTestId('reservation-row').first();
    await expect(row.getByTestId('booking-order')).toContainText(`Pre-order ${number}: `);
    await page.goto(`/${REF}/orders/history`);
    const orderRow = page.getByTestId('order-row').first();
    await expect(orderRow.getByTestId('order-booking')).toContainText('persons: 4');
    // Listed as the reservation it is, not as dine-in (the server sells a pre-order as dine_in).
    await expect(orderRow.getByText(/ · Reservation$/)).toBeVisible();
    await expect(orderRow).not.toContainText('Dine-in');
    await expect(orderRow.getByRole('link', { name: EN.seeBooking })).toHaveAttribute(
      'href',
      `/${REF}/reservation/success/${bookingId}`,
    );
    await page.goto(`/${REF}/ar/orders/history`);
    await expect(
      page
        .getByTestId('order-row')
        .first()
        .getByText(/ · حجز طاولة$/),
    ).toBeVisible();
  },
);

test(
  'في العربية: يحجز ضيف طاولة ويطلب وجبته، والطلب والحجز يرتبط كل منهما بالآخر',
  DATE_SENSITIVE,
  async ({ page }) => {
    test.setTimeout(90_000);
    const bookingId = await bookTable(page, AR, 'نورة');
    await orderMealFor(page, AR, bookingId);
    // The booking's guest is who orders: the number as it was typed, beside the country whose code it dials (not
    // "+96550012345" under a select that already says +965).
    await expect(page.getByRole('textbox', { name: AR.name })).toHaveValue('نورة');
    await expect(page.getByRole('textbox', { name: AR.phone })).toHaveValue('50012345');
    await expect(page.getByRole('combobox', { name: 'رمز الدولة' })).toHaveValue('KW');
    await page.getByRole('button', { name: AR.placeOrder }).click();
    await expectLinkedBothWays(page, AR, bookingId);
  },
);

test(
  'a pre-order that fails keeps the booking, says so, and can be ordered again',
  DATE_SENSITIVE,
  async ({ page }) => {
    test.setTimeout(90_000);
    const bookingId = await bookTable(page, EN, 'Fahad');
    await orderMealFor(page, EN, bookingId);
    // The restaurant's system refuses this once.
    let refused = false;
    await page.route('**/webapp/order', async (route) => {
      if (refused || route.request().method() !== 'POST') return route.continue();
      refused = true;
      await route.fulfill({ status: 503, json: { message: 'The kitchen is not taking orders right now.' } });
    });
    await page.getByRole('button', { name: EN.placeOrder }).click();
    await expect(page.getByTestId('order-error')).toHaveText('The kitchen is not taking orders right now.');
    await expect(page.getByTestId('booking-kept')).toHaveText(
      'Your table is still booked; this order was not placed. You can try again.',
    );
    // The booking has no order yet: its page still offers the meal.
    await page.goto(`/${REF}/reservation/success/${bookingId}`);
    await expect(page.getByRole('region', { name: 'Your pre-order' })).toHaveCount(0);
    await page.goto(`/${REF}/reserv_dinein/checkout`);
    await page.getByRole('button', { name: EN.placeOrder }).click();
    await expectLinkedBothWays(page, EN, bookingId);
  },
);

test(
  'a pre-order waits for its booking to be read, then goes out for the booking’s time',
  DATE_SENSITIVE,
  async ({ page }) => {
    test.setTimeout(90_000);
    const bookingId = await bookTable(page, EN, 'Salem');
    await orderMealFor(page, EN, bookingId);
    // The booking is slow to come this time: the order cannot go out "now" meanwhile (a tray that takes three hours
    // would be refused as late, and the kitchen would not know when the table sits).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/webapp/reservation/${bookingId}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const place = page.getByRole('button', { name: EN.placeOrder });
    await expect(page.getByRole('region', { name: EN.bookingRegion })).toContainText('Loading your booking…');
    await expect(place).toBeDisabled();
    await page.getByRole('textbox', { name: EN.name }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${REF}/reserv_dinein/checkout$`));
    release();
    await expect(place).toBeEnabled();
    const sent = page.waitForRequest((r) => r.url().endsWith('/webapp/order') && r.method() === 'POST');
    await place.click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ order_time: 'later', reservation_id: bookingId });
    expect(typeof body.scheduled_at).toBe('string');
    await expectLinkedBothWays(page, EN, bookingId);
  },
);

test(
  'a pre-order whose payment is cancelled leaves the table booked and offers to order the meal again',
  DATE_SENSITIVE,
  async ({ page }) => {
    test.setTimeout(90_000);
    const bookingId = await bookTable(page, EN, 'Mariam');
    await orderMealFor(page, EN, bookingId);
    await page.getByRole('radio', { name: 'Pay online' }).check();
    await page.getByRole('button', { name: EN.placeOrder }).click();
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page).toHaveURL(/\/payment\/fail\?order=/);

    await page.goto(`/${REF}/reservation/success/${bookingId}`);
    const meal = page.getByRole('region', { name: 'Your pre-order' });
    await expect(meal).toContainText('was cancelled. Your table is still booked.');
    await expect(meal).toContainText('Cancelled');
    await meal.getByRole('link', { name: 'Order your meal again' }).click();
    await expect(page).toHaveURL(new RegExp(`/${REF}/reserv_dinein$`));
    await page.goto(`/${REF}/reserv_dinein/checkout`);
    await page.getByRole('radio', { name: 'Cash' }).check();
    await page.getByRole('button', { name: EN.placeOrder }).click();
    await expectLinkedBothWays(page, EN, bookingId);
  },
);

test('between dine-in shifts the reservation menu still takes a booking’s meal (it is served at the booking)', async ({
  page,
}) => {
  // Monday 16:00 in Kuwait: dine-in is closed between its shifts (07–15, 17–23:30).
  await page.clock.setFixedTime(new Date('2026-11-23T16:00:00+03:00'));
  await page.goto(`/${REF}/dinein`);
  await expect(page.getByText('Closed now').first()).toBeVisible();
  await page.goto(`/${REF}/reserv_dinein`);
  const add = page.getByRole('button', { name: EN.kabsa }).first();
  await expect(add).toBeVisible();
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
});

test(
  'a table is booked at the branch the customer chose, named on the form',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    const login = await apiLogin(request, 'Salma');
    await page.goto(`/${REF}/Policies`);
    await page.evaluate(
      ([ref, token, user]) => {
        localStorage.setItem(
          `sf:${ref}:auth`,
          JSON.stringify({ v: 1, data: { token, user: JSON.parse(user!), checked: true } }),
        );
        localStorage.setItem(
          `sf:${ref}:settings`,
          JSON.stringify({ v: 1, data: { branch: 12, language: null, theme: 'auto', sellingType: null } }),
        );
      },
      [REF, login.token, JSON.stringify(login.user)],
    );
    const tables = page.waitForRequest((r) => r.url().includes('/webapp/tables/'));
    await page.goto(`/${REF}/reservation/reserv_dinein`);
    await expect(page.getByTestId('booking-branch')).toHaveText('Branch: Salmiya Change branch');
    // Another branch is chosen in the settings, where the menu's and the cart's is.
    await expect(page.getByTestId('booking-branch').getByRole('link', { name: 'Change branch' })).toHaveAttribute(
      'href',
      `/${REF}/settings`,
    );
    expect((await tables).url()).toMatch(/\/webapp\/tables\/12$/);
    const sent = page.waitForRequest((r) => r.url().endsWith('/webapp/reserve-table'));
    await page.getByRole('combobox', { name: EN.persons }).selectOption('4');
    await page.getByRole('combobox', { name: EN.table }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: EN.phone }).fill('50012345');
    await page.getByRole('button', { name: EN.book }).click();
    expect((await sent).postDataJSON()).toMatchObject({ branch_id: 12 });
  },
);

/** A dish of a day's preparation (Lamb Ouzi Platter) ordered without a booking: no later time to choose here. */
const NOT_READY = [
  {
    w: EN,
    language: 'English',
    add: 'Add to cart: Lamb Ouzi Platter',
    dish: 'Lamb Ouzi Platter',
    ahead: 'Order at least 1 day ahead.',
    said: 'Needs more time to prepare: Lamb Ouzi Platter. Book a table for a later time, or remove it from your cart.',
    bookTable: 'Book a table',
    later: 'Schedule for later',
  },
  {
    w: AR,
    language: 'Arabic',
    add: 'أضف إلى السلة: صينية قوزي',
    dish: 'صينية قوزي',
    ahead: 'اطلبه قبل يوم على الأقل.',
    said: 'يحتاج إلى وقت أطول للتحضير: صينية قوزي. احجز طاولة لوقت لاحق، أو أزِله من سلتك.',
    bookTable: 'احجز طاولة',
    later: 'جدولة لوقت لاحق',
  },
];
for (const { w, language, add, dish, ahead, said, bookTable, later } of NOT_READY) {
  test(
    `a dish that needs a day, ordered without a booking, asks to book a table for later or remove it, not to choose a time there is none of (${language})`,
    DATE_SENSITIVE,
    async ({ page }) => {
      await page.goto(`${w.base}/reserv_dinein`);
      await page.getByRole('button', { name: add }).first().click();
      await addedToCart(page);
      // The cart says what its card said: the dish is ordered a day ahead.
      await page.goto(`${w.base}/reserv_dinein/cart`);
      await expect(page.getByRole('listitem').filter({ hasText: dish })).toContainText(ahead);
      await page.goto(`${w.base}/reserv_dinein/checkout`);
      await expect(page.getByRole('status').filter({ hasText: said.slice(0, 20) })).toHaveText(said);
      // No later time offered here: the booking is the way to one, its link on the page.
      await expect(page.getByRole('radio', { name: later })).toHaveCount(0);
      await expect(page.getByRole('link', { name: bookTable })).toHaveAttribute(
        'href',
        `${w.base}/reservation/reserv_dinein`,
      );
    },
  );
}
