/**
 * Where an order goes: a map that agrees with itself and with the chosen area,
 * the phone read in the business's country, the customer's saved addresses at checkout, and an address form that
 * follows the shipping destination.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';
import { addFirstItem } from './menuKit.ts';
import { API_PORT } from '../../playwright.config.ts';

const API = `http://127.0.0.1:${API_PORT}`;

// Monday noon in Kuwait: every fixture's selling types are open.
const NOON = new Date('2026-11-23T12:00:00+03:00');
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOON);
});

async function addSimpleItem(page: Page, menu: string, times = 1) {
  await page.goto(menu);
  const direct = page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first();
  for (let i = 0; i < times; i++) await direct.click();
  await expect(page.locator('[data-toast]')).not.toBeEmpty();
}

/** Six dishes in the delivery cart (above every area's minimum), and the checkout with Salmiya chosen as the area. */
async function checkoutInSalmiya(page: Page) {
  await addSimpleItem(page, '/shawarma-house/delivery', 6);
  await page.goto('/shawarma-house/delivery/checkout');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Salmiya/ })
    .click();
}

/** A tap in the middle of the map, once Leaflet has drawn it (a tap on the frame before it loads puts no pin). */
async function tapMapMiddle(page: Page) {
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await page.getByTestId('pin-map').click();
}

/** Puts the pin where the device says it is ("Use my current location"). */
async function pinByDevice(page: Page, context: BrowserContext, at: { lat: number; lng: number }, button: string) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: at.lat, longitude: at.lng });
  await page.getByRole('button', { name: button }).click();
}

/** Whether the pin is drawn inside the map's frame (Leaflet keeps markers in the DOM when they are off view). */
async function pinOnMap(page: Page): Promise<boolean> {
  const map = await page.getByTestId('pin-map').boundingBox();
  const pin = await page.locator('.pin-icon').boundingBox();
  if (!map || !pin) return false;
  const x = pin.x + pin.width / 2;
  const y = pin.y + pin.height;
  return x > map.x && x < map.x + map.width && y > map.y && y < map.y + map.height;
}

const SHARQ = { lat: 29.384, lng: 47.99 };
const EAST_OF_JAHRA = { lat: 29.3, lng: 47.76 }; // outside every zone; the geocoder names Al Naeem, the nearest area

test(
  'choosing an area fits the map to it: a tap in the middle of the map lands in that area and is delivered',
  DATE_SENSITIVE,
  async ({ page }) => {
    await checkoutInSalmiya(page);
    const legend = page.getByRole('list', { name: 'Delivery zones on the map' });
    // First the area chosen, outlined on the map in a colour of its own.
    await expect(legend.getByRole('listitem')).toHaveText([
      'Salmiya',
      'Hawalli · from Salmiya',
      'Kuwait City · from Kuwait City — Sharq',
      'Jahra · from Jahra',
    ]);
    await tapMapMiddle(page);
    await expect(page.getByText('We deliver here (Hawalli).')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('pin-name')).toContainText('Salmiya');
  },
);

test(
  'a pin named in one language is named again in the other after a switch halfway, the fields typed kept',
  DATE_SENSITIVE,
  async ({ page }) => {
    await checkoutInSalmiya(page);
    await tapMapMiddle(page);
    await expect(page.getByTestId('pin-name')).toContainText('Salmiya');
    await page.getByRole('textbox', { name: /^Block/ }).fill('4');
    await page.goto('/shawarma-house/ar/delivery/checkout');
    await expect(page.getByTestId('pin-name')).toContainText('السالمية');
    await expect(page.getByTestId('pin-name')).not.toContainText('Salmiya');
    await expect(page.getByRole('textbox', { name: /^القطعة/ })).toHaveValue('4');
    await page.goto('/shawarma-house/delivery/checkout');
    await expect(page.getByTestId('pin-name')).toContainText('Salmiya');
  },
);

test(
  'from the keyboard the pin moves with the arrow keys, and its new place is looked up once the keys rest',
  DATE_SENSITIVE,
  async ({ page }) => {
    await checkoutInSalmiya(page);
    const lookups: URL[] = [];
    page.on('request', (r) => r.url().includes('/reverse?') && lookups.push(new URL(r.url())));
    await tapMapMiddle(page);
    await expect(page.getByTestId('pin-name')).toContainText('Salmiya');
    expect(lookups).toHaveLength(1);
    const pin = page.getByRole('button', { name: 'Delivery location' });
    await expect(pin).toHaveAccessibleDescription(
      'Tap the map or drag the pin to your door. With a keyboard, Enter on the map puts the pin in its middle, and the arrow keys move it.',
    );
    await pin.focus();
    const before = (await pin.boundingBox())!;
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    // 10 px a step, 50 with Shift; the map does not pan, the page does not scroll.
    const after = (await pin.boundingBox())!;
    expect(after.x - before.x).toBeCloseTo(20, 0);
    expect(after.y - before.y).toBeCloseTo(50, 0);
    await expect(pin).toBeFocused();
    // One look-up, for where the keys left the pin: east and south of where it was.
    await expect.poll(() => lookups.length).toBe(2);
    const coord = (u: URL, k: string) => Number(u.searchParams.get(k));
    expect(coord(lookups[1]!, 'lon')).toBeGreaterThan(coord(lookups[0]!, 'lon'));
    expect(coord(lookups[1]!, 'lat')).toBeLessThan(coord(lookups[0]!, 'lat'));
    await page.waitForTimeout(600);
    expect(lookups).toHaveLength(2);
  },
);

test(
  'from the keyboard alone a first pin is put on the map: Enter on the focused map puts it in its middle and gives it the focus',
  DATE_SENSITIVE,
  async ({ page }) => {
    await checkoutInSalmiya(page);
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(page.getByTestId('pin-name')).toHaveText('No pin yet.');
    const map = page.getByLabel('Map of the delivery location');
    await map.focus();
    // Its arrow keys pan it (Leaflet's own); the pin goes where the customer has brought the map's middle.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    const pin = page.getByRole('button', { name: 'Delivery location' });
    await expect(pin).toBeFocused();
    await expect(page.getByTestId('pin-name')).toContainText('Salmiya');
    await expect(page.getByText('We deliver here (Hawalli).')).toBeVisible();
    const mapBox = (await map.boundingBox())!;
    const pinBox = (await pin.boundingBox())!;
    // The pin's point (the icon's bottom middle) at the map's middle.
    expect(pinBox.x + pinBox.width / 2).toBeCloseTo(mapBox.x + mapBox.width / 2, -1);
    expect(pinBox.y + pinBox.height).toBeCloseTo(mapBox.y + mapBox.height / 2, -1);
    await page.keyboard.press('ArrowLeft');
    expect((await pin.boundingBox())!.x).toBeCloseTo(pinBox.x - 10, 0);
  },
);

test(
  'after a branch is chosen in settings, an area the business’s own branch delivers is chosen at the checkout and ordered from there',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto('/shawarma-house/settings');
    await page.getByRole('group', { name: 'Branch' }).getByRole('radio', { name: 'Jahra' }).check();
    await addSimpleItem(page, '/shawarma-house/delivery', 6);
    await page.goto('/shawarma-house/delivery/checkout');
    const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
    // The zones other branches than Jahra deliver say so; Jahra's own does not.
    await expect(dialog.getByRole('heading', { name: /^Jahra/ })).toHaveText('Jahra');
    await expect(dialog.getByRole('heading', { name: /^Kuwait City/ })).toHaveText(
      'Kuwait City · from Kuwait City — Sharq',
    );
    await dialog.getByRole('button', { name: /^Sharq/ }).click();
    await expect(dialog).toBeHidden();
    // Chosen, from the branch that delivers it (it was silently not: the area was the business's own branch's, the
    // order still Jahra's).
    await expect(page.getByTestId('chosen-area')).toContainText('Sharq');
    await expect(page.getByText('No area chosen yet')).toHaveCount(0);
    await tapMapMiddle(page); // in the chosen area
    await expect(page.getByText('We deliver here (Kuwait City).')).toBeVisible();
  },
);

test(
  'after changing branch the cart names the dishes and the area left behind, and “Back to” brings both back',
  DATE_SENSITIVE,
  async ({ page }) => {
    // Lamb Chops (Kuwait City and Salmiya) and Mutabbaq Zubaidi (Kuwait City only), delivered to Sharq.
    await page.goto('/shawarma-house/delivery');
    for (const dish of ['Lamb Chops', 'Mutabbaq Zubaidi']) {
      await page
        .getByRole('button', { name: `Add to cart: ${dish}` })
        .first()
        .click();
      await expect(page.locator('[data-toast]')).toContainText(`${dish} added to your cart`);
    }
    await page.goto('/shawarma-house/delivery/checkout');
    await page
      .getByRole('dialog', { name: 'Where should we deliver?' })
      .getByRole('button', { name: /^Sharq/ })
      .click();
    await expect(page.getByTestId('chosen-area')).toContainText('Sharq');

    await page.goto('/shawarma-house/settings');
    // The settings say what the cart does: the dishes wait aside with a way back, they do not leave it.
    await expect(page.getByRole('group', { name: 'Branch' })).toContainText(
      'Items it does not sell are set aside in your cart, and you can go back to the branch that sells them.',
    );
    await page.getByRole('group', { name: 'Branch' }).getByRole('radio', { name: 'Jahra' }).check();
    await page.goto('/shawarma-house/delivery/cart');
    const notice = page.getByTestId('cart-aside');
    await expect(notice).toContainText('Not sold at this branch: 1 × Lamb Chops and 1 × Mutabbaq Zubaidi');
    // The area the change dropped is said, not lost without a word (Jahra's zone does not reach Sharq).
    await expect(notice).toContainText('Jahra does not deliver to Sharq; choose an area.');
    await expect(page.locator('.cart-line')).toHaveCount(0);

    await notice.getByRole('button', { name: 'Back to Kuwait City — Sharq' }).click();
    // The button goes with the notice: the focus goes to the page's content, not back to its start.
    await expect(page.getByRole('main')).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: 'You now order from Kuwait City — Sharq.' }),
    ).toBeAttached();
    await expect(page.getByTestId('cart-aside')).toHaveCount(0);
    await expect(page.locator('.cart-line')).toHaveCount(2);
    await expect(page.locator('.cart-lines')).toContainText('Lamb Chops');
    await expect(page.locator('.cart-lines')).toContainText('Mutabbaq Zubaidi');
    await page.goto('/shawarma-house/delivery/checkout');
    await expect(page.getByTestId('chosen-area')).toContainText('Sharq');
    await expect(page.getByRole('dialog', { name: 'Where should we deliver?' })).toBeHidden();
    await page.goto('/shawarma-house/settings');
    await expect(
      page.getByRole('group', { name: 'Branch' }).getByRole('radio', { name: 'Kuwait City — Sharq' }),
    ).toBeChecked();
  },
);

test('in Arabic, the cart offers the way back to the branch left in Arabic', DATE_SENSITIVE, async ({ page }) => {
  await page.goto('/shawarma-house/delivery');
  await page.getByRole('button', { name: 'Add to cart: Mutabbaq Zubaidi' }).first().click();
  await expect(page.locator('[data-toast]')).toContainText('added to your cart');
  await page.goto('/shawarma-house/ar/settings');
  await expect(page.getByRole('group', { name: 'الفرع' })).toContainText(
    'الأصناف التي لا يبيعها تُنحّى جانبًا في سلتك، ويمكنك العودة إلى الفرع الذي يبيعها.',
  );
  await page.goto('/shawarma-house/settings');
  await page.getByRole('group', { name: 'Branch' }).getByRole('radio', { name: 'Jahra' }).check();
  await page.goto('/shawarma-house/ar/delivery/cart');
  await expect(
    page.getByTestId('cart-aside').getByRole('button', { name: 'العودة إلى فرع مدينة الكويت — شرق' }),
  ).toBeVisible();
});

test(
  'with another branch chosen and no area yet, the checkout does not say that branch “delivers there”',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto('/shawarma-house/settings');
    await page.getByRole('group', { name: 'Branch' }).getByRole('radio', { name: 'Jahra' }).check();
    await addSimpleItem(page, '/shawarma-house/delivery', 6);
    await page.goto('/shawarma-house/delivery/checkout');
    await page.getByRole('dialog', { name: 'Where should we deliver?' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('No area chosen yet')).toBeVisible();
    await expect(page.getByText(/which delivers there\./)).toHaveCount(0);
  },
);

test(
  'a pin another branch serves gets one message naming that branch and one button to order from it',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    await checkoutInSalmiya(page);
    await pinByDevice(page, context, SHARQ, 'Use my current location');
    const notice = page.getByTestId('outside-zones');
    await expect(notice).toHaveText(
      /^This spot is delivered by our Kuwait City — Sharq branch, not the one you are ordering from\./,
    );
    await expect(page.getByText('We do not deliver to the pinned spot.')).toHaveCount(0);
    // The map follows the pin to Sharq: the chosen area does not pull it back.
    await expect.poll(() => pinOnMap(page)).toBe(true);
    await expect(notice.getByRole('button')).toHaveCount(1);
    await expect(notice.getByRole('link')).toHaveCount(0);
    await notice
      .getByRole('button', { name: 'Order from our Kuwait City — Sharq branch, which delivers there' })
      .click();
    await expect(page.getByText('We deliver here (Kuwait City).')).toBeVisible();
    await expect(page.getByTestId('chosen-area')).toContainText('Sharq');
  },
);

test(
  'a device that will not tell its location gets the page’s own words, never the browser’s',
  DATE_SENSITIVE,
  async ({ page }) => {
    // No geolocation permission granted: the browser refuses with "User denied Geolocation".
    await checkoutInSalmiya(page);
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'location' })).toHaveText(
      'Your device could not tell its location.',
    );
  },
);

test(
  'a location found before the map has loaded is on the map once it shows (a slow phone)',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    // Leaflet arrives late: the device answers "where am I" first.
    await page.route('**/_astro/*.js', async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('leaflet-pane')) await new Promise((r) => setTimeout(r, 1500));
        await route.fulfill({ response, body });
      } catch {
        // the page moved on
      }
    });
    // And the spot's name comes later still.
    await page.route('**/reverse?**', async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue().catch(() => {});
    });
    await checkoutInSalmiya(page);
    await pinByDevice(page, context, SHARQ, 'Use my current location');
    await expect(page.getByTestId('outside-zones')).toBeVisible({ timeout: 8000 });
    await expect.poll(() => pinOnMap(page), { timeout: 8000 }).toBe(true);
  },
);

test(
  'while the map loads its frame says so; a map that cannot load reloads the page once, then is told, and the place search still puts the pin',
  DATE_SENSITIVE,
  async ({ page }) => {
    // Leaflet's chunk is held, then refused (offline, or a deploy removed it).
    let refuse: () => void = () => {};
    const held = new Promise<void>((resolve) => (refuse = resolve));
    await page.route('**/_astro/leafletMap.*.js', async (route) => {
      await held;
      await route.abort().catch(() => {});
    });
    await checkoutInSalmiya(page);
    const frame = page.getByTestId('pin-map');
    await expect(frame).toBeVisible();
    // The words are the frame's own drawing (CSS), gone once Leaflet draws into it.
    expect(await frame.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Loading the map…"');
    let loads = 0;
    page.on('load', () => loads++);
    refuse();
    // A chunk that would not load reloads the page once (it may be an older release's), never again and again.
    await expect.poll(() => loads).toBe(1);
    await expect(page.getByRole('alert')).toHaveText(
      'The map could not be loaded. Search for a place or use your location.',
    );
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
    await expect(frame).toBeHidden();
    await expect(page.getByText('Tap the map or drag the pin to your door.')).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search for a place' }).fill('Salmiya');
    await page.getByRole('searchbox', { name: 'Search for a place' }).press('Enter');
    await page.getByRole('list', { name: 'Places found' }).getByRole('button').first().click();
    await expect(page.getByTestId('pin-name')).toContainText('Salmiya');
    await expect(page.getByText('We deliver here (Hawalli).')).toBeVisible();
  },
);

test(
  'in Arabic, a pin another branch serves names that branch once, with one button',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    await addSimpleItem(page, '/shawarma-house/ar/delivery', 6);
    await page.goto('/shawarma-house/ar/delivery/checkout');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^السالمية/ })
      .click();
    // The area chosen (outlined in its own colour), then the three zones.
    await expect(page.getByRole('list', { name: 'مناطق التوصيل على الخريطة' }).getByRole('listitem')).toHaveCount(4);
    await pinByDevice(page, context, SHARQ, 'استخدام موقعي الحالي');
    const notice = page.getByTestId('outside-zones');
    await expect(notice).toContainText('يوصل فرع مدينة الكويت — شرق إلى هذا الموقع، وليس الفرع الذي تطلب منه.');
    await expect(page.getByText('لا نوصل إلى الموقع المحدد.')).toHaveCount(0);
    await expect(notice.getByRole('button')).toHaveCount(1);
    await notice.getByRole('button', { name: 'اطلب من فرع مدينة الكويت — شرق الذي يوصل إلى هناك' }).click();
    await expect(page.getByText('نوصل إلى هذا الموقع (مدينة الكويت).')).toBeVisible();
  },
);

test(
  'a pin whose address names a listed area is judged by the polygons, and the message says why',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    await addSimpleItem(page, '/shawarma-house/delivery', 6);
    await page.goto('/shawarma-house/delivery/checkout');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await pinByDevice(page, context, EAST_OF_JAHRA, 'Use my current location');
    await expect(page.getByTestId('pin-name')).toContainText('Al Naeem');
    const notice = page.getByTestId('outside-zones');
    await expect(notice).toContainText(
      'The pin is outside our delivery zones, although its address names Al Naeem. Move it into a zone on the map.',
    );
    await expect(notice.getByRole('link', { name: 'Pick it up instead' })).toBeVisible();
  },
);

test(
  'a Swiss customer’s local number is read in Switzerland, with a Swiss example, a country to change and the Swiss dial code sent',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto('/cafe-limmat/en/pickup');
    await addFirstItem(page);
    await page.goto('/cafe-limmat/en/pickup/checkout');
    const country = page.getByRole('combobox', { name: 'Country code' });
    await expect(country).toHaveValue('CH');
    await expect(page.getByText('+41 78 123 45 67')).toBeVisible();
    await expect(page.getByText('+965')).toHaveCount(0);
    // The customer can pick another country; the example follows it.
    await country.focus();
    await expect(country.getByRole('option')).not.toHaveCount(1);
    await country.selectOption('JP');
    await expect(page.getByText('+81 90 1234 5678')).toBeVisible();
    await country.selectOption('CH');
    await page.getByRole('textbox', { name: 'Name' }).fill('Heidi Muster');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('044 668 18 00');
    await page.getByRole('radio', { name: /^Card (payment in person|at pickup)$/ }).check();
    const sent = page.waitForRequest('**/webapp/order');
    await page.getByRole('button', { name: /^Place order/ }).click();
    const body = (await sent).postDataJSON() as { phone: string; dial_code: string };
    expect(body).toMatchObject({ phone: '446681800', dial_code: '+41' });
    await expect(page).toHaveURL(/\/cafe-limmat\/en\/order\//);
  },
);

/** Logs a new Kuwaiti customer in at shawarma-house (code from the sample API's outbox); returns the token. */
async function logInAsNewCustomer(page: Page): Promise<string> {
  const phone = `50${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  await page.goto('/shawarma-house/login');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const res = await page.request.get(`${API}/__test/outbox?phone=${encodeURIComponent(`+965${phone}`)}`);
  const { messages } = (await res.json()) as { messages: Array<{ code: string }> };
  await page.getByRole('textbox', { name: '6-digit code' }).fill(messages.at(-1)!.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Noura Al-Sabah');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const stored = await page.evaluate(() => localStorage.getItem('sf:shawarma-house:auth'));
  return (JSON.parse(stored!) as { data: { token: string } }).data.token;
}

test(
  'a logged-in customer delivers to a saved address: the default one is preselected, another can be picked',
  DATE_SENSITIVE,
  async ({ page }) => {
    const token = await logInAsNewCustomer(page);
    const save = (body: Record<string, unknown>) =>
      page.request.post(`${API}/webapp/locations`, { headers: { Authorization: `Bearer ${token}` }, data: body });
    const home = { title: 'Home', type: 1, block: '4', street: 'Ahmad Al-Jaber', house_number: '12' };
    expect((await save({ ...home, lat: 29.384, lng: 47.99, area_id: 11003, default: false })).ok()).toBe(true);
    const work = { title: 'Work', type: 0, block: '1', street: 'Salem Al-Mubarak', building: 'Tower 3' };
    expect(
      (await save({ ...work, office_number: '1204', lat: 29.335, lng: 48.08, area_id: 11101, default: true })).ok(),
    ).toBe(true);
    await addSimpleItem(page, '/shawarma-house/delivery', 6);
    await page.goto('/shawarma-house/delivery/checkout');
    const saved = page.getByRole('combobox', { name: 'Saved addresses' });
    // The default (Work, in Salmiya) is preselected: area, pin and form filled, no area dialog in the way.
    await expect(saved.locator('option:checked')).toHaveText(/^Work/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByTestId('chosen-area')).toContainText('Salmiya');
    await expect(page.getByText('We deliver here (Hawalli).')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Building' })).toHaveValue('Tower 3');
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).not.toHaveValue('');
    // Home instead: its area, pin and fields replace Work's.
    await saved.selectOption({ label: 'Home — House number 12, Ahmad Al-Jaber, Block 4' });
    await expect(page.getByTestId('chosen-area')).toContainText('Sharq');
    await expect(page.getByText('We deliver here (Kuwait City).')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'House' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'House number' })).toHaveValue('12');
  },
);

test(
  'international shipping asks for the address the destination country uses, names countries in the page language and offers one “Pay online”',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/kissa-tokyo/en/delivery', 2);
    await page.goto('/kissa-tokyo/en/delivery/checkout');
    const country = page.getByRole('combobox', { name: 'Country', exact: true });
    await expect(country.getByRole('option')).toHaveText([
      'Choose a country',
      'Japan', // the shop's own country first
      'France',
      'Germany',
      'South Korea',
      'Taiwan',
      'United States',
    ]);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await country.selectOption({ label: 'Japan' });
    for (const name of ['Street', 'Postcode', 'City', 'Prefecture']) await expect(field(name)).toBeVisible();
    for (const name of ['Block', 'Avenue', 'PACI number', 'House number', 'State'])
      await expect(field(name)).toHaveCount(0);
    await country.selectOption({ label: 'United States' });
    for (const name of ['Street', 'ZIP code', 'City', 'State']) await expect(field(name)).toBeVisible();
    await expect(field('Prefecture')).toHaveCount(0);
    await country.selectOption({ label: 'Germany' });
    for (const name of ['Street', 'House number', 'Postcode', 'City']) await expect(field(name)).toBeVisible();
    await expect(field('State')).toHaveCount(0);
    // Two providers of online payment are one choice.
    await expect(page.getByRole('radio', { name: 'Pay online' })).toHaveCount(1);
  },
);

test(
  'a shipment abroad keeps its state and country on the order page, which estimates no arrival in minutes',
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/kissa-tokyo/en/delivery', 3); // above the ¥5,000 minimum
    await page.goto('/kissa-tokyo/en/delivery/checkout');
    await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption({ label: 'United States' });
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Street').fill('350 Fifth Avenue');
    await field('ZIP code').fill('10118');
    await field('City').fill('New York');
    await field('State').fill('NY');
    await field('Name').fill('Aiko Tanaka');
    // The phone's country followed the destination (the number is read as a US one).
    await field('Mobile number').fill('201 555 0123');
    await page.getByRole('radio', { name: 'Pay online' }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/kissa-tokyo\/en\/order\/[\w-]+$/);
    await expect(page.getByRole('definition').filter({ hasText: 'New York' })).toHaveText(
      /^350 Fifth Avenue, New York, NY, 10118, United States$/,
    );
    // It ships in days (the shop's policy): no "expected at" half an hour from now.
    await expect(page.getByTestId('order-status')).toBeVisible();
    await expect(page.getByTestId('order-eta')).toHaveCount(0);
    // Its fee is named as the checkout named it.
    await expect(page.getByRole('term').filter({ hasText: /^Shipping$/ })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Delivery fee$/ })).toHaveCount(0);
  },
);

test(
  "the contact phone's country follows where the parcel goes until a number is typed, and then keeps it",
  DATE_SENSITIVE,
  async ({ page }) => {
    await addSimpleItem(page, '/kissa-tokyo/en/delivery', 2);
    await page.goto('/kissa-tokyo/en/delivery/checkout');
    const destination = page.getByRole('combobox', { name: 'Country', exact: true });
    const dial = page.getByRole('combobox', { name: 'Country code' });
    const number = page.getByRole('textbox', { name: 'Mobile number', exact: true });
    await expect(dial.getByRole('option', { selected: true })).toHaveText('Japan (+81)');
    await destination.selectOption({ label: 'United States' });
    await expect(dial.getByRole('option', { selected: true })).toHaveText('United States (+1)');
    await destination.selectOption({ label: 'Germany' });
    await expect(dial.getByRole('option', { selected: true })).toHaveText('Germany (+49)');
    // Shipped within the shop's own country: the shop's country again.
    await destination.selectOption({ label: 'Japan' });
    await expect(dial.getByRole('option', { selected: true })).toHaveText('Japan (+81)');
    // A number typed keeps the country it was typed in, whatever the destination becomes.
    await destination.selectOption({ label: 'United States' });
    await number.fill('201 555 0123');
    await destination.selectOption({ label: 'Taiwan' });
    await expect(dial.getByRole('option', { selected: true })).toHaveText('United States (+1)');
    await expect(number).toHaveValue('201 555 0123');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByRole('textbox', { name: 'Street', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    // A country the customer picks is theirs: the next destination leaves it.
    await number.fill('');
    await dial.selectOption({ label: 'South Korea (+82)' });
    await destination.selectOption({ label: 'France' });
    await expect(dial.getByRole('option', { selected: true })).toHaveText('South Korea (+82)');
  },
);

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });
  test('the shipping countries are named in Japanese', DATE_SENSITIVE, async ({ page }) => {
    await addSimpleItem(page, '/kissa-tokyo/delivery', 1);
    await page.goto('/kissa-tokyo/delivery/checkout');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const country = page.locator('#co-country');
    await expect(country.getByRole('option', { name: 'アメリカ合衆国' })).toBeAttached();
    await expect(country.getByRole('option', { name: 'ドイツ' })).toBeAttached();
    await expect(country.getByRole('option', { name: 'Germany' })).toHaveCount(0);
  });
});
