/**
 * Filling a cart as a customer would: from the menu and the item page, with the cart count in the bottom
 * navigation, the cart page's counts and totals, and a cart that survives broken storage and syncs across tabs.
 */
import type { Locator, Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';
import { addFirstItem, addItems, addedToCart } from './menuKit.ts';

// Monday noon in Kuwait (10:00 in Zürich): every fixture's selling types are open, whatever the real clock says.
const OPEN_HOURS = new Date('2026-11-23T12:00:00+03:00');
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(OPEN_HOURS);
});

const cartTab = (page: Page) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Cart/ });

test(
  'an item with modifiers goes in the cart from its page, required choices enforced',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto('/shawarma-house/delivery');
    // Chicken Shawarma Wrap has a required sauce: the menu card sends the customer to the item page.
    await page.getByRole('link', { name: 'Chicken Shawarma Wrap' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chicken Shawarma Wrap');
    const form = page.getByRole('form', { name: /Add Chicken Shawarma Wrap to cart/ });
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please check the highlighted choices.');
    const sauce = form.getByRole('group', { name: /sauce/i });
    await expect(sauce).toHaveAttribute('aria-invalid', 'true');
    await sauce.getByRole('radio').first().check();
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(form.getByRole('status')).toContainText('added to your cart');
    await expect(cartTab(page)).toHaveAccessibleName('Cart, 1 item');
  },
);

test(
  'the size and options chosen on the item page are read back on the cart and in the checkout summary',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto('/shawarma-house/pickup/103/10009');
    const form = page.getByRole('form', { name: /Add Chicken Shawarma Wrap to cart/ });
    await form.getByRole('radio', { name: /Medium/ }).check();
    await form.getByRole('group', { name: /sauce/i }).getByRole('radio', { name: 'Garlic toum' }).check();
    // Extra cheese may be taken twice (its max_quantity): how many is asked once it is chosen.
    const cheeseCount = form.getByRole('combobox', { name: 'Quantity: Extra cheese' });
    await expect(cheeseCount).toBeDisabled();
    await form.getByRole('checkbox', { name: /Extra cheese/ }).check();
    await expect(cheeseCount).toBeEnabled();
    await cheeseCount.selectOption('2');
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(form.getByRole('status')).toContainText('added to your cart');
    await cartTab(page).click();
    const line = page.getByRole('listitem').filter({ hasText: 'Chicken Shawarma Wrap' });
    await expect(line).toContainText('Medium');
    await expect(line).toContainText('Garlic toum and Extra cheese ×2');
    // Medium 0.850 and two cheeses at 0.150.
    await expect(line).toContainText('1.150');
    // On the phone the name, its size and its options each read on one line, the whole width of the line: the
    // count, the price and the way to remove it come below (not squeezed beside the name).
    for (const text of ['Chicken Shawarma Wrap', 'Medium', 'Garlic toum and Extra cheese ×2']) {
      // The first: the name shows again, isolated, inside "Remove Chicken Shawarma Wrap" below.
      const shown = line.getByText(text, { exact: true }).first();
      const box = (await shown.boundingBox())!;
      const lineHeight = await shown.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect(box.height, text).toBeLessThan(lineHeight * 1.5);
    }
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByRole('listitem').filter({ hasText: 'Chicken Shawarma Wrap' })).toContainText(
      'Medium · Garlic toum and Extra cheese ×2',
    );
  },
);

test(
  'a simple item is added straight from the menu and a multi-size item through the price chooser',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto('/shawarma-house/delivery');
    const direct = page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first();
    await direct.click();
    await expect(page.locator('[data-toast]')).toContainText('added to your cart');
    const chooser = page.locator('button[data-quick-add][aria-haspopup="dialog"]:visible').first();
    await chooser.click();
    const name = (await chooser.getAttribute('aria-label'))!.replace(/^[^:]*: /, '');
    // Named by the dish, its sizes by the question they answer.
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Choose a size' })).toBeVisible();
    await dialog.getByRole('radio').last().check();
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog).toBeHidden();
    await expect(cartTab(page)).toHaveAccessibleName(/Cart, \d+ items/);
  },
);

test(
  'taps on "add" made while its code is still on the way all count, in order, each button showing it was taken',
  DATE_SENSITIVE,
  async ({ page }) => {
    // A slow connection: the quick-add code (fetched at the first tap) takes a second to come.
    let asked = 0;
    await page.route(/\/_astro\/quickAdd\.client\.[^/]+\.js$/, async (route) => {
      asked++;
      await new Promise((done) => setTimeout(done, 1000));
      await route.continue();
    });
    await page.goto('/shawarma-house/delivery');
    const buttons = page.locator('button[data-quick-add]:not([aria-haspopup]):visible');
    await buttons.nth(0).click();
    // Taken and waiting, seen at once (not a button that did nothing, tapped again).
    await expect(buttons.nth(0)).toHaveAttribute('aria-busy', 'true');
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    await expect(cartTab(page)).toHaveAccessibleName('Cart, 3 items');
    await expect(page.locator('button[data-quick-add][aria-busy]')).toHaveCount(0);
    const second = (await buttons.nth(1).getAttribute('aria-label'))!.replace(/^[^:]*: /, '');
    await expect(page.locator('[data-toast]')).toContainText(second);
    expect(asked).toBe(1);
  },
);

test(
  'the cart opened right after a tap on "add" whose code is still on the way holds the dish',
  DATE_SENSITIVE,
  async ({ page }) => {
    // A slow connection: the customer taps "add" and the cart at once, before the quick-add code came.
    await page.route(/\/_astro\/quickAdd\.client\.[^/]+\.js$/, async (route) => {
      await new Promise((done) => setTimeout(done, 1000));
      await route.continue();
    });
    await page.goto('/shawarma-house/delivery');
    const add = page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first();
    const name = (await add.getAttribute('aria-label'))!.replace(/^[^:]*: /, '');
    await add.click();
    await cartTab(page).click();
    await expect(page).toHaveURL(/\/shawarma-house\/delivery\/cart$/);
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  },
);

test(
  'an item page whose cart code cannot come (offline before its first use) says so and adds nothing',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    await page.goto('/shawarma-house/delivery/102/10008');
    const form = page.getByRole('form', { name: 'Add Falafel Duo to cart' });
    await expect(form.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    // The connection drops before the customer first touches the page: the cart's code never came.
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'We could not reach the restaurant. Check your connection and try again.',
    );
    await expect(form.getByRole('status')).not.toContainText('added');
    await expect(cartTab(page)).toHaveAccessibleName('Cart, 0 items');
  },
);

test(
  'a quick "add" on the menu whose code cannot come (offline before its first use) says so; back online it adds',
  DATE_SENSITIVE,
  async ({ page, context }) => {
    await page.goto('/shawarma-house/delivery');
    const add = page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first();
    await expect(add).toBeEnabled();
    const name = (await add.getAttribute('aria-label'))!.replace(/^[^:]*: /, '');
    // The connection drops before the customer first touches the page: the quick-add's code never came.
    await context.setOffline(true);
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'Not added to your cart.' })).toHaveText(
      'Not added to your cart. We could not reach the restaurant. Check your connection and try again.',
    );
    await expect(add).not.toHaveAttribute('aria-busy');
    await expect(cartTab(page)).toHaveAccessibleName('Cart, 0 items');
    // Back online, the same tap is taken: the code is fetched again and the dish added.
    await context.setOffline(false);
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: name })).toContainText('added to your cart');
    await expect(cartTab(page)).toHaveAccessibleName('Cart, 1 item');
  },
);

test('the cart page changes counts, removes lines and keeps the total right', DATE_SENSITIVE, async ({ page }) => {
  await page.goto('/shawarma-house/delivery');
  await addFirstItem(page);
  await cartTab(page).click();
  await expect(page).toHaveURL(/\/shawarma-house\/delivery\/cart$/);
  const total = page.getByTestId('cart-total');
  const first = await total.textContent();
  await page
    .getByRole('button', { name: /^One more / })
    .first()
    .click();
  await expect(page.getByRole('group').first().locator('output')).toHaveText('2');
  // Heard after the change: the count with the line's new price, not a bare "2".
  await expect(page.getByRole('group').first().locator('[aria-live="polite"]')).toHaveText(
    /^2, Line total: KWD\s\d+\.\d{3}$/,
  );
  await expect(total).not.toHaveText(first!);
  const less = page.getByRole('button', { name: /^One less / }).first();
  await less.focus();
  await page.keyboard.press('Enter');
  await expect(total).toHaveText(first!);
  // Down to one, "One less" is offered no more, and the keyboard's focus stays on it (not lost to the page's start).
  await expect(less).toHaveAttribute('aria-disabled', 'true');
  await expect(less).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group').first().locator('output')).toHaveText('1');
  await page
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(cartTab(page)).toHaveAccessibleName('Cart, 0 items');
});

test(
  'two lines of one dish are told apart by their choices, and removing one says so and puts the focus on the next',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto('/shawarma-house/pickup/103/10009');
    const form = page.getByRole('form', { name: /Add Chicken Shawarma Wrap to cart/ });
    for (const sauce of ['Garlic toum', 'Tahini']) {
      await form.getByRole('group', { name: /sauce/i }).getByRole('radio', { name: sauce }).check();
      await form.getByRole('button', { name: 'Add to cart' }).click();
      await expect(form.getByRole('status')).toContainText('added to your cart');
    }
    await cartTab(page).click();
    const removeToum = page.getByRole('button', { name: /^Remove Chicken Shawarma Wrap \(.*Garlic toum\)$/ });
    const moreTahini = page.getByRole('button', { name: /^One more Chicken Shawarma Wrap \(.*Tahini\)$/ });
    await expect(removeToum).toHaveCount(1);
    await expect(moreTahini).toHaveCount(1);
    await removeToum.click();
    await expect(moreTahini).toBeFocused();
    // The line is gone with the button the customer pressed: a screen reader is told which.
    const said = page.getByRole('status').filter({ hasText: 'removed from your cart' });
    await expect(said).toHaveText(/^Chicken Shawarma Wrap \(.*Garlic toum\) removed from your cart\.$/);
    await page.getByRole('button', { name: /^Remove Chicken Shawarma Wrap/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(said).toHaveText(/^Chicken Shawarma Wrap \(.*Tahini\) removed from your cart\.$/);
  },
);

test(
  'a quantity the dish does not allow (more than its most, 0, a fraction, a word) is refused with the range, and nothing goes in the cart',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto('/shawarma-house/pickup/103/10009');
    const form = page.getByRole('form', { name: /Add Chicken Shawarma Wrap to cart/ });
    await form.getByRole('group', { name: /sauce/i }).getByRole('radio', { name: 'Tahini' }).check();
    const quantity = form.getByRole('textbox', { name: 'Quantity' });
    for (const typed of ['999999', '0', '1.5', 'abc']) {
      await quantity.fill(typed);
      await form.getByRole('button', { name: 'Add to cart' }).click();
      // Said at the field, which takes the focus, and kept as typed for the customer to correct.
      await expect(quantity).toHaveAccessibleDescription('Enter a quantity from 1 to 1,000.');
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      await expect(quantity).toBeFocused();
      await expect(quantity).toHaveValue(typed);
      await expect(form.getByRole('status')).not.toContainText('added');
      await expect(cartTab(page)).toHaveAccessibleName('Cart, 0 items');
    }
    // Corrected: the problem goes, and the count typed goes in.
    await quantity.fill('1000');
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(form.getByRole('status')).toContainText('1,000 × Chicken Shawarma Wrap added to your cart.');
    await expect(quantity).toHaveAccessibleDescription('');
    await expect(quantity).not.toHaveAttribute('aria-invalid');
    await expect(cartTab(page)).toHaveAccessibleName('Cart, 1,000 items');
  },
);

test(
  'an Arabic item page refuses a quantity with the range in Arabic and takes Arabic-Indic digits',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto('/shawarma-house/ar/pickup/103/10009');
    const form = page.getByRole('form', { name: /إلى السلة/ });
    await form.getByRole('group').filter({ hasText: 'طحينة' }).getByRole('radio', { name: 'طحينة' }).check();
    const quantity = form.getByRole('textbox', { name: 'الكمية' });
    await quantity.fill('٠');
    await form.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(quantity).toHaveAccessibleDescription(/^أدخل كمية من .+ إلى .+\.$/);
    await quantity.fill('٣');
    await form.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(quantity).toHaveAccessibleDescription('');
    await expect(form.getByRole('status')).toContainText('×');
  },
);

test('a CHF cart total ends on 0.05 at the Swiss café', DATE_SENSITIVE, async ({ browser }) => {
  const page = await browser.newPage({ locale: 'de-CH' });
  await page.clock.setFixedTime(OPEN_HOURS);
  await page.goto('/cafe-limmat/pickup');
  await addItems(page, 3);
  await page.goto('/cafe-limmat/pickup/cart');
  const text = (await page.getByTestId('cart-total').textContent())!.replace(/[^\d.,]/g, '').replace(',', '.');
  expect(Math.round(Number(text) * 100) % 5).toBe(0);
});

test(
  'the Swiss café writes its prices as the Swiss do, on the menu and in the cart: CHF 4.20, not 4,20 CHF',
  DATE_SENSITIVE,
  async ({ page }) => {
    for (const [path, price] of [
      ['/cafe-limmat/pickup', 'CHF\u00a04.20'],
      ['/cafe-limmat/fr/pickup', '4.20\u00a0CHF'],
    ] as const) {
      await page.goto(path);
      const espresso = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Espresso' }) });
      await expect(espresso.first()).toContainText(price);
      await expect(page.locator('body')).not.toContainText(/\d,\d\d\u00a0CHF/);
    }
    // The cart (rendered in the browser) says it the same way.
    await page.goto('/cafe-limmat/pickup');
    await page.getByRole('button', { name: 'In den Warenkorb: Schwarztee' }).click();
    await expect(page.locator('[data-toast]')).toContainText('Schwarztee');
    await page.goto('/cafe-limmat/pickup/cart');
    await expect(page.getByRole('listitem').filter({ hasText: 'Schwarztee' })).toContainText('CHF\u00a04.90');
  },
);

test.describe('broken storage', () => {
  for (const [name, value] of [
    ['garbage JSON', '{oops'],
    ['an old version', JSON.stringify({ v: 0, data: { items: [{ itemId: 1, priceLabelId: 1, count: 1 }] } })],
    [
      'an unknown item id',
      JSON.stringify({
        v: 1,
        data: { items: [{ itemId: 999999, priceLabelId: 1, modifiers: [], note: '', count: 2 }] },
      }),
    ],
  ]) {
    test(`a saved cart with ${name} leaves a working page and an empty cart`, DATE_SENSITIVE, async ({ page }) => {
      // Seeded once: init scripts run on every navigation of the page.
      await page.addInitScript((v) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('sf:shawarma-house:cart', v);
      }, value);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/shawarma-house/delivery/cart');
      await expect(page.getByText('Your cart is empty.')).toBeVisible();
      if (name === 'an unknown item id')
        await expect(page.getByRole('status').filter({ hasText: 'no longer available' })).toBeVisible();
      await page.goto('/shawarma-house/delivery');
      await page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first().click();
      await expect(cartTab(page)).toHaveAccessibleName('Cart, 1 item');
      expect(errors).toEqual([]);
    });
  }

  test(
    'a full storage (quota exceeded) still lets the customer fill the cart on the page',
    DATE_SENSITIVE,
    async ({ page }) => {
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('full', 'QuotaExceededError');
        };
      });
      await page.goto('/shawarma-house/delivery');
      await page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first().click();
      await expect(cartTab(page)).toHaveAccessibleName('Cart, 1 item');
    },
  );

  test('no localStorage at all still lets the customer fill the cart on the page', DATE_SENSITIVE, async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto('/shawarma-house/delivery');
    await page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first().click();
    await expect(cartTab(page)).toHaveAccessibleName('Cart, 1 item');
  });
});

test('a cart change in one tab shows in another', DATE_SENSITIVE, async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.clock.setFixedTime(OPEN_HOURS);
  await b.clock.setFixedTime(OPEN_HOURS);
  await a.goto('/shawarma-house/delivery');
  await b.goto('/shawarma-house/delivery');
  await a.locator('button[data-quick-add]:not([aria-haspopup]):visible').first().click();
  await expect(cartTab(b)).toHaveAccessibleName('Cart, 1 item');
});

test('a coupon code in the address is kept for the cart', DATE_SENSITIVE, async ({ page }) => {
  await page.goto('/shawarma-house/delivery?coupon=WELCOME10');
  await addFirstItem(page);
  await cartTab(page).click();
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('WELCOME10');
});

test(
  'a discounted line shows its price before the discount struck through, so the lines add up to the subtotal',
  DATE_SENSITIVE,
  async ({ page }) => {
    // Every dine-in item is 0.100 KWD off at Shawarma House.
    await page.goto('/shawarma-house/dinein');
    await page.getByRole('button', { name: 'Add to cart: Falafel Duo' }).first().click();
    await addedToCart(page);
    await cartTab(page).click();
    const line = page.getByRole('listitem').filter({ hasText: 'Falafel Duo' });
    const before = line.getByText('KWD 1.200', { exact: true });
    await expect(before).toBeVisible();
    expect(await before.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
    await expect(line.getByLabel('Line total: KWD 1.100')).toContainText('KWD 1.100');
    const totals = page.getByRole('definition');
    await expect(totals.first()).toHaveText('KWD 1.200'); // subtotal: the lines' value before discounts
    await expect(page.getByText('−KWD 0.100')).toBeVisible();

    await page.getByRole('link', { name: 'Go to checkout' }).click();
    const summary = page.getByRole('region', { name: 'Order summary' });
    const summaryLine = summary.getByRole('listitem').filter({ hasText: 'Falafel Duo' });
    await expect(summaryLine).toContainText('KWD 1.200');
    await expect(summaryLine).toContainText('KWD 1.100');
    expect(
      await summaryLine
        .getByText('KWD 1.200', { exact: true })
        .evaluate((el) => getComputedStyle(el).textDecorationLine),
    ).toBe('line-through');
  },
);

test(
  'a dish sold out since it was put in the cart says so on the cart and the checkout, and counts for nothing',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.clock.setFixedTime(OPEN_HOURS);
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const line = (itemId: number) => ({ itemId, priceLabelId: itemId * 10 + 1, modifiers: [], note: '', count: 1 });
      // Falafel Duo, and Mango Juice, sold out today (disabled in the payload).
      localStorage.setItem(
        'sf:shawarma-house:cart',
        JSON.stringify({ v: 1, data: { items: [line(10008), line(10038)] } }),
      );
    });
    await page.goto('/shawarma-house/pickup/cart');
    const juice = page.getByRole('listitem').filter({ hasText: 'Mango Juice' });
    await expect(juice).toContainText('Sold out');
    await expect(juice.getByRole('group')).toHaveCount(0);
    await expect(juice).not.toContainText('KWD');
    await expect(juice.getByRole('button', { name: /^Remove Mango Juice/ })).toBeVisible();
    await page
      .getByRole('link', { name: /checkout/i })
      .first()
      .click();
    const summary = page.getByRole('listitem').filter({ hasText: 'Mango Juice' });
    await expect(summary).toContainText('Sold out');
    await expect(summary).not.toContainText('KWD');
  },
);

test('a dish whose chosen option is gone from the menu leaves the cart saying why, named', async ({ page }) => {
  await page.clock.setFixedTime(OPEN_HOURS);
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    // Falafel Duo with an option the menu does not have (any more).
    const line = { itemId: 10008, priceLabelId: 100081, modifiers: [{ id: 999999, quantity: 1 }], note: '', count: 1 };
    localStorage.setItem('sf:shawarma-house:cart', JSON.stringify({ v: 1, data: { items: [line] } }));
  });
  await page.goto('/shawarma-house/pickup/cart');
  await expect(page.getByRole('status').filter({ hasText: 'Falafel Duo' })).toContainText(
    'a choice you made for it is no longer offered',
  );
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

/**
 * The owner takes the cart's dishes off the menu: the saved lines now point at a dish no menu has (the lines as the
 * add saved them, their id changed as a republish without that dish leaves them).
 */
async function takeCartDishesOffMenu(page: Page) {
  await page.evaluate(() => {
    const key = 'sf:shawarma-house:cart';
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as { data: { items: Array<{ itemId: number }> } };
    for (const line of saved.data.items) line.itemId = 999_999;
    localStorage.setItem(key, JSON.stringify(saved));
  });
}

test(
  'a dish that left the menu since it was added is named in the notice that takes it out of the cart',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto('/shawarma-house/pickup');
    await page.getByRole('button', { name: 'Add to cart: Falafel Duo' }).first().click();
    await expect(cartTab(page)).toHaveAccessibleName('Cart, 1 item');
    await takeCartDishesOffMenu(page);
    await page.goto('/shawarma-house/pickup/cart');
    await expect(page.getByRole('status').filter({ hasText: 'Falafel Duo' })).toHaveText(
      'Falafel Duo is no longer available here and was removed from your cart.',
    );
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  },
);

test(
  'a dish that left the menu since it was added is named by the checkout opened first, not dropped without a word',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto('/shawarma-house/pickup');
    await page.getByRole('button', { name: 'Add to cart: Falafel Duo' }).first().click();
    await page.getByRole('button', { name: 'Add to cart: Falafel Duo' }).first().click();
    await expect(cartTab(page)).toHaveAccessibleName('Cart, 2 items');
    // The cart page never opened: the customer goes straight to the checkout.
    await takeCartDishesOffMenu(page);
    await page.goto('/shawarma-house/pickup/checkout');
    await expect(page.getByRole('status').filter({ hasText: 'Falafel Duo' })).toHaveText(
      'Falafel Duo is no longer available here and was removed from your cart.',
    );
  },
);

/** Shown struck through (screen readers hear only the price it costs now: the struck one is hidden from them). */
async function expectStruck(price: Locator) {
  await expect(price).toBeVisible();
  expect(await price.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
}

test(
  'a selling type’s discount shows on its menu and item page as the cart charges it, the price before struck through',
  DATE_SENSITIVE,
  async ({ page }) => {
    // Dine-in at Shawarma House: 0.100 off every dish (delivery has none on the falafel).
    await page.goto('/shawarma-house/delivery');
    const card = (name: string) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name, exact: true }) })
        .first();
    await expect(card('Falafel Duo')).toContainText('KWD 1.200');
    await page.goto('/shawarma-house/dinein');
    const falafel = card('Falafel Duo');
    await expect(falafel).toContainText('KWD 1.100');
    await expectStruck(falafel.getByText('KWD 1.200', { exact: true }));
    await falafel.getByRole('button', { name: 'Add to cart: Falafel Duo' }).click();
    await expect(page.locator('[data-toast]')).toContainText('added to your cart');
    await falafel.getByRole('link', { name: 'Falafel Duo', exact: true }).click();
    const article = page.getByRole('main').getByRole('article');
    await expect(article).toContainText('KWD 1.100');
    await expectStruck(article.getByText('KWD 1.200', { exact: true }));
    // The "View cart" bar adds up what the dishes cost, as the menu priced them (it said 1.200).
    await expect(page.getByRole('link', { name: /^View cart/ })).toHaveText(/·\s*KWD\s1\.100$/);
    await page.goto('/shawarma-house/dinein/cart');
    await expect(page.getByTestId('cart-total')).toHaveText('KWD 1.100');
  },
);

test(
  'the item page’s − and + beside “Add to cart” move the quantity by one within the dish’s limits, and that many go in the cart',
  DATE_SENSITIVE,
  async ({ page }) => {
    await page.goto('/shawarma-house/pickup/103/10009');
    const form = page.getByRole('form', { name: /Add Chicken Shawarma Wrap to cart/ });
    await form.getByRole('group', { name: /sauce/i }).getByRole('radio', { name: 'Tahini' }).check();
    const quantity = form.getByRole('textbox', { name: 'Quantity' });
    const less = form.getByRole('button', { name: 'One less Chicken Shawarma Wrap' });
    const more = form.getByRole('button', { name: 'One more Chicken Shawarma Wrap' });
    // At the least the dish takes (1), − is said unavailable, yet keeps the keyboard's focus; pressed, it keeps 1.
    await expect(quantity).toHaveValue('1');
    await expect(less).toHaveAttribute('aria-disabled', 'true');
    await less.focus();
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('1');
    await expect(less).toBeFocused();
    await more.click();
    await more.click();
    await expect(quantity).toHaveValue('3');
    await expect(less).toHaveAttribute('aria-disabled', 'false');
    await less.click();
    await expect(quantity).toHaveValue('2');
    // At the most (1,000), + is offered no more; a count typed past it comes back within it with −.
    await quantity.fill('1000');
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('1000');
    await quantity.fill('5000');
    await less.click();
    await expect(quantity).toHaveValue('1000');
    await quantity.fill('1');
    await more.click();
    await expect(quantity).toHaveValue('2');
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(form.getByRole('status')).toContainText('2 × Chicken Shawarma Wrap added to your cart.');
    await expect(cartTab(page)).toHaveAccessibleName('Cart, 2 items');
  },
);
