/**
 * What the customer sees after ordering (issue 11 items 5, 9 and 10), on a phone: the order page with a short
 * number, the chosen slot of a scheduled order and the steps of its selling type; a table booking only at times
 * the branch is open; dates in the page's language on the order and orders pages.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_PORT } from '../../playwright.config.ts';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';
import { addedToCart } from './menuKit.ts';

const API = `http://127.0.0.1:${API_PORT}`;
const REF = 'shawarma-house';
const BRANCH = 11;
// Monday noon in Kuwait: every fixture selling type is open.
const NOON = new Date('2026-11-23T12:00:00+03:00');

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Places an order through the sample API at the price it quotes; answers the order's id. */
async function placeOrder(
  request: APIRequestContext,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<string> {
  const quote = await request.post(`${API}/service/pos/calc-order/${BRANCH}`, { data: body });
  expect(quote.status(), await quote.text()).toBe(200);
  const { calculatedAmounts } = (await quote.json()) as { calculatedAmounts: { total: number; delivery_fees: number } };
  const placed = await request.post(`${API}/webapp/order`, {
    data: { ...body, total: calculatedAmounts.total, fees: calculatedAmounts.delivery_fees },
    headers,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { id: string } }).order.id;
}

const customer = { branch_id: BRANCH, name: 'Noura', phone: '50001234', dial_code: '+965' };
const scheduledDelivery = {
  ...customer,
  selling_types: 'delivery',
  order_lines: [{ item_id: 10007, quantity: 1, price_label_id: 100071 }],
  address: { lat: 29.384, lng: 47.99, area_id: 11003, zone_id: 1101, block: '3', street: 'Gulf Road' },
  // Tuesday 24 November, 13:00 in Kuwait.
  scheduled_at: '2026-11-24T10:00:00.000Z',
};
const pickup = {
  ...customer,
  selling_types: 'car_pickup',
  pickup_branch_id: BRANCH,
  order_lines: [{ item_id: 10008, quantity: 2, price_label_id: 100081 }],
};

test.describe('the order page', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
  });

  test('an order followed on its page shows a short number, the chosen slot, the lines, the address and the branch to call', async ({
    page,
    request,
  }) => {
    // The half hour the checkout offered, as it sends it.
    const id = await placeOrder(request, { ...scheduledDelivery, schedule_slot: { from: '13:00', to: '13:30' } });
    await page.goto(`/${REF}/order/${id}`);
    const number = id.replaceAll('-', '').slice(0, 8).toUpperCase();
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    await expect(page.getByText(id)).toHaveCount(0);
    await expect(page.getByTestId('order-slot')).toHaveText('Scheduled for Nov 24, 2026, 1:00 PM–1:30 PM');
    await expect(page.getByText('1 × Family Meal Box')).toBeVisible();
    // The address in the checkout's words: the area, then each field, a number by its label ("Block 3"), a name as
    // it is ("Gulf Road", not "Street Gulf Road").
    await expect(page.getByText('Sharq, Gulf Road, Block 3')).toBeVisible();
    await expect(page.getByText('Delivery fee')).toBeVisible();
    const steps = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
    // The Scheduled step carries no time of its own: when it was placed is "Placed at", not a second slot.
    await expect(steps.first()).toHaveText('Scheduled');
    await expect(page.getByText(/^Placed at /)).toBeVisible();
    await expect(steps.last()).toHaveText(/^Delivered/);
    const call = page.getByRole('link', { name: /Call the branch/ });
    await expect(call).toHaveAttribute('href', 'tel:+96522200011');
    await expect(call).toHaveText('Call the branch +965 2220 0011');
    await expect(page.getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/96522200011',
    );
    await expectAxeClean(page);
  });

  test('a pickup order ends its steps with "Picked up" and gives an estimated time, in English and Arabic', async ({
    page,
    request,
  }) => {
    const id = await placeOrder(request, pickup);
    await page.goto(`/${REF}/order/${id}`);
    const steps = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
    await expect(steps.last()).toHaveText(/^Picked up/);
    await expect(steps).not.toContainText(['On the way']);
    await expect(page.getByTestId('order-eta')).toContainText('Estimated time:');
    await expect(page.getByText('Pick up from')).toBeVisible();

    await page.goto(`/${REF}/ar/order/${id}`);
    const arSteps = page.getByRole('list', { name: 'مراحل الطلب' }).getByRole('listitem');
    await expect(arSteps.last()).toHaveText(/^استلمه العميل/);
    await expectAxeClean(page);
  });
});

test('once the order is picked up, its page gives no estimated time any more (the live status, not the first one)', async ({
  page,
  request,
}) => {
  await page.clock.install({ time: NOON });
  const id = await placeOrder(request, pickup, { 'x-current-time': NOON.toISOString() });
  await page.goto(`/${REF}/order/${id}`);
  await expect(page.getByTestId('order-eta')).toContainText('Estimated time:');
  // The sample API moves the order on by the time the page sends (X-Current-Time): an hour later it is picked up.
  await page.clock.fastForward('01:00:00');
  // The page asks again on its own timer (fired by the fast-forward): its answer may take a while on a loaded machine.
  await expect(page.getByTestId('order-status')).toContainText('Picked up', { timeout: 15_000 });
  await expect(page.getByTestId('order-eta')).toHaveCount(0);
});

test.describe('an order link in another language', () => {
  test.use({ locale: 'ar-KW' });

  test('opened first in an Arabic browser, then switched to English, it is still that order (the shell keeps the id)', async ({
    page,
    request,
  }) => {
    await page.clock.setFixedTime(NOON);
    const id = await placeOrder(request, pickup);
    const number = id.replaceAll('-', '').slice(0, 8).toUpperCase();
    await page.goto(`/${REF}/order/${id}`);
    await expect(page).toHaveURL(`/${REF}/ar/order/${id}`);
    await expect(page.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
    await expect(page.getByRole('list', { name: 'مراحل الطلب' })).toBeVisible();

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`/${REF}/order/${id}`);
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  });
});

test(
  'an order in Arabic shows its slot and address in Arabic, never an ISO date',
  DATE_SENSITIVE,
  async ({ page, request }) => {
    await page.clock.setFixedTime(NOON);
    const id = await placeOrder(request, scheduledDelivery);
    await page.goto(`/${REF}/ar/order/${id}`);
    const slot = page.getByTestId('order-slot');
    await expect(slot).toHaveText('مجدول في 24‏/11‏/2026، 1:00 م');
    await expect(page.locator('main')).not.toContainText('2026-11-24');
    // The address in Arabic: the area's Arabic name, the fields' Arabic labels, the Arabic comma.
    await expect(page.getByText('شرق، Gulf Road، القطعة 3')).toBeVisible();
  },
);

test.describe('a table booking', () => {
  test(
    'a booking at 03:45 cannot be chosen for a branch open 7:00–15:00 and 17:00–23:30, and the sample API refuses one',
    DATE_SENSITIVE,
    async ({ page, request }) => {
      await page.clock.setFixedTime(NOON);
      await page.goto(`/${REF}/reservation/reserv_dinein`);
      await page.getByLabel('Date').fill('2026-11-24');
      const times = page.getByRole('combobox', { name: 'Time' });
      await expect(times.getByRole('option').first()).toHaveText('7:00 AM');
      await expect(times.getByRole('option', { name: '3:45 AM' })).toHaveCount(0);
      await expect(times.getByRole('option', { name: '4:00 PM' })).toHaveCount(0);
      await expect(times.getByRole('option', { name: '5:00 PM' })).toHaveCount(1);
      await expect(times.getByRole('option').last()).toHaveText('11:15 PM');
      await expectAxeClean(page);

      const booking = { branch_id: BRANCH, date: '2026-11-24', persons: 2, name: 'Noura', phone: '50001234' };
      const headers = { 'x-current-time': NOON.toISOString() };
      const refused = await request.post(`${API}/webapp/reserve-table`, {
        data: { ...booking, time: '03:45' },
        headers,
      });
      expect(refused.status()).toBe(422);
      expect(await refused.json()).toMatchObject({ code: 'closed' });

      await page.goto(`/${REF}/ar/reservation/reserv_dinein`);
      await page.getByLabel('التاريخ').fill('2026-11-24');
      await expect(page.getByRole('combobox', { name: 'الوقت' }).getByRole('option').first()).toHaveText('7:00 ص');
    },
  );

  test('a booking is worded by its status: a pending request is not called confirmed', async ({ page, request }) => {
    // A day a month after the server's now, in the evening (open every day): pending for its first seconds.
    const now = new Date();
    const date = new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const made = await request.post(`${API}/webapp/reserve-table`, {
      data: { branch_id: BRANCH, date, time: '19:00', persons: 2, name: 'Noura', phone: '50001234' },
      headers: { 'x-current-time': now.toISOString() },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = ((await made.json()) as { reservation: { id: string } }).reservation;
    await page.goto(`/${REF}/reservation/success/${id}`);
    await expect(page.getByTestId('reservation-status')).toHaveText('Pending');
    await expect(page.getByTestId('reservation-headline')).toHaveText('Request sent — the restaurant will confirm.');
    await expect(page.getByText('Reservation confirmed')).toHaveCount(0);

    // The restaurant accepts it: now, and only now, it reads confirmed.
    await page.route(`**/webapp/reservation/${id}`, async (route) => {
      const answer = (await (await route.fetch()).json()) as { reservation: Record<string, unknown> };
      await route.fulfill({ json: { reservation: { ...answer.reservation, status: 1 } } });
    });
    await page.goto(`/${REF}/ar/reservation/success/${id}`);
    await expect(page.getByTestId('reservation-headline')).toHaveText('تم تأكيد الحجز.');
  });

  test('a booking writes its phone as the rest of the pages do: +965 500 99887', async ({ page, request }) => {
    const now = new Date();
    const date = new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const made = await request.post(`${API}/webapp/reserve-table`, {
      data: { branch_id: BRANCH, date, time: '19:00', persons: 2, name: 'Noura', phone: '50099887' },
      headers: { 'x-current-time': now.toISOString() },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = ((await made.json()) as { reservation: { id: string } }).reservation;
    for (const base of [`/${REF}`, `/${REF}/ar`]) {
      await page.goto(`${base}/reservation/success/${id}`);
      await expect(page.getByRole('definition').filter({ hasText: /^\+965/ })).toHaveText('+965 500 99887');
    }
  });
});

/** A new customer logged in through the API (send-otp, the test outbox's code, verify-otp, register). */
async function apiLogin(request: APIRequestContext) {
  const phone = `5${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const who = { reference_id: REF, phone, dial_code: '+965' };
  expect((await request.post(`${API}/send-otp`, { data: who })).status()).toBe(200);
  const outbox = await request.get(`${API}/__test/outbox?phone=${encodeURIComponent(`+965${phone}`)}`);
  const code = ((await outbox.json()) as { messages: Array<{ code: string }> }).messages.at(-1)!.code;
  const verified = (await (await request.post(`${API}/verify-otp`, { data: { ...who, code } })).json()) as {
    verification_token: string;
  };
  const registered = await request.post(`${API}/webapp/register`, {
    data: { ...who, name: 'نورة', verification_token: verified.verification_token },
  });
  expect(registered.status()).toBe(201);
  return (await registered.json()) as { token: string; user: { id: number } };
}

test.describe('local details', () => {
  test('dates on the Arabic orders page are in Arabic at the business time, never ISO', async ({ page, request }) => {
    const login = await apiLogin(request);
    await placeOrder(request, pickup, { authorization: `Bearer ${login.token}` });
    await page.goto(`/${REF}/Policies`);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [`sf:${REF}:auth`, JSON.stringify({ v: 1, data: { token: login.token, user: login.user, checked: true } })],
    );
    await page.goto(`/${REF}/ar/orders/history`);
    const main = page.locator('main');
    // The Arabic PM/AM mark and the day-first date: 25‏/11‏/2026، 10:05 ص.
    await expect(main).toContainText(/\d{1,2}\u200f\/\d{1,2}\u200f\/\d{4}، \d{1,2}:\d{2} [صم]/);
    await expect(main).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await expectAxeClean(page);
  });

  test('the checkout error summary names each field, in English and Arabic', async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await page.goto(`/${REF}/pickup`);
    await page.getByRole('button', { name: 'Add to cart: Falafel Duo' }).first().click();
    await addedToCart(page);
    await page.goto(`/${REF}/pickup/checkout`);
    await page.getByRole('button', { name: /^Place order/ }).click();
    const summary = page.locator('#co-problems');
    await expect(summary).toContainText('Please fix the following before placing the order:');
    await expect(summary.getByRole('link', { name: /^Name: / })).toBeVisible();
    await expect(summary.getByRole('link', { name: /^Car make: / })).toBeVisible();
    await expect(summary).not.toContainText('(s)');
    // Read in the order of the fields on the page: the car's, then the name, then the phone.
    const fields = (await summary.getByRole('link').allTextContents()).map((t) => t.split(':')[0]);
    expect(fields.indexOf('Car make')).toBeLessThan(fields.indexOf('Name'));
    expect(fields.indexOf('Name')).toBeLessThan(fields.indexOf('Mobile number'));
    // Announced once: the summary is the one alert; each field's error is read with its field (the focused one).
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('alert')).toContainText('Please fix the following');
    await expect(page.getByRole('textbox', { name: /Car make/ })).toBeFocused();
    await expect(page.getByRole('textbox', { name: /Car make/ })).toHaveAccessibleDescription(/./);

    await page.goto(`/${REF}/ar/pickup/checkout`);
    await page.getByRole('button', { name: /^تأكيد الطلب/ }).click();
    await expect(page.locator('#co-problems').getByRole('link', { name: /^الاسم: / })).toBeVisible();
  });

  test('social networks are named as the networks spell them', async ({ page }) => {
    await page.goto(`/${REF}/more`);
    const footer = page.locator('footer');
    for (const name of ['Instagram', 'X', 'TikTok']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'instagram', exact: true })).toHaveCount(0);
  });

  test('the map speaks the page language: zoom buttons and attribution in Arabic', async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await page.goto(`/${REF}/ar/delivery`);
    await page.getByRole('button', { name: 'أضف إلى السلة: ثنائي الفلافل' }).first().click();
    await addedToCart(page);
    await page.goto(`/${REF}/ar/delivery/checkout`);
    await expect(page.getByRole('button', { name: 'تكبير' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'تصغير' })).toBeVisible();
    await expect(page.locator('.leaflet-control-attribution')).toContainText('خريطة تجريبية');
    await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
    // Right to left the controls swap sides: zoom at the map's right edge, the credits at its left.
    const zoom = (await page.getByRole('button', { name: 'تكبير' }).boundingBox())!;
    const credits = (await page.locator('.leaflet-control-attribution').boundingBox())!;
    expect(zoom.x).toBeGreaterThan(credits.x + credits.width);
    await expect(page.locator('.leaflet-control-attribution a[title]')).toHaveCount(0);
  });
});
