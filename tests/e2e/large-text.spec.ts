/**
 * Reflow with large text (WCAG 1.4.4 / 1.4.10, a11y review 6): with the browser's text at 125% on a 320 px phone and
 * at 150% on a 390 px one, no page scrolls sideways (landing, branches, menu, a dish with options, cart, checkout) in
 * English, Arabic and German (long words), and the controls that used to be cut are whole on screen: the landing's
 * order types, the opening hours, the tabs of the bottom navigation.
 */
import type { Locator, Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';

// Monday noon in Kuwait and Zürich alike: every selling type is open, so the cart takes items.
const NOON = new Date('2026-11-23T12:00:00+03:00');

/** The browser's default text size at `percent` (Chrome's "Large" is 125%, "Very large" 150%). */
async function largeText(page: Page, percent: number) {
  await page.addStyleTag({ content: `html { font-size: ${percent}% }` });
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether `locator` lies within the width of the screen with its content inside it (cut neither right nor left). */
const wholeAcross = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const screen = document.documentElement.clientWidth;
    return box.left >= -0.5 && box.right <= screen + 0.5 && el.scrollWidth <= el.clientWidth + 1;
  });

/** Whether a field's placeholder fits in its box (its text measured in the field's own font). */
const placeholderFits = (locator: Locator) =>
  locator.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(el.placeholder).width <= room;
  });

async function addTwoItems(page: Page, menu: string) {
  await page.goto(menu);
  const add = page.locator('button[data-quick-add]:not([aria-haspopup]):visible').first();
  await add.click();
  await add.click();
  await expect(page.locator('[data-toast]')).not.toBeEmpty();
}

const LANGUAGES = [
  {
    name: 'English',
    locale: 'en-US',
    pages: [
      '/shawarma-house',
      '/shawarma-house/Branches',
      '/shawarma-house/delivery',
      '/shawarma-house/delivery/103/10009',
    ],
    menu: '/shawarma-house/delivery',
    checkout: 'Go to checkout',
    placeOrder: /^Place order/,
    tabs: 'Sections',
  },
  {
    name: 'Arabic',
    locale: 'ar-KW',
    pages: [
      '/shawarma-house/ar',
      '/shawarma-house/ar/Branches',
      '/shawarma-house/ar/delivery',
      '/shawarma-house/ar/delivery/103/10009',
    ],
    menu: '/shawarma-house/ar/delivery',
    checkout: 'الانتقال إلى إتمام الطلب',
    placeOrder: /^تأكيد الطلب/,
    tabs: 'الأقسام',
  },
  {
    // Café Limmat has one selling type: its landing is its menu, and its checkout is a pickup's.
    name: 'German',
    locale: 'de-CH',
    pages: ['/cafe-limmat/Branches', '/cafe-limmat/pickup', '/cafe-limmat/pickup/201/20001'],
    menu: '/cafe-limmat/pickup',
    checkout: 'Zur Kasse',
    placeOrder: /^Zahlungspflichtig bestellen/,
    tabs: 'Bereiche',
  },
];

for (const { width, text } of [
  { width: 320, text: 125 },
  { width: 390, text: 150 },
]) {
  for (const language of LANGUAGES) {
    test.describe(`${language.name} at ${width} px with text at ${text}%`, () => {
      test.use({ viewport: { width, height: 740 }, locale: language.locale });
      test.beforeEach(async ({ page }) => {
        await page.clock.setFixedTime(NOON);
      });

      for (const path of language.pages) {
        test(`${path} does not scroll sideways and its tabs are whole on screen`, async ({ page }) => {
          await page.goto(path);
          await largeText(page, text);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await sideways(page)).toBeLessThanOrEqual(0);
          for (const tab of await page.getByRole('navigation', { name: language.tabs }).getByRole('link').all())
            expect(await wholeAcross(tab), await tab.innerText()).toBe(true);
        });
      }

      test('the menu’s search field shows its whole hint', async ({ page }) => {
        await page.goto(language.menu);
        await largeText(page, text);
        const field = page.getByRole('search').getByRole('searchbox');
        await expect(field).toBeVisible();
        expect(await placeholderFits(field), (await field.getAttribute('placeholder')) ?? '').toBe(true);
      });

      test('the cart and the checkout do not scroll sideways', DATE_SENSITIVE, async ({ page }) => {
        await addTwoItems(page, language.menu);
        await page.goto(`${language.menu}/cart`);
        await largeText(page, text);
        await expect(page.getByRole('link', { name: language.checkout })).toBeVisible();
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await page.goto(`${language.menu}/checkout`);
        await largeText(page, text);
        await expect(page.getByRole('button', { name: language.placeOrder })).toBeVisible();
        // A delivery asks for the area first: its dialog closed, the form behind it is what is measured.
        await page.keyboard.press('Escape');
        expect(await sideways(page)).toBeLessThanOrEqual(0);
      });
    });
  }

  test.describe(`at ${width} px with text at ${text}%`, () => {
    test.use({ viewport: { width, height: 740 } });
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(NOON);
    });

    test('the landing’s order types are whole on screen, each with its open or closed badge', async ({ page }) => {
      await page.goto('/shawarma-house');
      await largeText(page, text);
      const types = page.getByRole('region', { name: 'How would you like to order?' }).getByRole('link');
      await expect(types).toHaveCount(4);
      for (const type of await types.all()) {
        await type.scrollIntoViewIfNeeded();
        await expect(type).toBeInViewport({ ratio: 1 });
        expect(await wholeAcross(type), await type.innerText()).toBe(true);
      }
    });

    test('every day’s opening hours are whole on screen', async ({ page }) => {
      await page.goto('/shawarma-house/Branches');
      await largeText(page, text);
      const hours = page.getByRole('definition');
      await expect(hours.first()).toBeVisible();
      for (const day of await hours.all()) {
        await day.scrollIntoViewIfNeeded();
        await expect(day).toBeInViewport({ ratio: 1 });
        expect(await wholeAcross(day), await day.innerText()).toBe(true);
      }
    });
  });
}
