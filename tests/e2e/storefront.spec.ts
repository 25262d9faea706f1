/**
 * A storefront that names things as the business offers them and feels finished (issue 11 items 12–17): pickup
 * named as the business runs it, a business with hidden prices as a digital menu, an explicit locale URL kept, the
 * "View cart" bar and the desktop header links, sold-out and "Choose" cards, no hero over the breadcrumb, "Added —
 * View cart", long names, the branded 404, the tenant list, and food pictures without text. Phone viewport (the
 * project's Pixel 7) unless a test says desktop.
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';
import { addFirstItem } from './menuKit.ts';
import { seriousAxeViolations } from './axe.ts';

// Monday noon in Kuwait (10:00 in Zürich): every fixture's selling types are open, whatever the real clock says.
const NOON = new Date('2026-11-23T12:00:00+03:00');
const DESKTOP = { width: 1280, height: 800 };

async function expectAxeClean(page: Page, what: string) {
  expect(await seriousAxeViolations(page), what).toEqual([]);
}

const bottomNav = (page: Page) => page.getByRole('navigation', { name: /Sections|الأقسام|بخش‌ها/ });
const cartBar = (page: Page) => page.locator('a.cart-bar');

/** Adds an item from the menu with its quick-add button (the card names the item). */
async function quickAdd(page: Page, name: string) {
  // The first of its cards (an item can show twice: pinned and in its category).
  await page
    .getByRole('button', { name: `Add to cart: ${name}` })
    .first()
    .click();
}

test.describe('item 12: selling types and payment methods named as the business offers them', () => {
  test(
    'a café that only offers pickup at the counter says "Pickup", never "car pickup"',
    DATE_SENSITIVE,
    async ({ page }) => {
      await page.clock.setFixedTime(NOON);
      await page.goto('/cafe-limmat/en/pickup');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pickup menu');
      await expect(page).toHaveTitle(/^Pickup menu/);
      expect(await page.locator('body').innerText()).not.toMatch(/car pickup/i);
      // German, the café's first language (a German browser: an English one would be taken to English).
      await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: 'http://localhost' }]);
      await page.goto('/cafe-limmat/pickup');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speisekarte: Abholung');
    },
  );

  test('a business that asks for the car keeps "Car pickup", in English and Arabic', async ({ page }) => {
    await page.goto('/shawarma-house/pickup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car pickup menu');
    await page.goto('/shawarma-house/ar/pickup');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('استلام من السيارة');
  });

  test(
    "the café's pickup checkout offers a card without calling it payment on delivery",
    DATE_SENSITIVE,
    async ({ page }) => {
      await page.clock.setFixedTime(NOON);
      await page.goto('/cafe-limmat/en/pickup');
      await addFirstItem(page);
      await page.goto('/cafe-limmat/en/pickup/checkout');
      const payment = page.getByRole('group', { name: 'Payment' });
      await expect(payment.getByRole('radio', { name: /^Card/ })).toBeVisible();
      await expect(payment).not.toContainText(/deliver/i);
    },
  );
});

test.describe('item 13: a business with hidden prices runs as a digital menu', () => {
  for (const [locale, root, question] of [
    ['fa-IR', '/sofreh', 'چطور می‌خواهید سفارش دهید'],
    ['en-US', '/sofreh/en', 'How would you like to order?'],
  ] as const) {
    test(`${root}: the landing goes to the menu without asking how to order`, async ({ browser }) => {
      const page = await browser.newPage({ locale });
      await page.goto(root);
      await expect(page).toHaveURL(new RegExp(`${root}/delivery$`));
      await expect(page.getByText(question)).toHaveCount(0);
      await page.close();
    });
  }

  for (const path of [
    '/sofreh/delivery',
    '/sofreh/en/delivery',
    '/sofreh/dinein',
    '/sofreh/delivery/401',
    '/sofreh/en/delivery/401/40001',
    '/sofreh/more',
  ]) {
    test(`${path}: no cart tab or badge, no add or choose button, no order form, no cart or checkout link`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('main')).not.toBeEmpty();
      // Home, menu and more: no cart, and no profile either (no bookings, no wallet: nothing to log in for).
      await expect(bottomNav(page).getByRole('link')).toHaveCount(3);
      await expect(page.getByRole('link', { name: /profile|نمایه/i })).toHaveCount(0);
      await expect(
        page.locator('[data-cart-count], a.cart-bar, button[data-quick-add], form[data-add-form], a.add-button'),
      ).toHaveCount(0);
      const ordering = await page
        .locator('a[href]')
        .evaluateAll((links) =>
          links
            .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
            .filter((p) => /\/(cart|checkout|address|map|form|delivery-areas|pickup-areas)$/.test(p)),
        );
      expect(ordering).toEqual([]);
      await expectAxeClean(page, path);
    });
  }

  test('its More page and settings speak of the menu, not of orders', async ({ page }) => {
    await page.goto('/sofreh/en/more');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Branches' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Order history' })).toHaveCount(0);
    await page.goto('/sofreh/en/settings');
    await expect(page.getByText('The menu shows what this branch serves.')).toBeVisible();
    await expect(page.getByText(/cart|orders/i)).toHaveCount(0);
  });

  test('its cart and checkout pages do not exist', async ({ page }) => {
    for (const path of ['/sofreh/delivery/cart', '/sofreh/en/dinein/checkout', '/sofreh/payment/fail']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test('a business that takes orders still shows its cart tab and asks how to order', async ({ page }) => {
    await page.goto('/shawarma-house');
    await expect(page.getByRole('heading', { name: 'How would you like to order?' })).toBeVisible();
    await expect(bottomNav(page).getByRole('link')).toHaveCount(5);
  });
});

test.describe('item 14: an explicit locale URL wins over the browser language', () => {
  test('a shared Arabic link opens in Arabic in an English browser, loaded once, with no cookie written', async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    await page.goto('/shawarma-house/ar/delivery');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/shawarma-house\/ar\/delivery$/);
    expect(documents).toEqual(['/shawarma-house/ar/delivery']);
    expect((await page.context().cookies()).find((c) => c.name === 'i18n_redirected')).toBeUndefined();
  });

  test('an English link opens in English in an Arabic browser that already has its cookie', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-KW' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: 'http://localhost' }]);
    const page = await context.newPage();
    await page.goto('/shawarma-house/delivery');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/shawarma-house\/delivery$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('the language chosen on one business leads the first visit to another (the cookie is shared by the host)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/shawarma-house/delivery');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
    // Kissa Tokyo's default language is Japanese: a first visit goes to its English pages.
    await page.goto('/kissa-tokyo/delivery');
    await expect(page).toHaveURL(/\/kissa-tokyo\/en\/delivery$/);
    // Its Japanese page opened on purpose afterwards stays Japanese (visited: no second detection).
    await page.goto('/kissa-tokyo/delivery');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await context.close();
  });

  test("a search engine's crawler stays on the business's own language, where a visitor's first visit would leave", async ({
    browser,
  }) => {
    // Googlebot renders every page as a first visit, with an English browser and no storage.
    const userAgent =
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.7390.122 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const context = await browser.newContext({ locale: 'en-US', userAgent });
    const page = await context.newPage();
    for (const path of ['/kissa-tokyo/delivery', '/cafe-limmat/pickup']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('html')).not.toHaveAttribute('lang', 'en');
      await context.clearCookies();
    }
    await context.close();
  });

  test('the first visit to an unprefixed page follows the Arabic browser once and remembers it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ar-KW' });
    const page = await context.newPage();
    await page.goto('/shawarma-house/delivery');
    await expect(page).toHaveURL(/\/shawarma-house\/ar\/delivery$/);
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ar');
    // Explicitly English afterwards (a link someone shared): no second detection takes it away.
    await page.getByRole('navigation', { name: /اللغة/ }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/delivery$/);
    await page.goto('/shawarma-house/ar/delivery');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await context.close();
  });
});

test.describe('item 15: the "View cart" bar and the cart in the desktop header', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
  });

  test(
    'the bar appears with the count and subtotal on menu, category and item pages, and opens the cart',
    DATE_SENSITIVE,
    async ({ page }) => {
      await page.goto('/shawarma-house/delivery');
      await expect(cartBar(page)).toBeHidden();
      await quickAdd(page, 'Falafel Duo');
      await expect(cartBar(page)).toBeVisible();
      await expect(cartBar(page)).toHaveText(/^View cart\s*·\s*1 item\s*·\s*KWD\s1\.200$/);
      await expect(cartBar(page)).toHaveAccessibleName(/^View cart\s+1 item\s+KWD\s1\.200$/);
      await quickAdd(page, 'Falafel Duo');
      await expect(cartBar(page)).toHaveText(/2 items\s*·\s*KWD\s2\.400$/);
      for (const path of ['/shawarma-house/delivery/102', '/shawarma-house/delivery/102/10008']) {
        await page.goto(path);
        await expect(cartBar(page), path).toHaveText(/^View cart\s*·\s*2 items\s*·\s*KWD\s2\.400$/);
        // The bar sits above the bottom navigation, covering none of it.
        const bar = (await cartBar(page).boundingBox())!;
        const nav = (await bottomNav(page).boundingBox())!;
        expect(bar.y + bar.height, path).toBeLessThanOrEqual(nav.y);
      }
      await expectAxeClean(page, 'item page with the cart bar');
      await cartBar(page).click();
      await expect(page).toHaveURL(/\/shawarma-house\/delivery\/cart$/);
    },
  );

  test('the bar speaks Arabic on the Arabic pages', DATE_SENSITIVE, async ({ page }) => {
    await page.goto('/shawarma-house/ar/delivery');
    await page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first().click();
    await expect(cartBar(page)).toContainText('عرض السلة');
    await expect(cartBar(page)).toContainText('د.ك.');
    await expect(cartBar(page)).not.toContainText(/View cart|item/);
    await expectAxeClean(page, 'Arabic menu with the cart bar');
  });

  test('on a desktop the header holds the cart, with its count, and the account', DATE_SENSITIVE, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/shawarma-house/delivery');
    const header = page.locator('header.site-header');
    const cart = header.getByRole('link', { name: /^Cart/ });
    await expect(cart).toBeVisible();
    await expect(header.getByRole('link', { name: 'Profile' })).toBeVisible();
    await quickAdd(page, 'Falafel Duo');
    await expect(cart).toHaveAccessibleName('Cart, 1 item');
    expect((await cart.boundingBox())!.y).toBeLessThan(80);
    await expectAxeClean(page, 'desktop menu with the header links');
    await cart.click();
    await expect(page).toHaveURL(/\/delivery\/cart$/);
  });

  test('on a phone the header leaves cart and account to the bottom navigation', async ({ page }) => {
    await page.goto('/shawarma-house/delivery');
    await expect(page.locator('header.site-header').getByRole('link', { name: /^Cart/ })).toBeHidden();
    await expect(bottomNav(page).getByRole('link', { name: /^Cart/ })).toBeVisible();
  });
});

test.describe('item 16: a storefront that feels finished', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
  });

  const card = (page: Page, name: string): Locator =>
    page
      .locator('main article.item-card')
      .filter({ has: page.getByRole('link', { name, exact: true }) })
      .first();

  test('a sold-out item is badged and cannot be added, from the menu or its page', DATE_SENSITIVE, async ({ page }) => {
    await page.goto('/shawarma-house/delivery');
    const mango = card(page, 'Mango Juice');
    await expect(mango.getByText('Sold out', { exact: true })).toBeVisible();
    await expect(mango.getByRole('button')).toHaveCount(0);
    await expect(mango.locator('a.add-button')).toHaveCount(0);
    await page.goto('/shawarma-house/delivery/111/10038');
    await expect(page.locator('main').getByText('Sold out', { exact: true })).toBeVisible();
    await expect(page.locator('form[data-add-form]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await expectAxeClean(page, 'sold-out item page');
    await page.goto('/shawarma-house/ar/delivery');
    await expect(card(page, 'عصير مانجو').getByText('نفدت الكمية')).toBeVisible();
  });

  test('a card whose item has options shows "Choose", which opens the item page', DATE_SENSITIVE, async ({ page }) => {
    await page.goto('/shawarma-house/delivery');
    const choose = card(page, 'Chicken Shawarma Wrap').getByRole('link', {
      name: 'Choose options for Chicken Shawarma Wrap',
    });
    await expect(choose).toHaveText('Choose');
    await choose.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chicken Shawarma Wrap');
    await page.goto('/shawarma-house/ar/delivery');
    await expect(page.getByRole('link', { name: 'اختر خيارات ساندويتش شاورما دجاج' }).first()).toHaveText('اختر');
  });

  test('no category reads "0 items", and a category whose items are all hidden is hidden', async ({ page }) => {
    await page.goto('/shawarma-house/delivery');
    await expect(page.locator('.category-head a').filter({ hasText: /^0 items$/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^View all in Grills: / })).not.toHaveText('0 items');
    // Items not sold at the customer's branch are hidden at view time; a category left with none goes too.
    const drinks = page.locator('section#cat-111');
    await expect(drinks).toBeVisible();
    await drinks.locator('li').evaluateAll((items) => items.forEach((li) => ((li as HTMLElement).hidden = true)));
    await expect(drinks).toBeHidden();
  });

  for (const viewport of [undefined, DESKTOP]) {
    test(`the hero is only on landing and menu: the category page's breadcrumb is uncovered (${viewport ? 'desktop' : 'phone'})`, async ({
      page,
    }) => {
      if (viewport) await page.setViewportSize(viewport);
      await page.goto('/shawarma-house/delivery');
      await expect(page.locator('.hero')).toHaveCount(1);
      await page.goto('/shawarma-house/delivery/102');
      await expect(page.locator('.hero')).toHaveCount(0);
      const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Delivery' });
      await expect(crumb).toBeVisible();
      const box = (await crumb.boundingBox())!;
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('nav')?.getAttribute('aria-label'),
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(onTop).toBe('Breadcrumb');
      await expectAxeClean(page, 'category page');
    });
  }

  test('adding on the item page says "added" next to a link to the cart', DATE_SENSITIVE, async ({ page }) => {
    await page.goto('/shawarma-house/delivery/102/10008');
    const form = page.getByRole('form', { name: 'Add Falafel Duo to cart' });
    await expect(form.getByRole('link', { name: 'View cart' })).toBeHidden();
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(form.getByRole('status')).toContainText('Falafel Duo added to your cart.');
    // The owner's name is isolated inside our sentence (a <bdi>: its own direction on a page of the other script).
    await expect(form.getByRole('status').getByText('Falafel Duo', { exact: true })).toBeVisible();
    await expectAxeClean(page, 'item page after adding');
    await form.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/delivery\/cart$/);
    await page.goto('/shawarma-house/ar/delivery/102/10008');
    await page.locator('form[data-add-form] button[type="submit"]').click();
    await expect(page.locator('form[data-add-form]').getByRole('link', { name: 'عرض السلة' })).toBeVisible();
  });

  for (const viewport of [undefined, DESKTOP]) {
    for (const path of ['/cafe-limmat', '/shawarma-house/ar/delivery']) {
      test(`a long business name never runs under the language switch (${path}, ${viewport ? 'desktop' : 'phone'})`, async ({
        page,
      }) => {
        if (viewport) await page.setViewportSize(viewport);
        await page.goto(path);
        await page.locator('.site-header .brand span').evaluate((el) => {
          el.textContent = 'Café und Konditorei zur Alten Limmatbrücke am Rathausquai Zürich GmbH';
        });
        const brand = (await page.locator('.site-header .brand').boundingBox())!;
        const languages = (await page.locator('.lang-switch').boundingBox())!;
        const overlap =
          brand.x < languages.x + languages.width &&
          languages.x < brand.x + brand.width &&
          brand.y < languages.y + languages.height &&
          languages.y < brand.y + brand.height;
        expect(overlap).toBe(false);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      });
    }
  }

  test("the business's 404 page wears its name and leads home", async ({ page }) => {
    const response = await page.goto('/shawarma-house/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /shawarma-house/no-such-page');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Shawarma House' })).toBeVisible();
    await expectAxeClean(page, '404');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/shawarma-house(\/ar)?$/);
  });

  test('the tenant list at / is styled, one card per business', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('main').getByRole('link');
    await expect(links.filter({ hasText: 'Shawarma House' })).toBeVisible();
    const style = await links.first().evaluate((a) => {
      const s = getComputedStyle(a);
      return { display: s.display, padding: s.paddingTop };
    });
    expect(style.display).toBe('block');
    expect(parseFloat(style.padding)).toBeGreaterThan(4);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).maxWidth)).not.toBe('none');
    await expectAxeClean(page, '/');
  });
});

test.describe('item 17: fixture pictures without the item name painted on them', () => {
  test('the item picture has no caption band: its bottom strip is plain table top', async ({ page }) => {
    await page.goto('/shawarma-house/delivery/102/10008');
    const picture = page.locator('.item-page img').first();
    await expect(picture).toBeVisible();
    await picture.evaluate((img: HTMLImageElement) => img.decode());
    const png = await picture.screenshot();
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    // The old pictures carried the name in white on a dark band across the bottom sixth: a strip there would mix
    // white letters and dark band. The table top under the plate is one wood tone with faint grain.
    const from = Math.floor(info.height * 0.92);
    const to = Math.floor(info.height * 0.97);
    const values: number[] = [];
    for (let y = from; y < to; y++) for (let x = 0; x < info.width; x++) values.push(data[y * info.width + x]!);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    expect(sd).toBeLessThan(20);
  });
});

test.describe('pages drawn by their script', () => {
  for (const [path, ready] of [
    ['/shawarma-house/login', 'Send code'],
    ['/shawarma-house/Feedback', 'Send feedback'],
    ['/shawarma-house/ar/login', 'أرسل الرمز'],
  ] as const) {
    test(`${path} does not move on screen when its form arrives`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
            if (!e.hadRecentInput) w.shifts += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The page is drawn with its spinner first, and its script arrives later, as on a slow phone network.
      await page.route(/\/_astro\/client\.[^/]+\.js$/, async (route) => {
        await new Promise((r) => setTimeout(r, 600));
        await route.continue();
      });
      await page.goto(path);
      await expect(page.getByRole('button', { name: ready })).toBeVisible();
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);
    });
  }
});

test.describe('menu card pictures', () => {
  // Screens a customer has: a small Android phone, a mid phone at a low density, a tablet, a desktop.
  const SCREENS = [
    { width: 360, height: 780, deviceScaleFactor: 2 },
    { width: 412, height: 900, deviceScaleFactor: 1.75 },
    { width: 768, height: 1024, deviceScaleFactor: 2 },
    { width: 1280, height: 800, deviceScaleFactor: 1 },
    { width: 1920, height: 1080, deviceScaleFactor: 1 },
  ];
  for (const [ref, menu, pictureOf] of [
    // The header picture is the page's width up to `main`'s (a wide screen fetched 1536 px for 1152 shown).
    ['the header picture', '/shawarma-house/delivery', (page: Page) => page.locator('main .hero').first()],
    ['shawarma-house', '/shawarma-house/delivery', (page: Page) => page.locator('main').getByRole('article').first()],
    ['kissa-tokyo', '/kissa-tokyo/en/delivery', (page: Page) => page.locator('main').getByRole('article').first()],
    ['an item page', '/shawarma-house/delivery/101/10001', (page: Page) => page.locator('main article').first()],
  ] as const) {
    for (const screen of SCREENS) {
      test(`${ref} at ${screen.width} px × ${screen.deviceScaleFactor}: its picture is downloaded at the width it is shown, no smaller and no larger`, async ({
        browser,
      }) => {
        const page = await browser.newPage({
          viewport: { width: screen.width, height: screen.height },
          deviceScaleFactor: screen.deviceScaleFactor,
        });
        // Which cards a menu shows first depends on the hour: the page's clock is fixed.
        await page.clock.setFixedTime(NOON);
        await page.goto(menu);
        const picture = pictureOf(page).locator('img').first();
        await expect(picture).toHaveJSProperty('complete', true);
        const { shown, chosen, widths } = await picture.evaluate((img: HTMLImageElement) => ({
          shown: img.getBoundingClientRect().width * devicePixelRatio,
          chosen: Number(/-(\d+)\.webp$/.exec(img.currentSrc)?.[1]),
          widths: img.srcset.split(',').map((c) => Number(/ (\d+)w$/.exec(c.trim())?.[1])),
        }));
        // The smallest width that covers the card at the screen's density (the largest when none does).
        const needed = widths.find((w) => w >= shown - 1) ?? Math.max(...widths);
        expect(chosen, `${shown.toFixed(0)} device px shown`).toBe(needed);
        await page.close();
      });
    }
  }
});
