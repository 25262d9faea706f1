/**
 * A customer browsing the storefront in Chromium, as a person would: by roles and names.
 */
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';

// Monday noon in Kuwait: which categories a menu shows depends on the hour (a breakfast-only category).
const NOON = new Date('2026-11-23T12:00:00+03:00');

test.describe('browsing in English', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
  });

  test('landing → menu → category → item at the Kuwaiti restaurant', DATE_SENSITIVE, async ({ page }) => {
    await page.goto('/shawarma-house');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shawarma House');
    await page
      .getByRole('link', { name: /Delivery/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/shawarma-house\/delivery$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery menu');
    const category = page.getByRole('link', { name: /^View all in / }).first();
    // Named "View all in {category}: {n} items", the words it shows ("{n} items") included.
    const label = (await category.getAttribute('aria-label')) ?? '';
    expect(label).toContain(await category.innerText());
    const categoryName = label.replace(/^View all in (.*): \d+ items?$/, '$1');
    await category.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
    const itemLink = page.locator('main').getByRole('article').first().getByRole('link').first();
    const itemName = (await itemLink.textContent())!.trim();
    await itemLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(itemName);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: categoryName, exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('the five bottom tabs are home, menu, cart, profile and more, in that order', async ({ page }) => {
    await page.goto('/shawarma-house/delivery');
    const tabs = page.getByRole('navigation', { name: 'Sections' }).getByRole('link');
    await expect(tabs).toHaveText(['Home', 'Menu', 'Cart', 'Profile', /^More/]);
    await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page');
  });

  test('on a 360 px phone each bottom tab reads on one line, in English, Arabic, German and French', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    const page = await context.newPage();
    for (const path of [
      '/shawarma-house/delivery',
      '/shawarma-house/ar/delivery',
      '/cafe-limmat/pickup',
      '/cafe-limmat/fr/pickup',
    ]) {
      await page.goto(path);
      const tabs = page
        .getByRole('navigation')
        .filter({ has: page.locator('a[data-tab]') })
        .getByRole('link');
      for (const tab of await tabs.all()) {
        const [text, lines] = await tab.evaluate((a) => {
          const label = a.querySelector('span')!;
          return [
            label.firstChild?.textContent,
            label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight),
          ];
        });
        expect(lines, `${path}: "${text}"`).toBeLessThan(1.5);
      }
    }
    await context.close();
  });

  test('the More tab shows "More" and tells a screen reader and a crawler where it leads', async ({ page }) => {
    await page.goto('/shawarma-house/delivery');
    const more = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^More/ });
    // Named by what the more page holds, starting with the word shown (WCAG 2.5.3); "More" alone is a link text
    // crawlers read as saying nothing (Lighthouse's link-text audit).
    await expect(more).toHaveAccessibleName('More (Branches, Policies, and Settings)');
    expect(await more.evaluate((a) => (a as HTMLElement).innerText.replace(/\s+/g, ' ').trim())).not.toBe('More');
    // What the eye sees is the word alone: the rest takes no room on screen.
    const label = more.locator('span').first();
    await expect(label).toBeVisible();
    const [shownText, restWidth] = await label.evaluate((el) => [
      el.firstChild?.textContent,
      (el.lastElementChild as HTMLElement | null)?.getBoundingClientRect().width,
    ]);
    expect(shownText).toBe('More');
    expect(restWidth).toBeLessThanOrEqual(1);
  });

  test('the menu and cart tabs of other pages lead back to the selling type used last', async ({ page }) => {
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    await page.goto('/shawarma-house/more');
    await expect(tabs.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/shawarma-house/delivery');
    await page.goto('/shawarma-house/pickup');
    await page.goto('/shawarma-house/more');
    await expect(tabs.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/shawarma-house/pickup');
    await expect(tabs.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/shawarma-house/pickup/cart');
    await tabs.getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/pickup$/);
  });
});

test.describe('browsing in Arabic', () => {
  test.use({ locale: 'ar-KW' });
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
  });

  test('landing → menu → category → item, right to left', DATE_SENSITIVE, async ({ page }) => {
    await page.goto('/shawarma-house');
    // First visit: the browser language takes the visitor to the Arabic pages.
    await expect(page).toHaveURL(/\/shawarma-house\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.getByRole('link', { name: /توصيل/ }).first().click();
    await expect(page).toHaveURL(/\/shawarma-house\/ar\/delivery$/);
    await page.locator('main section[data-category-id]:not([hidden]) .category-head a').first().click();
    await expect(page).toHaveURL(/\/ar\/delivery\/\d+$/);
    await page.locator('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/ar\/delivery\/\d+\/\d+$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const cookies = await page.context().cookies();
    const locale = cookies.find((c) => c.name === 'i18n_redirected');
    expect(locale?.value).toBe('ar');
    expect(locale?.sameSite).toBe('Lax');
    expect(locale!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });

  test('choosing English in the switcher sticks on the next visit', async ({ page }) => {
    await page.goto('/shawarma-house/ar/delivery');
    await page
      .getByRole('navigation', { name: /اللغة|Language/ })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/shawarma-house\/delivery$/);
    await page.goto('/shawarma-house');
    await expect(page).toHaveURL(/\/shawarma-house$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('live availability', () => {
  test(
    'a category outside its hours is hidden when the clock is set there, and shown inside them',
    DATE_SENSITIVE,
    async ({ page }) => {
      // Breakfast is served 06:00–11:00 in Kuwait.
      await page.clock.setFixedTime(new Date('2026-11-23T15:00:00+03:00'));
      await page.goto('/shawarma-house/delivery');
      await expect(page.getByRole('heading', { name: 'Breakfast', level: 2 })).toBeHidden();
      await page.clock.setFixedTime(new Date('2026-11-23T08:00:00+03:00'));
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Breakfast', level: 2 })).toBeVisible();
    },
  );

  test(
    'a "most ordered" dish is listed only while its own category is served (desserts from 2 pm)',
    DATE_SENSITIVE,
    async ({ page }) => {
      const mostOrdered = page.getByRole('region', { name: 'Most ordered' });
      // Monday 12:00 in Kuwait: desserts (14:00–23:30) are not served, the wraps are.
      await page.clock.setFixedTime(new Date('2026-11-23T12:00:00+03:00'));
      await page.goto('/shawarma-house/delivery');
      await expect(mostOrdered.getByRole('link', { name: 'Chicken Shawarma Wrap', exact: true })).toBeVisible();
      await expect(mostOrdered.getByRole('link', { name: 'Kunafa', exact: true })).toBeHidden();
      await expect(mostOrdered.getByRole('button', { name: /Kunafa/ })).toBeHidden();
      await page.clock.setFixedTime(new Date('2026-11-23T15:00:00+03:00'));
      await page.reload();
      await expect(mostOrdered.getByRole('link', { name: 'Kunafa', exact: true })).toBeVisible();
      await mostOrdered.getByRole('button', { name: /Kunafa/ }).click();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
    },
  );

  test(
    'a dish whose category is not served now is not offered on its category and item pages (no add, quantity or note), and is at its hours',
    DATE_SENSITIVE,
    async ({ page }) => {
      // Breakfast (06:00–11:00 in Kuwait) at 15:00: its own page keeps it and says why it cannot be ordered.
      await page.clock.setFixedTime(new Date('2026-11-23T15:00:00+03:00'));
      await page.goto('/shawarma-house/delivery/101');
      await expect(page.getByText('Not available right now')).toBeVisible();
      await expect(page.locator('main').getByRole('button', { name: /^Add/ })).toHaveCount(0);
      await page.locator('main').getByRole('article').first().getByRole('link').first().click();
      await expect(page.getByText('Not available right now')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeHidden();
      // Nothing to fill in for an order that cannot be placed: no quantity, no note for the kitchen.
      await expect(page.getByRole('textbox', { name: 'Quantity' })).toBeHidden();
      await expect(page.getByRole('textbox', { name: 'Note for the kitchen' })).toBeHidden();
      await expect(page.getByRole('link', { name: /Cart/ }).first()).not.toContainText(/[1-9]/);
      await page.clock.setFixedTime(new Date('2026-11-23T08:00:00+03:00'));
      await page.reload();
      await expect(page.getByText('Not available right now')).toBeHidden();
      await expect(page.getByRole('textbox', { name: 'Quantity' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Note for the kitchen' })).toBeVisible();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('status').filter({ hasText: /added/i })).toBeVisible();
    },
  );

  test(
    'with delivery closed, its menu offers the other selling types one tap away',
    DATE_SENSITIVE,
    async ({ page }) => {
      // Monday 09:00 in Kuwait: delivery opens at 10:00, car pickup at 08:00.
      await page.clock.setFixedTime(new Date('2026-11-23T09:00:00+03:00'));
      await page.goto('/shawarma-house/delivery');
      const badge = page.getByRole('status').filter({ hasText: /Open now|Closed now/ });
      await expect(badge).toHaveText('Closed now');
      const types = page.getByRole('navigation', { name: 'How would you like to order?' });
      await expect(types.getByRole('link')).toHaveText(['Delivery', 'Car pickup', 'Dine-in', 'Reservation']);
      await expect(types.getByRole('link', { name: 'Delivery' })).toHaveAttribute('aria-current', 'page');
      await types.getByRole('link', { name: 'Car pickup' }).click();
      await expect(page).toHaveURL(/\/shawarma-house\/pickup$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car pickup menu');
      await expect(badge).toHaveText('Open now');
      await expect(types.getByRole('link', { name: 'Car pickup' })).toHaveAttribute('aria-current', 'page');
    },
  );

  test(
    'a category says how many dishes the chosen branch offers, in English and in Arabic (its dual and singular without a number)',
    DATE_SENSITIVE,
    async ({ page }) => {
      await page.clock.setFixedTime(NOON);
      // Lamb Chops (Grills › Meat) is sold in Kuwait City and Salmiya, not in Jahra.
      await page.goto('/shawarma-house/delivery');
      await expect(page.getByRole('link', { name: 'View all in Grills: 5 items' })).toHaveText('5 items');
      // Arabic's dual and singular say their number: "صنفان", "صنف واحد", not "2 صنفان".
      await page.goto('/shawarma-house/ar/delivery/104');
      await expect(page.getByRole('link', { name: 'عرض الكل في لحم: صنفان' })).toHaveText('صنفان');
      await page.goto('/shawarma-house/settings');
      await page.getByRole('group', { name: 'Branch' }).getByRole('radio', { name: 'Jahra' }).check();
      await page.goto('/shawarma-house/delivery');
      await expect(page.getByRole('link', { name: 'Lamb Chops' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'View all in Grills: 4 items' })).toHaveText('4 items');
      // The category's own page counts its subcategories' dishes the same way.
      await page.goto('/shawarma-house/delivery/104');
      await expect(page.getByRole('link', { name: 'View all in Meat: 1 item' })).toHaveText('1 item');
      await page.goto('/shawarma-house/ar/delivery');
      await expect(page.getByRole('link', { name: 'عرض الكل في مشويات: 4 أصناف' })).toHaveText('4 أصناف');
      // Counted in the page by its script, with the same words.
      await page.goto('/shawarma-house/ar/delivery/104');
      await expect(page.getByRole('link', { name: 'عرض الكل في لحم: صنف واحد' })).toHaveText('صنف واحد');
    },
  );

  test(
    "on the landing, open or closed is part of each selling type's link, not a status said as the page loads",
    DATE_SENSITIVE,
    async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-23T12:00:00+03:00'));
      await page.goto('/shawarma-house');
      await expect(page.getByRole('link', { name: 'Delivery Open now' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Open now|Closed now/ })).toHaveCount(0);
    },
  );

  test('the open/closed badge follows the weekly hours in the business time zone', DATE_SENSITIVE, async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T12:00:00+03:00'));
    await page.goto('/shawarma-house/delivery');
    await expect(page.getByRole('status').filter({ hasText: /Open now|Closed now/ })).toHaveText('Open now');
    await page.clock.setFixedTime(new Date('2026-11-23T05:00:00+03:00'));
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /Open now|Closed now/ })).toHaveText('Closed now');
  });
});

test.describe('themes', () => {
  test('dark mode on renders dark whatever the system says', async ({ browser }) => {
    const page = await browser.newPage({ locale: 'fa-IR' });
    await page.emulateMedia({ colorScheme: 'light' });
    // Sofreh is a digital menu (hidden prices): its landing goes straight to the menu, so open that.
    await page.goto('/sofreh/delivery');
    const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(bg).toBe('rgb(18, 18, 18)');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('dark mode auto follows the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/shawarma-house');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(18, 18, 18)',
    );
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
  });
});

test.describe('routing', () => {
  test('a business with one selling type opens straight on its menu', async ({ browser }) => {
    const page = await browser.newPage({ locale: 'de-CH' });
    await page.goto('/cafe-limmat');
    await expect(page).toHaveURL(/\/cafe-limmat\/pickup$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a visitor whose browser prefers French lands on the French menu', async ({ browser }) => {
    const page = await browser.newPage({ locale: 'fr-CH' });
    await page.goto('/cafe-limmat');
    await expect(page).toHaveURL(/\/cafe-limmat\/fr\/pickup$/);
  });

  test('a trailing slash redirects to the path without it', async ({ request }) => {
    const res = await request.get('/shawarma-house/delivery/', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/shawarma-house/delivery');
  });

  test('an unknown path shows Page Not Found with the path, status 404', async ({ page }) => {
    const res = await page.goto('/shawarma-house/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /shawarma-house/no-such-page');
  });

  test('on a phone the not-found page wraps a long address between its segments, never inside an id', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/shawarma-house/delivery/103/99999999');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Page Not Found: /shawarma-house/delivery/103/99999999');
    // Each segment ("/shawarma-house", "/99999999") is drawn on one line: one box per text.
    const boxes = await heading.evaluate((h) =>
      [...h.querySelector('[data-nf-path]')!.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
    );
    expect(boxes).toEqual([1, 1, 1, 1]);
    // It did wrap: the address is wider than a phone at the heading's size.
    expect((await heading.boundingBox())!.width).toBeLessThanOrEqual(390);
  });

  test('an address typed in lowercase (or capitals) reaches the page it means: /branches is the Branches page', async ({
    page,
  }) => {
    await page.goto('/shawarma-house/branches');
    await expect(page).toHaveURL(/\/shawarma-house\/Branches$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Branches');
    await page.goto('/shawarma-house/AR/Policies?from=qr');
    await expect(page).toHaveURL(/\/shawarma-house\/ar\/Policies\?from=qr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // An address that is wrong whatever its case stays the not-found page.
    await page.goto('/shawarma-house/Delivery/999');
    await expect(page).toHaveURL(/\/shawarma-house\/delivery\/999$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /shawarma-house/delivery/999');
  });

  test('an unknown address under the Arabic pages is answered in Arabic, right to left, with Arabic ways back', async ({
    page,
  }) => {
    const res = await page.goto('/shawarma-house/ar/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'الصفحة غير موجودة: /shawarma-house/ar/no-such-page',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute(
      'href',
      '/shawarma-house/ar',
    );
    await expect(page.getByRole('link', { name: 'المتابعة إلى القائمة' })).toHaveAttribute(
      'href',
      '/shawarma-house/ar/delivery',
    );
    // The default language's texts are not read out beside them.
    await expect(page.getByRole('heading')).toHaveCount(1);
    // The header names the business as the Arabic pages do and leads to the Arabic home.
    const brand = page.getByRole('banner').getByRole('link');
    await expect(brand).toHaveText('بيت الشاورما');
    await expect(brand).toHaveAttribute('href', '/shawarma-house/ar');
    // The languages lead to the home page in each (this address has no page in any), and the choice is remembered.
    const languages = page.getByRole('navigation', { name: 'اللغة' });
    await expect(languages.getByRole('link', { name: 'العربية' })).toHaveAttribute('aria-current', 'true');
    await languages.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/shawarma-house$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await page.context().cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
    // An address outside the Arabic pages keeps the default language.
    await page.goto('/shawarma-house/arabic-food');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /shawarma-house/arabic-food');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('the payment failure page names the order and sends "Back to checkout" to the checkout of its selling type', async ({
    page,
  }) => {
    await page.goto('/shawarma-house/payment/fail?order=ABC123&type=pickup');
    await expect(page.getByText('Reference: ABC123')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/shawarma-house/pickup/checkout',
    );
    await page.goto('/shawarma-house/payment/fail?type=__proto__');
    await expect(page.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/shawarma-house/delivery/checkout',
    );
  });

  test('an order id route is served by its shell page', async ({ page }) => {
    const res = await page.goto('/shawarma-house/order/12345');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order');
  });

  test('the error screen shows the 433 page and titles itself with the status', async ({ page }) => {
    await page.goto('/shawarma-house/error?status=433');
    await expect(page.getByRole('alert')).toContainText('not accepting orders');
    await expect(page).toHaveTitle('Shawarma House 433');
    await page.goto('/shawarma-house/error?status=418&message=Teapot%20%3Cb%3Eonly%3C%2Fb%3E');
    await expect(page.getByRole('alert')).toContainText('Teapot <b>only</b>');
  });

  test('hashed assets are cached for a year and pages briefly, compressed with brotli', async ({ request }) => {
    const page = await request.get('/shawarma-house/delivery', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers()['cache-control']).toContain('max-age=60');
    expect(page.headers()['content-encoding']).toBe('br');
    const html = await page.text();
    const img = html.match(/\/shawarma-house\/_img\/[a-f0-9]+-\d+\.webp/)?.[0];
    expect(img).toBeTruthy();
    const asset = await request.get(img!);
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['content-type']).toBe('image/webp');
  });

  test('the root lists every storefront', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Shawarma House', 'Café Limmat', 'Kissa Tokyo']) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
  });
});

test('tenant markup is rendered inert: nothing runs, no handler, no javascript: link', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  for (const path of ['/evil-eats', '/evil-eats/delivery', '/evil-eats/Policies', '/evil-eats/Branches']) {
    await page.goto(path);
    const bad = await page.evaluate(() => {
      const found: string[] = [];
      for (const el of document.querySelectorAll('*')) {
        for (const attr of el.getAttributeNames()) if (attr.startsWith('on')) found.push(`${el.tagName}[${attr}]`);
        const href = el.getAttribute('href') ?? '';
        if (/^\s*javascript:/i.test(href)) found.push(`${el.tagName} href=${href}`);
      }
      for (const s of document.querySelectorAll('script'))
        if (/alert\(/.test(s.textContent ?? '') && s.type !== 'application/ld+json') found.push('script with alert');
      return found;
    });
    expect(bad, path).toEqual([]);
  }
  // The markup shows as text.
  await page.goto('/evil-eats');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>');
  expect(dialogs).toEqual([]);
});

test('the Branches page says when each selling type takes orders, beside the branches’ own opening hours', async ({
  page,
}) => {
  await page.goto('/shawarma-house/Branches');
  // A branch closing at 10:00 PM while delivery runs to 2:00 AM: both said, so an order at 10:30 PM surprises nobody.
  const jahra = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Jahra' }) });
  await expect(jahra.getByRole('definition').first()).toHaveText('7:00 AM – 10:00 PM');
  const hours = page.getByRole('region', { name: 'Hours for orders' });
  await expect(hours.getByRole('heading', { level: 3 })).toHaveText(['Delivery', 'Car pickup', 'Dine-in']);
  const rows = await hours.getByRole('term').allTextContents();
  // A Kuwaiti week, from Saturday (domain/week.ts): Friday, the day off, ends it.
  expect(rows.slice(0, 3)).toEqual(['Every day', 'Saturday – Thursday', 'Friday']);
  await expect(hours.getByRole('definition').nth(0)).toHaveText('10:00 AM – 2:00 AM');
  await expect(hours.getByRole('definition').nth(2)).toHaveText('Closed');
  // In Arabic, in its words.
  await page.goto('/shawarma-house/ar/Branches');
  const ar = page.getByRole('region', { name: 'ساعات الطلب' });
  await expect(ar.getByRole('term').first()).toHaveText('كل يوم');
});

test('on a phone in Arabic, a day with two shifts wraps between the shifts, never inside one', async ({ page }) => {
  await page.goto('/shawarma-house/ar/Branches');
  const monday = page.getByRole('listitem').filter({ hasText: 'مدينة الكويت' }).getByRole('definition').first();
  await expect(monday).toContainText('و');
  // Each shift is drawn on one line (its boxes, one per direction run, share one top); the day as a whole takes
  // two lines in the phone's narrow column.
  const lines = await monday.evaluate((dd) => ({
    shifts: [...dd.children].map((shift) => new Set([...shift.getClientRects()].map((r) => Math.round(r.top))).size),
    height: dd.getBoundingClientRect().height / parseFloat(getComputedStyle(dd).lineHeight),
  }));
  expect(lines.shifts).toEqual([1, 1]);
  // Two lines at most: the break, where the fonts need one, falls between the shifts (a wider Arabic font wraps
  // there; a narrower one fits the day on one line).
  expect(Math.round(lines.height)).toBeLessThanOrEqual(2);
});
