/**
 * Checkout and ordering as a new customer would go through them (issue 3 "Must show"): a delivery order at the
 * Kuwaiti tenant with modifiers, a coupon and a scheduled slot, followed to delivered; a pickup order at the
 * Swiss café with CHF rounding; a dine-in order with a table; a pin outside every zone blocked with the
 * alternatives offered; the Japanese tenant's shipping fee by weight; a tampered total refused.
 */
import type { Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';
import { addItems } from './menuKit.ts';
import { API_PORT } from '../../playwright.config.ts';

// Monday noon in Kuwait: every fixture's selling types are open.
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

async function fillContact(page: Page, name = 'Noura Al-Sabah', phone = '50012345') {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
}

test(
  'a delivery order with modifiers, a coupon and a scheduled slot is placed and followed to delivered',
  DATE_SENSITIVE,
  async ({ page }) => {
    // An item with a required sauce, from its page.
    await page.goto('/shawarma-house/delivery');
    await page.getByRole('link', { name: 'Chicken Shawarma Wrap' }).first().click();
    const form = page.getByRole('form', { name: /Add Chicken Shawarma Wrap to cart/ });
    await form.getByRole('group', { name: /sauce/i }).getByRole('radio').first().check();
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(form.getByRole('status')).toContainText('added to your cart');
    await addSimpleItem(page, '/shawarma-house/delivery', 2);

    // The coupon, in the cart.
    await page.goto('/shawarma-house/delivery/cart');
    const couponField = page.getByRole('textbox', { name: 'Coupon code' });
    await expect(couponField).toHaveAccessibleDescription('The coupon is checked when you place the order.');
    await couponField.fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Coupon WELCOME10 applied')).toBeVisible();
    // Applied: the note that it will be checked later is gone, the field says what it is.
    await expect(page.getByText('The coupon is checked when you place the order.')).toHaveCount(0);
    await expect(couponField).toHaveAccessibleDescription('Coupon WELCOME10 applied');
    await expect(page.getByTestId('coupon-discount')).toBeVisible();
    await page.getByRole('link', { name: 'Go to checkout' }).click();

    // No area yet: the chooser opens as a dialog.
    const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await expect(dialog).toBeVisible();
    // Opened on its search, its Close first in it (at its top, in view).
    await expect(dialog.getByRole('searchbox', { name: 'Find your area' })).toBeFocused();
    await expect(dialog.getByRole('button').first()).toHaveAccessibleName('Close');
    await dialog.getByRole('searchbox', { name: 'Find your area' }).fill('shar');
    await dialog.getByRole('button', { name: /^Sharq/ }).click();
    await expect(dialog).toBeHidden();
    // The area, and its zone beside it.
    await expect(page.getByTestId('chosen-area')).toHaveText('Sharq (Kuwait City)');

    // The pin, through the geocoder search.
    await page.getByRole('searchbox', { name: 'Search for a place' }).fill('Sharq');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('list', { name: 'Places found' }).getByRole('button').first().click();
    await expect(page.getByTestId('pin-name')).toContainText('Sharq');
    await expect(page.getByText(/We deliver here/)).toBeVisible();
    await expect(page.getByTestId('delivery-fee')).toHaveText('KWD 0.500');

    await page.getByRole('textbox', { name: 'Block' }).fill('4');
    await page.getByRole('textbox', { name: 'Street' }).fill('Ahmad Al-Jaber');
    await page.getByRole('radio', { name: 'Schedule for later' }).check();
    await page.getByRole('combobox', { name: 'Day' }).selectOption({ index: 1 });
    const slot = page.getByRole('combobox', { name: 'Time' });
    await slot.selectOption({ index: 2 });
    const chosen = (await slot.locator('option:checked').textContent())!;
    await fillContact(page);
    await page.getByRole('radio', { name: 'Cash' }).check();
    await expect(page.getByText(new RegExp(`Scheduled for .*${chosen.split('–')[0]}`))).toBeVisible();
    await page.getByRole('button', { name: /^Place order/ }).click();

    await expect(page).toHaveURL(/\/shawarma-house\/order\/[\w-]+$/);
    const status = page.getByTestId('order-status');
    await expect(status).toHaveText('Status: Scheduled');
    await expect(page.getByRole('list', { name: 'Order progress' }).getByRole('listitem')).toHaveText([
      /Scheduled/,
      /Received/,
      /Accepted/,
      /Ready/,
      /On the way/,
      /Delivered/,
    ]);
    // The cart was emptied after the order was accepted.
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Cart/ }),
    ).toHaveAccessibleName('Cart, 0 items');
    // Two days later, the order has been delivered.
    await page.clock.setFixedTime(new Date(NOON.getTime() + 2 * 86_400_000));
    await expect(status).toHaveText('Status: Delivered', { timeout: 15_000 });
  },
);

test(
  'a pin outside every zone is blocked, with pickup and the areas offered; another branch’s zone offers that branch',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/shawarma-house/delivery', 6);
    await page.goto('/shawarma-house/delivery/checkout');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('searchbox', { name: 'Search for a place' }).fill('Failaka');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('list', { name: 'Places found' }).getByRole('button').first().click();
    const outside = page.getByTestId('outside-zones');
    await expect(outside).toContainText('We do not deliver to the pinned spot.');
    await expect(outside.getByRole('link', { name: 'Pick it up instead' })).toHaveAttribute(
      'href',
      '/shawarma-house/pickup/checkout',
    );
    await expect(outside.getByRole('link', { name: 'See where we deliver' })).toBeVisible();
    await fillContact(page);
    await page.getByRole('button', { name: /^Place order/ }).click();
    const problems = page.locator('#co-problems');
    await expect(problems).toContainText('We do not deliver to the pinned spot.');
    await expect(page).toHaveURL(/\/checkout$/);

    // Salmiya is delivered by the Salmiya branch: the customer can order from it.
    await page.getByRole('searchbox', { name: 'Search for a place' }).fill('Salmiya');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('list', { name: 'Places found' }).getByRole('button').first().click();
    await outside.getByRole('button', { name: /Order from our Salmiya branch/ }).click();
    await expect(page.getByText(/We deliver here/)).toBeVisible();
    await expect(page.getByText('Your order goes to our Salmiya branch, which delivers there.')).toBeVisible();
    await expect(page.getByTestId('delivery-fee')).toHaveText('KWD 0.750');
  },
);

test('an area named as its zone is not named twice', DATE_SENSITIVE, async ({ page }) => {
  // In Arabic, Jahra the area is in Jahra the zone (in English "Al Jahra (Jahra)").
  await addSimpleItem(page, '/shawarma-house/delivery', 2);
  await page.goto('/shawarma-house/ar/delivery/checkout');
  const dialog = page.getByRole('dialog', { name: 'إلى أين نوصل طلبك؟' });
  await dialog.getByRole('button', { name: 'الجهراء — محافظة الجهراء' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('chosen-area')).toHaveText('الجهراء');
});

test('a dine-in order takes the table from the QR code link and is placed', DATE_SENSITIVE, async ({ page }) => {
  await addSimpleItem(page, '/shawarma-house/dinein', 2);
  await page.goto('/shawarma-house/dinein/checkout?table=T3');
  const table = page.getByRole('combobox', { name: 'Table' });
  await expect(table.locator('option:checked')).toHaveText('T3');
  await fillContact(page);
  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/shawarma-house\/order\//);
  await expect(page.getByTestId('order-status')).toHaveText('Status: Received');
  await expect(page.getByRole('list', { name: 'Order progress' }).getByRole('listitem')).toHaveCount(4);
});

test(
  'a QR code naming a table the branch does not have leaves the table to choose',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/shawarma-house/dinein', 1);
    await page.goto('/shawarma-house/dinein/checkout?table=T99');
    const table = page.getByRole('combobox', { name: 'Table' });
    await expect(table.locator('option:checked')).toHaveText('Choose your table');
    await fillContact(page);
    await page.getByRole('radio', { name: 'Cash' }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/dinein\/checkout/);
    await expect(table).toBeFocused();
    await table.selectOption({ label: 'T2' });
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/order\//);
  },
);

test(
  'a table’s QR code of one branch, scanned by a guest whose last branch was another, orders to the table’s branch',
  DATE_SENSITIVE,
  async ({ page }) => {
    // The guest's last visit chose Salmiya (12); they now sit at Kuwait City's table T2 (1102).
    await page.goto('/shawarma-house/Policies');
    await page.evaluate(() =>
      localStorage.setItem(
        'sf:shawarma-house:settings',
        JSON.stringify({ v: 1, data: { branch: 12, language: null, theme: 'auto', sellingType: null } }),
      ),
    );
    await page.goto('/shawarma-house/dinein?table=1102&branch=11');
    await addSimpleItem(page, '/shawarma-house/dinein', 1);
    await page.goto('/shawarma-house/dinein/checkout');
    const table = page.getByRole('combobox', { name: 'Table' });
    await expect(table.locator('option:checked')).toHaveText('T2');
    await fillContact(page);
    await page.getByRole('radio', { name: 'Cash' }).check();
    const sent = page.waitForRequest((r) => r.url().endsWith('/webapp/order') && r.method() === 'POST');
    await page.getByRole('button', { name: /^Place order/ }).click();
    expect((await sent).postDataJSON()).toMatchObject({ branch_id: 11, table: '1102' });
  },
);

test(
  'a pickup order at the Swiss café is placed with a CHF total ending on 0.05',
  DATE_SENSITIVE,
  async ({ browser }) => {
    const page = await browser.newPage({ locale: 'en-US' });
    await page.clock.setFixedTime(NOON);
    await page.goto('/cafe-limmat/en/pickup');
    await addItems(page, 3);
    await page.goto('/cafe-limmat/en/pickup/checkout');
    const total = (await page.getByTestId('cart-total').textContent())!;
    expect(Math.round(Number(total.replace(/[^\d.]/g, '')) * 100) % 5).toBe(0);
    await fillContact(page, 'Heidi Muster', '+41 79 123 45 67');
    // Named by where the card is taken (issue 11 item 12): never "on delivery" at a pickup café.
    await page.getByRole('radio', { name: /^Card (payment in person|at pickup)$/ }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/cafe-limmat\/en\/order\//);
    await expect(page.locator('.order-tracking .totals dd').last()).toHaveText(total);
  },
);

test(
  'a free dish says so on the menu, its page, the cart, and after a switch to English the checkout and the order',
  DATE_SENSITIVE,
  async ({ browser }) => {
    const page = await browser.newPage({ locale: 'de-CH' });
    await page.clock.setFixedTime(NOON);
    await page.goto('/cafe-limmat/pickup');
    const water = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Leitungswasser' }) });
    await expect(water.first()).toContainText('Kostenlos');
    await expect(water.first()).not.toContainText('0.00');
    await water.first().getByRole('link', { name: 'Leitungswasser' }).click();
    await expect(page.getByRole('main')).toContainText('Kostenlos');
    await page.goto('/cafe-limmat/pickup');
    await page.getByRole('button', { name: 'In den Warenkorb: Leitungswasser' }).click();
    await page.getByRole('button', { name: 'In den Warenkorb: Schwarztee' }).click();
    await expect(page.locator('[data-toast]')).toContainText('Schwarztee');
    await page.goto('/cafe-limmat/pickup/cart');
    await expect(page.getByRole('listitem').filter({ hasText: 'Leitungswasser' })).toContainText('Kostenlos');
    await expect(page.getByRole('listitem').filter({ hasText: 'Schwarztee' })).toContainText('CHF\u00a04.90');

    // The same cart in English: the checkout's summary and the placed order say "Free", and the total is the tea's.
    await page.goto('/cafe-limmat/en/pickup/checkout');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByRole('listitem').filter({ hasText: 'Tap water' })).toContainText('Free');
    await expect(page.getByTestId('cart-total')).toHaveText('CHF\u00a04.90');
    await fillContact(page, 'Heidi Muster', '+41 79 123 45 67');
    await page.getByRole('radio', { name: /^Card (payment in person|at pickup)$/ }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/cafe-limmat\/en\/order\//);
    const line = page.locator('.order-tracking').getByRole('listitem').filter({ hasText: 'Tap water' });
    await expect(line).toContainText('Free');
    await expect(line).not.toContainText('0.00');
  },
);

test(
  'the Japanese café charges shipping by weight for the chosen country, in a parcel’s words',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/kissa-tokyo/en/delivery', 2);
    await page.goto('/kissa-tokyo/en/delivery/checkout');
    await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption({ index: 1 });
    await expect(page.getByTestId('shipping-terms')).toContainText('per kg');
    await expect(page.getByTestId('delivery-fee')).not.toHaveText('¥0');
    // A parcel abroad, in a parcel's words: its fee is shipping, its note is the courier's, and there is no "When" with
    // only "As soon as possible" in it.
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByRole('term').filter({ hasText: /^Shipping$/ })).toBeVisible();
    await expect(summary).not.toContainText('Delivery fee');
    await expect(page.getByRole('textbox', { name: 'Notes for the courier' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Directions for the driver' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'When' })).toHaveCount(0);
  },
);

test(
  'an order whose total differs from the server’s is refused as a menu that changed (reload), and the cart is kept',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/shawarma-house/dinein', 2);
    // The customer's browser changes the total on its way out.
    await page.route('**/webapp/order', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, total: 0.001 }) });
    });
    await page.goto('/shawarma-house/dinein/checkout?table=T3');
    await fillContact(page);
    await page.getByRole('radio', { name: 'Cash' }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    // The page's prices are not the API's (a republish since the page loaded, or a tampered total): said in the
    // page's words, never the API's text.
    await expect(page.getByTestId('order-error')).toHaveText(
      'The menu has changed since this page was opened: the prices or dishes in your cart may differ. Reload the page to see them.',
    );
    await expect(page).toHaveURL(/\/dinein\/checkout/);
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Cart/ }),
    ).toHaveAccessibleName('Cart, 2 items');
  },
);

test('a double click on "Place order" places one order', DATE_SENSITIVE, async ({ page }) => {
  await addSimpleItem(page, '/shawarma-house/dinein', 1);
  // A slow phone: the phone rules take their time to arrive, and the second click comes meanwhile.
  await page.route('**/_astro/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('country_calling_codes')) await new Promise((r) => setTimeout(r, 800));
      await route.fulfill({ response, body });
    } catch {
      // The page has left for the order page: its scripts are no longer wanted.
    }
  });
  const orders: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/webapp\/order$/.test(r.url())) orders.push(r.url());
  });
  await page.goto('/shawarma-house/dinein/checkout?table=T3');
  await fillContact(page);
  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: /^Place order/ }).dblclick();
  await expect(page).toHaveURL(/\/order\/[\w-]+/);
  expect(orders).toHaveLength(1);
});

test('errors are tied to their fields and the first one gets the focus', DATE_SENSITIVE, async ({ page }) => {
  await addSimpleItem(page, '/shawarma-house/dinein', 1);
  await page.goto('/shawarma-house/dinein/checkout');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('12');
  await page.getByRole('button', { name: /^Place order/ }).click();
  const phone = page.getByRole('textbox', { name: 'Mobile number' });
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/too short/);
  // A seated dine-in guest may leave the name empty (issue 11 item 3): no error there.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'false');
  await expect(
    page.getByRole('combobox', { name: 'Table' }).or(page.getByRole('textbox', { name: 'Table' })),
  ).toBeFocused();
});

test('the menu shows what will be available at the scheduled slot', DATE_SENSITIVE, async ({ page }) => {
  await addSimpleItem(page, '/shawarma-house/delivery', 1);
  // Noon: breakfast (06:00–11:00) is over.
  await expect(page.getByRole('heading', { name: 'Breakfast', exact: true })).toBeHidden();
  await page.goto('/shawarma-house/delivery/checkout');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('radio', { name: 'Schedule for later' }).check();
  await page.getByRole('combobox', { name: 'Day' }).selectOption({ index: 1 });
  const time = page.getByRole('combobox', { name: 'Time' });
  // The page's locale writes times its way (en: 10:00 AM).
  await time.selectOption({ label: (await time.locator('option', { hasText: /^10:00\s?AM/ }).textContent())! });
  await page.goto('/shawarma-house/delivery');
  await expect(page.getByRole('heading', { name: 'Breakfast', exact: true })).toBeVisible();
  // Back to "as soon as possible": the menu is for now again.
  await page.goto('/shawarma-house/delivery/checkout');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('radio', { name: 'As soon as possible' }).check();
  await page.goto('/shawarma-house/delivery');
  await expect(page.getByRole('heading', { name: 'Breakfast', exact: true })).toBeHidden();
});

/** The delivery checkout to Sharq, scheduled for tomorrow (Tuesday) 10:00, breakfast time. */
async function scheduleTomorrowMorning(page: Page) {
  await page.goto('/shawarma-house/delivery/checkout');
  await page
    .getByRole('dialog', { name: 'Where should we deliver?' })
    .getByRole('button', { name: /^Sharq/ })
    .click();
  await page.getByRole('radio', { name: 'Schedule for later' }).check();
  await page.getByRole('combobox', { name: 'Day' }).selectOption({ index: 1 });
  const time = page.getByRole('combobox', { name: 'Time' });
  await time.selectOption({ label: (await time.locator('option', { hasText: /^10:00\s?AM/ }).textContent())! });
}

test(
  'a menu shown for a later slot says which time it is for, with a way to change it',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/shawarma-house/delivery', 1);
    const note = page.getByRole('paragraph').filter({ hasText: /^Menu for your order on/ });
    await expect(note).toBeHidden(); // the menu is for now: nothing to say
    await scheduleTomorrowMorning(page);
    // Tuesday morning's dishes, said so under "Open now" (which is about now).
    await page.goto('/shawarma-house/delivery');
    await expect(note).toHaveText(/^Menu for your order on Tuesday, November 24 at 10:00\sAM · Change time$/);
    await expect(page.getByRole('heading', { name: 'Breakfast', exact: true })).toBeVisible();
    await note.getByRole('link', { name: 'Change time' }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/delivery\/checkout#co-when$/);
    await expect(page.getByRole('group', { name: 'When' })).toBeInViewport();
  },
);

test(
  'choosing “Schedule for later” keeps the slot shown by default, and the menu is shown for it',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/shawarma-house/delivery', 1);
    await page.goto('/shawarma-house/delivery/checkout');
    await page
      .getByRole('dialog', { name: 'Where should we deliver?' })
      .getByRole('button', { name: /^Sharq/ })
      .click();
    await page.getByRole('radio', { name: 'Schedule for later' }).check();
    // Neither the day nor the time touched: the one the checkout shows is the order's.
    const shown = await page
      .getByRole('combobox', { name: 'Time' })
      .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text);
    const start = /^\d{1,2}:\d{2}\s?[AP]M/.exec(shown)![0].replace(/\s/, '\\s');
    await page.goto('/shawarma-house/delivery');
    await expect(page.getByRole('paragraph').filter({ hasText: /^Menu for your order on/ })).toHaveText(
      new RegExp(`^Menu for your order on Monday, November 23 at ${start} · Change time$`),
    );
  },
);

test(
  'switching a morning order to “as soon as possible” flags the breakfast in the summary at once, before Place order',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/shawarma-house/delivery', 1);
    await scheduleTomorrowMorning(page);
    await page.goto('/shawarma-house/delivery');
    await page.getByRole('button', { name: 'Add to cart: Foul Medames' }).first().click();
    await expect(page.locator('[data-toast]')).toContainText('Foul Medames added to your cart');
    await page.goto('/shawarma-house/delivery/checkout');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Foul Medames');
    const flag = summary.getByRole('status').filter({ hasText: 'Not served at this time' });
    await expect(flag).toHaveCount(0);

    // Now instead: flagged at once, in the words "Place order" uses, and the button says why.
    await page.getByRole('radio', { name: 'As soon as possible' }).check();
    await expect(flag).toHaveText(
      'Not served at this time: Foul Medames. Remove it from your cart or choose another time.',
    );
    await expect(page.getByRole('button', { name: /^Place order/ })).toHaveAccessibleDescription(
      /^Not served at this time: Foul Medames/,
    );
    await expect(page.getByRole('alert')).toHaveCount(0); // no "Place order" tried
    // Back to the morning slot: served then, the flag goes.
    await page.getByRole('radio', { name: 'Schedule for later' }).check();
    await page.getByRole('combobox', { name: 'Day' }).selectOption({ index: 1 });
    const time = page.getByRole('combobox', { name: 'Time' });
    await time.selectOption({ label: (await time.locator('option', { hasText: /^10:00\s?AM/ }).textContent())! });
    await expect(flag).toHaveCount(0);
  },
);

test(
  'breakfast put in the cart for tomorrow morning stops an order for now at noon, named; for the morning slot it goes',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/shawarma-house/pickup', 1);
    await page.goto('/shawarma-house/pickup/checkout');
    await page.getByRole('radio', { name: 'Schedule for later' }).check();
    await page.getByRole('combobox', { name: 'Day' }).selectOption({ index: 1 });
    const time = page.getByRole('combobox', { name: 'Time' });
    await time.selectOption({ label: (await time.locator('option', { hasText: /^10:00\s?AM/ }).textContent())! });
    await page.goto('/shawarma-house/pickup');
    await page.getByRole('button', { name: 'Add to cart: Shakshuka' }).first().click();
    await expect(page.locator('[data-toast]')).toContainText('Shakshuka added to your cart');
    await page.goto('/shawarma-house/pickup/checkout');
    await fillContact(page);
    await page.getByRole('textbox', { name: 'Car make' }).fill('Nissan Patrol');
    await page.getByRole('textbox', { name: 'Car colour' }).fill('White');
    await page.getByRole('textbox', { name: 'Plate number' }).fill('12345');
    await page.getByRole('radio', { name: 'As soon as possible' }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not served at this time' }).first()).toContainText(
      'Not served at this time: Shakshuka.',
    );
    await expect(page).toHaveURL(/\/pickup\/checkout/);
    // For tomorrow at 10:00 it is served: the order goes.
    await page.getByRole('radio', { name: 'Schedule for later' }).check();
    await page.getByRole('combobox', { name: 'Day' }).selectOption({ index: 1 });
    await time.selectOption({ label: (await time.locator('option', { hasText: /^10:00\s?AM/ }).textContent())! });
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/order\//);
  },
);

test(
  'paying online: a cancelled payment lands on the failure page with the cart kept, a paid one on the order',
  DATE_SENSITIVE,
  async ({ page }) => {
    // A long journey (two orders' worth of pages, or five pages and an order): under a loaded CI on two cores it ran
    // past the default 30 s with every step passing (trace: 6.5 s before the page opened, 36.6 s in all), so it gets
    // three times that. A step that hangs still fails it.
    test.slow();
    await addSimpleItem(page, '/shawarma-house/dinein', 2);
    await page.goto('/shawarma-house/dinein/checkout?table=T2');
    await fillContact(page);
    await page.getByRole('radio', { name: 'Pay online' }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    // The (demo) payment provider's page.
    await expect(page.getByRole('heading', { name: 'Demo payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/payment\/fail\?order=/);
    await expect(page.getByRole('alert')).toContainText('Your payment did not go through');
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Cart/ }),
    ).toHaveAccessibleName('Cart, 2 items');
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/dinein\/checkout$/);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/order\/[\w-]+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Status: Received');
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Cart/ }),
    ).toHaveAccessibleName('Cart, 0 items');
  },
);

test(
  'the delivery-areas page lists the areas with their terms and choosing one opens the checkout there',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/shawarma-house/delivery', 6);
    await page.goto('/shawarma-house/delivery/delivery-areas');
    await expect(page.getByText('Delivery KWD 0.750 · minimum KWD 3.500 · about 40 minutes')).toBeVisible();
    await page.getByRole('button', { name: /^Mirqab/ }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/delivery\/checkout$/);
    await expect(page.getByTestId('chosen-area')).toContainText('Mirqab');
    await expect(page.getByRole('dialog')).toBeHidden();
  },
);

test('a dine-in order can be placed with the keyboard alone', DATE_SENSITIVE, async ({ page }) => {
  await addSimpleItem(page, '/shawarma-house/dinein', 2);
  await page.goto('/shawarma-house/dinein/checkout');
  await page.getByRole('combobox', { name: 'Table' }).focus();
  await page.keyboard.press('ArrowDown'); // the first table
  // Nothing to choose about when (as soon as possible): on to the guest's way to log in, then the name.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /^Have an account\? Log in/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type('Keyboard User');
  await page.keyboard.press('Tab');
  // The phone's country (the business's, Kuwait) comes before the number.
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('KW');
  await expect(page.getByRole('combobox', { name: 'Country code' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('50012345');
  await page.keyboard.press('Tab');
  // Cash is the default payment (spec §9); the arrow keys move within the group.
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Notes for the restaurant' })).toBeFocused();
  await page.keyboard.type('No onions please');
  // On to the button: past the summary links, Tab reaches "Place order".
  for (
    let i = 0;
    i < 10 && !(await page.getByRole('button', { name: /^Place order/ }).evaluate((b) => b === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('button', { name: /^Place order/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shawarma-house\/order\//);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test(
    'a branch’s name and address read as one line of text beside its radio, wrapping under the name',
    DATE_SENSITIVE,
    async ({ page }) => {
      await page.clock.setFixedTime(NOON);
      await addSimpleItem(page, '/shawarma-house/dinein', 1);
      await page.goto('/shawarma-house/dinein/checkout');
      const radio = page.getByRole('radiogroup', { name: 'Which branch are you at?' }).getByRole('radio').first();
      await expect(radio).toBeVisible();
      // The address's last line starts where the name starts (not in a column of its own beside the name).
      const [nameLeft, lastLineLeft] = await radio.evaluate((input) => {
        const label = input.closest('label')!;
        const name = label.querySelector('strong')!.getBoundingClientRect();
        const lines = [...label.querySelector('.muted')!.getClientRects()];
        return [name.left, lines[lines.length - 1]!.left];
      });
      expect(Math.abs(lastLineLeft - nameLeft)).toBeLessThan(2);
    },
  );
});

test(
  'a dine-in guest says which branch they sit in, sees that branch’s tables, and the order goes to its kitchen',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await addSimpleItem(page, '/shawarma-house/dinein', 1);
    await page.goto('/shawarma-house/dinein/checkout');
    const at = page.getByRole('radiogroup', { name: 'Which branch are you at?' });
    await expect(at.getByRole('radio')).toHaveCount(3);
    await expect(at.getByRole('radio', { name: /^Kuwait City/ })).toBeChecked(); // the business's own
    await at.getByRole('radio', { name: /^Jahra/ }).check();
    const table = page.getByRole('combobox', { name: 'Table' });
    // Jahra's two tables, not Kuwait City's six.
    await expect(table.getByRole('option')).toHaveText(['Choose your table', 'T1', 'T2']);
    await table.selectOption({ label: 'T2' });
    await fillContact(page);
    await page.getByRole('radio', { name: 'Cash' }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/order\//);
    await expect(page.getByRole('definition').filter({ hasText: 'T2' })).toHaveText('T2 · Jahra');
    const orderId = page.url().split('/').pop()!;
    const answer = await page.request.get(`http://127.0.0.1:${API_PORT}/webapp/order/${orderId}`);
    expect(((await answer.json()) as { order: { branch_id: number } }).order.branch_id).toBe(13);
  },
);

test(
  'the branch chosen in settings shows its menu, keeps only what it sells and receives the dine-in order',
  DATE_SENSITIVE,
  async ({ page }) => {
    // A long journey (two orders' worth of pages, or five pages and an order): under a loaded CI on two cores it ran
    // past the default 30 s with every step passing (trace: 6.5 s before the page opened, 36.6 s in all), so it gets
    // three times that. A step that hangs still fails it.
    test.slow();
    // A dish sold only in Kuwait City goes in the cart first.
    await page.goto('/shawarma-house/dinein');
    const onlyCity = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Mutabbaq Zubaidi' }) });
    await expect(onlyCity).toBeVisible();
    await onlyCity.getByRole('button', { name: 'Add to cart: Mutabbaq Zubaidi' }).click();
    await expect(page.locator('[data-toast]')).toContainText('added to your cart');

    await page.goto('/shawarma-house/settings');
    await page.getByRole('group', { name: 'Branch' }).getByRole('radio', { name: 'Salmiya' }).check();
    // Named as the cart names it, waiting aside (it said "removed", which it was not).
    await expect(page.getByTestId('account-toast')).toHaveText(
      'You now order from Salmiya. Not sold at this branch: 1 × Mutabbaq Zubaidi',
    );

    // Salmiya's menu: the Kuwait City dish is not offered, the rest is.
    await page.goto('/shawarma-house/dinein');
    await expect(page.getByRole('link', { name: 'Mutabbaq Zubaidi' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Lamb Chops' })).toBeVisible();
    await addSimpleItem(page, '/shawarma-house/dinein');
    await page.goto('/shawarma-house/dinein/cart');
    const cart = page.getByRole('region', { name: 'Your cart' });
    await expect(cart.getByRole('listitem')).toHaveCount(1);
    await expect(cart.locator('.cart-lines')).not.toContainText('Mutabbaq Zubaidi');
    // Set aside, not lost (issue 11 item 1): named, back in the cart at a branch that sells it.
    await expect(page.getByTestId('cart-aside')).toContainText('Not sold at this branch: 1 × Mutabbaq Zubaidi');

    await page.goto('/shawarma-house/dinein/checkout');
    const table = page.getByRole('combobox', { name: 'Table' });
    await expect(table.getByRole('option', { name: 'F1' })).toBeAttached(); // Salmiya's tables
    await table.selectOption({ label: 'T2' });
    await fillContact(page);
    await page.getByRole('radio', { name: 'Cash' }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/order\//);
    const orderId = page.url().split('/').pop()!;
    const answer = await page.request.get(`http://127.0.0.1:${API_PORT}/webapp/order/${orderId}`);
    expect(((await answer.json()) as { order: { branch_id: number } }).order.branch_id).toBe(12);
  },
);

test(
  'in Instagram’s in-app browser, choosing to pay online suggests opening the page in the customer’s browser',
  DATE_SENSITIVE,
  async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 360.0.0.30.109 (iPhone15,3; iOS 18_1; en_US)',
    });
    const page = await context.newPage();
    await page.clock.setFixedTime(NOON);
    await addSimpleItem(page, '/shawarma-house/dinein');
    await page.goto('/shawarma-house/dinein/checkout?table=T2');
    const hint = page.getByText('open this page in your browser', { exact: false });
    await page.getByRole('radio', { name: 'Cash' }).check();
    await expect(hint).toHaveCount(0);
    await page.getByRole('radio', { name: 'Pay online' }).check();
    await expect(page.getByRole('status').filter({ hasText: 'open this page in your browser' })).toBeVisible();
    await context.close();
  },
);

test(
  'on a desktop the order summary and the place-order button stay in view beside the form while it is filled',
  DATE_SENSITIVE,
  async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.clock.setFixedTime(NOON);
    await addSimpleItem(page, '/shawarma-house/pickup', 2);
    await page.goto('/shawarma-house/pickup/checkout');
    const summary = page.getByRole('region', { name: 'Order summary' });
    const place = page.getByRole('button', { name: /^Place order/ });
    const details = page.getByRole('group', { name: 'Your details' });
    // Beside the form, not below it.
    const [form, side] = [(await details.boundingBox())!, (await summary.boundingBox())!];
    expect(side.x).toBeGreaterThan(form.x + form.width);
    // Filling the last fields at the bottom of the form, the total and the button are still on screen.
    await page.getByRole('textbox', { name: 'Car make' }).fill('Nissan Patrol');
    await page.getByRole('textbox', { name: 'Car colour' }).fill('White');
    await page.getByRole('textbox', { name: 'Plate number' }).fill('12345');
    await fillContact(page, 'Noura Al-Sabah', '50012345');
    await page.getByRole('textbox', { name: 'Notes for the restaurant' }).scrollIntoViewIfNeeded();
    await expect(summary).toBeInViewport();
    await expect(place).toBeInViewport();
    await place.click();
    await expect(page).toHaveURL(/\/shawarma-house\/order\//);
  },
);

test(
  'a car pickup is collected at the branch the customer chooses at checkout, and the order names that branch and the car',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await addSimpleItem(page, '/shawarma-house/pickup', 1);
    await page.goto('/shawarma-house/pickup/checkout');
    const from = page.getByRole('group', { name: 'Pick up from' });
    // Every branch, the business's own chosen until the customer picks another.
    await expect(from.getByRole('radio')).toHaveCount(3);
    await expect(from.getByRole('radio', { name: /Sharq/ })).toBeChecked();
    await from.getByRole('radio', { name: /Salmiya/ }).check();
    await page.getByRole('textbox', { name: 'Car make' }).fill('Nissan Patrol');
    await page.getByRole('textbox', { name: 'Car colour' }).fill('White');
    await page.getByRole('textbox', { name: 'Plate number' }).fill('12345');
    await fillContact(page, 'Noura Al-Sabah', '50012345');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/order\//);
    await expect(page.getByRole('definition').filter({ hasText: /Salmiya/ })).toBeVisible();
    // And the car it is brought to, as the customer gave it: what the staff will look for.
    for (const [term, value] of [
      ['Car make', 'Nissan Patrol'],
      ['Car colour', 'White'],
      ['Plate number', '12345'],
    ]) {
      await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: value })).toHaveText(value);
    }
  },
);

test(
  'each choice of the checkout is one group named once, by its legend, and the arrow keys still choose (English and Arabic)',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/shawarma-house/pickup', 1);
    for (const [path, names] of [
      ['/shawarma-house/pickup/checkout', ['When', 'Payment', 'Pick up from']],
      ['/shawarma-house/ar/pickup/checkout', ['الموعد', 'الدفع', 'الاستلام من']],
    ] as const) {
      await page.goto(path);
      for (const name of names) {
        // A fieldset and a radio group inside it with the same name had a screen reader say it twice.
        const named = page
          .getByRole('group', { name, exact: true })
          .or(page.getByRole('radiogroup', { name, exact: true }));
        await expect(named, `${path}: ${name}`).toHaveCount(1);
        await expect(named.getByRole('radio').first()).toBeVisible();
      }
    }
    // The radios of a group are still one Tab stop that the arrow keys move through.
    await page.goto('/shawarma-house/pickup/checkout');
    const when = page.getByRole('group', { name: 'When', exact: true });
    await when.getByRole('radio', { name: 'As soon as possible' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(when.getByRole('radio', { name: 'Schedule for later' })).toBeChecked();
    await expect(when.getByRole('radio', { name: 'Schedule for later' })).toBeFocused();
    const from = page.getByRole('group', { name: 'Pick up from', exact: true });
    const sharq = from.getByRole('radio', { name: /Sharq/ });
    await expect(sharq).toBeChecked();
    await sharq.focus();
    await page.keyboard.press('ArrowDown');
    await expect(sharq).not.toBeChecked();
    await expect(from.getByRole('radio', { checked: true })).toBeFocused();
  },
);

test(
  'from the keyboard: the areas and places found are said, the area chosen in the dialog that opened on its own keeps the focus, and a missing pin sends it to the place search, described by the problem',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await addSimpleItem(page, '/shawarma-house/delivery', 3);
    await page.goto('/shawarma-house/delivery/checkout');
    const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await expect(dialog).toBeVisible();
    // What the filter leaves is said as it is typed.
    const areaSearch = dialog.getByRole('searchbox', { name: 'Find your area' });
    await areaSearch.fill('zzzz');
    await expect(dialog.getByRole('status')).toHaveText('No area matches.');
    await areaSearch.fill('shar');
    const shown = await dialog.getByRole('button', { name: /^Sharq/ }).count();
    await expect(dialog.getByRole('status')).toHaveText(`Areas that match: ${shown}`);
    await dialog.getByRole('button', { name: /^Sharq/ }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // Not lost to the page's start: on the area chosen, read out.
    await expect(page.getByTestId('chosen-area')).toBeFocused();
    await page.getByRole('button', { name: /^Place order/ }).click();
    const search = page.getByRole('searchbox', { name: 'Search for a place' });
    await expect(search).toBeFocused();
    await expect(search).toHaveAccessibleDescription('Put the pin on your address on the map.');
    // A place picked from the keyboard: the list goes, the focus comes back to the search, the pin's place is said.
    await search.fill('Sharq');
    await page.keyboard.press('Enter');
    const places = page.getByRole('list', { name: 'Places found' }).getByRole('button');
    await expect(places.first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Places found/ })).toHaveText(
      `Places found: ${await places.count()}`,
    );
    await places.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pin-name')).toContainText('Sharq');
    await expect(search).toBeFocused();
  },
);

test(
  'a dine-in order, which takes no later time, says it is for as soon as possible rather than greying out a choice',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await addSimpleItem(page, '/shawarma-house/dinein', 1);
    await page.goto('/shawarma-house/dinein/checkout');
    const when = page.getByRole('group', { name: 'When' });
    await expect(when).toContainText('As soon as possible');
    await expect(when.getByRole('radio')).toHaveCount(0);
  },
);
