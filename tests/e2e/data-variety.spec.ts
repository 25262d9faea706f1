/**
 * Unusual but valid data (sample-api/fixtures/odd-data.ts): very long names, one unbroken 40-letter word, names in
 * the other locale's script, emoji, no pictures at all, a dish with 15 sizes and 10 option groups, a free dish, a
 * branch without address or phone and no opening hours. The storefront still shows every word and no empty space.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ODD_TEXTS } from '../../sample-api/fixtures/odd-data.ts';
import { addedToCart } from './menuKit.ts';

/** Whether the text of an element is wider than the element (cut off or spilling out of its box). */
const spills = (element: Locator) => element.evaluate((el) => el.scrollWidth > el.clientWidth + 1);

for (const [name, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test('a dish named with one long unbroken word shows the whole word in its menu card', async ({ page }) => {
      await page.goto('/odd-data/pickup');
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: ODD_TEXTS.longWord }) });
      await expect(card).toBeVisible();
      expect(await spills(card.getByRole('heading', { name: ODD_TEXTS.longWord }))).toBe(false);
      expect(await spills(card.getByText(`${ODD_TEXTS.longWord}${ODD_TEXTS.longWord}`))).toBe(false);
    });
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [path, edge] of [
    ['/odd-data/pickup/951/95001', 'left'],
    ['/odd-data/ar/pickup/951/95001', 'right'],
  ] as const) {
    test(`the page of a dish without a picture leaves no empty picture column (${path})`, async ({ page }) => {
      await page.goto(path);
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      const trail = await page.getByRole('navigation', { name: /Breadcrumb|مسار/ }).boundingBox();
      if (!heading || !trail) throw new Error('no heading or breadcrumb');
      // The dish's name starts where the page's content starts, not halfway across beside nothing.
      const start = (box: typeof heading) => (edge === 'left' ? box.x : box.x + box.width);
      expect(Math.abs(start(heading) - start(trail))).toBeLessThanOrEqual(2);
    });
  }
});

/** Whether an element's closing character is drawn right after its last letter, as in left-to-right text. */
const fullStopAfterLastLetter = (element: Locator) =>
  element.evaluate((el) => {
    const text = el.firstChild as Text;
    const box = (start: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + 1);
      return range.getBoundingClientRect();
    };
    const end = text.data.trimEnd().length;
    const letter = box(end - 2);
    const stop = box(end - 1);
    return Math.abs(stop.top - letter.top) < 1 && stop.left >= letter.right - 1;
  });

test.describe('an English description on the Arabic page reads left to right, its full stop at its end', () => {
  const sentence = 'Free-range chicken with garlic toum and pickled turnips.';
  for (const [where, path] of [
    ['on the dish page', '/odd-data/ar/pickup/951/95001'],
    ['in the menu card', '/odd-data/ar/pickup'],
  ] as const) {
    test(where, async ({ page }) => {
      await page.goto(path);
      const text = page.getByText(sentence, { exact: true });
      await expect(text).toBeVisible();
      expect(await fullStopAfterLastLetter(text)).toBe(true);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the checkout of a dish named with one long unbroken word does not scroll sideways', async ({ page }) => {
    await page.goto('/odd-data/pickup');
    await page.getByRole('button', { name: new RegExp(ODD_TEXTS.longWord) }).click();
    await addedToCart(page);
    await page.goto('/odd-data/pickup/checkout');
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: ODD_TEXTS.longWord })).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
  });
});

test.describe('on a phone, beside a long category name', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the count of dishes stays on one line', async ({ page }) => {
    await page.goto('/odd-data/pickup');
    const count = page.getByRole('link', { name: /^View all in Our Grandmother.*: 3 items$/ });
    await expect(count).toBeVisible();
    const lines = await count.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });
});

test.describe('on a phone, the chip of a long category name', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, name] of [
    ['/odd-data/pickup', ODD_TEXTS.longCategory],
    ['/odd-data/ar/pickup', ODD_TEXTS.longCategoryArabic],
  ] as const) {
    test(`is no wider than the screen and keeps the whole name as its name (${path})`, async ({ page }) => {
      await page.goto(path);
      const chip = page.getByRole('navigation', { name: /^(Categories|الفئات)$/ }).getByRole('link', { name });
      await expect(chip).toBeVisible();
      await expect(chip).toHaveAccessibleName(name);
      const box = await chip.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(390);
    });
  }
});

/** The direction an element's text is laid out in: 'ltr' or 'rtl'. */
const direction = (element: Locator) => element.evaluate((el) => getComputedStyle(el).direction);

test('an English dish name on the Arabic page reads left to right in the breadcrumb, the cart and at checkout', async ({
  page,
}) => {
  const name = ODD_TEXTS.englishOnArabic;
  // Every element holding the name and nothing else (a line's name, the name inside "Remove …").
  const everyPlace = async (where: Locator) => {
    const places = where.getByText(name, { exact: true });
    await expect(places.first()).toBeVisible();
    return Promise.all((await places.all()).map(direction));
  };

  await page.goto('/odd-data/ar/pickup/951/95003');
  expect(await everyPlace(page.getByRole('navigation', { name: 'مسار التنقل' }))).toEqual(['ltr']);

  await page.goto('/odd-data/ar/pickup');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await addedToCart(page);
  await page.goto('/odd-data/ar/pickup/cart');
  const cart = await everyPlace(page.getByRole('main').getByRole('listitem'));
  expect(cart.length).toBeGreaterThan(0);
  expect(cart.every((d) => d === 'ltr')).toBe(true);

  await page.goto('/odd-data/ar/pickup/checkout');
  expect(await everyPlace(page.getByRole('region', { name: 'ملخص الطلب' }))).toEqual(['ltr']);
});
