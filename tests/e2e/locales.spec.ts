/**
 * Every locale of a business, in the browser (issue 14), on Dastarkhwan: a Lahori restaurant in Urdu (default,
 * right to left), Turkish, Chinese, Hindi, Korean and Bengali, with no English. For each language: `lang` and
 * `dir` on <html>, no i18next key path shown (a missing key), no English string of en.json left on the page,
 * prices and times in the local form (Bengali digits, whole rupees), the page no wider than the phone, the
 * fonts of the script in the language's order and none downloaded. Then dates at checkout, and digits typed
 * with the page language's keyboard.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';
import { addFirstItem } from './menuKit.ts';

const REF = 'dastarkhwan';
const LOCALES = ['ur', 'tr', 'zh', 'hi', 'ko', 'bn'] as const;
type Locale = (typeof LOCALES)[number];
const RTL: readonly string[] = ['ur'];
const base = (locale: Locale) => (locale === 'ur' ? `/${REF}` : `/${REF}/${locale}`);

// Monday 14:00 in Lahore: delivery (11:00–23:30) and dine-in are open.
const AFTERNOON = new Date('2026-11-23T14:00:00+05:00');

/** Nested strings → dotted key → text. */
function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (typeof value === 'string') out.set(prefix, value);
  return out;
}
const strings = (locale: string) =>
  flatten(JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8')));
const english = strings('en');

/** Every key path i18next would print for a missing key: the full keys and the stems of plural keys. */
const KEY_PATHS = [
  ...new Set([...english.keys()].flatMap((key) => [key, key.replace(/_(zero|one|two|few|many|other)$/, '')])),
];

/** en.json keys whose text may appear as it is in any language (as in src/i18n/locales.test.ts). */
const SAME_IN_ANY_LANGUAGE = new Set(['account.channel_whatsapp', 'account.channel_sms', 'item.calories']);
const PLACEHOLDER = /\{\{[^{}]*\}\}/g;

/**
 * The English fragments a page in `locale` must not show: the parts between placeholders of every en.json
 * string, longer than 3 characters, except where the locale's own string is the same (a listed cognate).
 */
function englishFragments(locale: Locale): string[] {
  const own = strings(locale);
  const fragments = new Set<string>();
  const cognates = new Set<string>();
  for (const [key, text] of english) {
    if (SAME_IN_ANY_LANGUAGE.has(key)) continue;
    const mine = own.get(key) ?? own.get(key.replace(/_(one|other)$/, '_other'));
    if (mine !== undefined && mine.replace(PLACEHOLDER, '').trim() === text.replace(PLACEHOLDER, '').trim()) continue;
    for (const part of text.split(PLACEHOLDER)) {
      const fragment = part.trim().replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');
      // A word a translation keeps as it is (Turkish "minimum") is the language's own word: not English anywhere.
      if (mine !== undefined && wordsFound(mine.replace(PLACEHOLDER, ' '), [fragment]).length) cognates.add(fragment);
      else if (fragment.length > 3 && /\p{L}/u.test(fragment)) fragments.add(fragment);
    }
  }
  return [...fragments].filter((f) => !cognates.has(f));
}

/** The business's own data that is written in Latin letters whatever the language (never UI strings). */
const BUSINESS_DATA = ['Dastarkhwan', 'Gulberg', 'Anarkali', 'instagram'];

/** What a visitor reads or hears: the title, the visible text and the labels of the page. */
async function readable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    // Spaces as plain spaces, and the invisible direction isolates (checked on their own) left out.
    return [document.title, document.body.innerText, ...labels]
      .join('\n')
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/[\u2066-\u2069]/g, '');
  });
}

/** Whole-word occurrences (letters on neither side) of `needles` in `text`. */
function wordsFound(text: string, needles: readonly string[]): string[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return needles.filter((n) => new RegExp(`(?<![\\p{L}\\p{N}_.])${escape(n)}(?![\\p{L}\\p{N}_])`, 'u').test(text));
}

/** Opens a page of the business in `locale` (the language cookie set, as after choosing it). */
async function open(page: Page, locale: Locale, path: string) {
  await page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: 'http://localhost' }]);
  await page.goto(`${base(locale)}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(AFTERNOON);
});

/** Static pages and islands of every kind: landing, menu, category, item, cart, login, info pages, 404. */
const PAGES = [
  '',
  '/delivery',
  '/delivery/501',
  '/delivery/501/50001',
  '/delivery/cart',
  '/login',
  '/Branches',
  '/Policies',
  '/more',
  '/settings',
];

for (const locale of LOCALES) {
  test(`${locale}: every page says lang="${locale}" dir="${RTL.includes(locale) ? 'rtl' : 'ltr'}", with no key path and no English`, async ({
    page,
  }) => {
    const fragments = englishFragments(locale);
    for (const path of PAGES) {
      await open(page, locale, path);
      await expect(page.locator('html')).toHaveAttribute('dir', RTL.includes(locale) ? 'rtl' : 'ltr');
      // Islands render after load: wait until the main region has its text.
      await expect(page.locator('main')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      const text = await readable(page);
      expect(wordsFound(text, KEY_PATHS), `key paths on ${path}`).toEqual([]);
      const left = wordsFound(text, fragments).filter((f) => !BUSINESS_DATA.includes(f));
      expect(left, `English on ${base(locale)}${path}`).toEqual([]);
      // Nothing is wider than the phone (six language names in the header once were).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    }
  });
}

test('the checks above find key paths and English where they are', async ({ page }) => {
  // An English page read with the Turkish list of English fragments: the check is not blind.
  await page.goto('/sofreh/en/delivery');
  const text = await readable(page);
  expect(wordsFound(text, englishFragments('tr')).length).toBeGreaterThan(3);
  expect(wordsFound(`${text}\nmenu.items`, KEY_PATHS)).toEqual(['menu.items']);
  expect(wordsFound('order.titles sofreh.example', KEY_PATHS)).toEqual([]);
});

/** Prices as Intl writes PKR (0 decimals) in each language: Bengali in its own digits. */
const PRICES: Record<Locale, { kebab: string; karahi: string }> = {
  ur: { kebab: 'Rs 950', karahi: 'Rs 1,450' },
  tr: { kebab: 'PKR 950', karahi: 'PKR 1.450' },
  zh: { kebab: 'PKR 950', karahi: 'PKR 1,450' },
  hi: { kebab: 'PKR 950', karahi: 'PKR 1,450' },
  ko: { kebab: 'PKR 950', karahi: 'PKR 1,450' },
  bn: { kebab: '৯৫০ PKR', karahi: '১,৪৫০ PKR' },
};

/** Opening hours as each language writes times (08:00–00:30 every day). */
const HOURS: Record<Locale, RegExp> = {
  ur: /8:00 AM – 12:30 AM/,
  tr: /8:00 – 0:30/,
  zh: /8:00 – 0:30/,
  hi: /8:00 am – 12:30 am/,
  ko: /오전 8:00 – 오전 12:30/,
  bn: /৮:০০ AM – ১২:৩০ AM/,
};

for (const locale of LOCALES) {
  test(`${locale}: prices in whole rupees and opening hours as the language writes them`, async ({ page }) => {
    await open(page, locale, '/delivery');
    const menu = await readable(page);
    expect(menu).toContain(PRICES[locale].kebab);
    expect(menu).toContain(PRICES[locale].karahi);
    // Whole rupees: no decimals after any price.
    expect(menu).not.toMatch(/(950|৯৫০)[.,][0-9০-৯]/);
    if (locale === 'bn') expect(menu).not.toMatch(/PKR\s*[0-9]|[0-9]\s*PKR/);

    await open(page, locale, '/Branches');
    expect(await readable(page)).toMatch(HOURS[locale]);
    // In Urdu each time is isolated, or "8:00 AM – 12:30 AM" would be reordered around its Latin letters.
    const raw = await page.locator('main').innerText();
    if (RTL.includes(locale)) expect(raw).toContain('\u20688:00 AM\u2069 – \u206812:30 AM\u2069');
    else expect(raw).not.toMatch(/[\u2066-\u2069]/);
  });
}

test('the pages use the fonts of their script in their language order, and download none', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf)(\?|$)/.test(request.url())) fonts.push(request.url());
  });
  const fontOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);

  await open(page, 'ur', '/delivery');
  // Urdu is Nastaliq, before any Latin system font (Segoe UI and Roboto would draw it as Naskh).
  expect(await fontOf('h1')).toMatch(/^"Noto Nastaliq Urdu"/);
  // The switcher's names take their own language's fonts.
  expect(await fontOf('.lang-switch a[lang="zh"]')).toMatch(/"PingFang SC".*"Hiragino Sans"/);

  await open(page, 'zh', '/delivery');
  // Simplified Chinese Han glyphs before Japanese ones.
  expect(await fontOf('h1')).toMatch(/"PingFang SC".*"Microsoft YaHei".*"Noto Sans CJK SC".*"Hiragino Sans"/);
  expect(await fontOf('.lang-switch a[lang="ur"]')).toMatch(/^"Noto Nastaliq Urdu"/);

  await open(page, 'ko', '/delivery');
  expect(await fontOf('h1')).toMatch(/"Apple SD Gothic Neo".*"Malgun Gothic".*"PingFang SC"/);

  await open(page, 'hi', '/delivery/501/50001');
  const hindi = await fontOf('h1');
  for (const family of ['Nirmala UI', 'Noto Sans Devanagari', 'Kohinoor Devanagari']) expect(hindi).toContain(family);

  await open(page, 'bn', '/delivery/501');
  expect(await fontOf('h1')).toContain('Noto Sans Bengali');
  expect(fonts).toEqual([]);
});

test(
  'checkout writes the days and times of scheduled slots in the page language and its digits',
  DATE_SENSITIVE,
  async ({ page }) => {
    const expected: Partial<Record<Locale, { day: RegExp; time: RegExp }>> = {
      // Tuesday 24 November, the second day offered.
      zh: { day: /^11月24日星期二$/, time: /^\d{1,2}:\d{2}–\d{1,2}:\d{2}$/ },
      bn: { day: /^মঙ্গলবার ২৪ নভেম্বর$/, time: /^[০-৯]{1,2}:[০-৯]{2} [AP]M–[০-৯]{1,2}:[০-৯]{2} [AP]M$/ },
      // Each time isolated in the right-to-left page.
      ur: { day: /^منگل، 24 نومبر$/, time: /^\u2068\d{1,2}:\d{2} [AP]M\u2069–\u2068\d{1,2}:\d{2} [AP]M\u2069$/ },
    };
    for (const [locale, want] of Object.entries(expected) as [Locale, { day: RegExp; time: RegExp }][]) {
      // Over the minimum order (PKR 1,000): two chicken tikka, typed with the page language's digits.
      await open(page, locale, '/delivery/501/50003');
      await page.locator('form[data-add-form] input[name="count"]').fill(locale === 'bn' ? '২' : '2');
      await page.locator('form[data-add-form] button[type="submit"]').click();
      await expect(page.locator('form[data-add-form] [data-added]')).not.toBeEmpty();

      await open(page, locale, '/delivery/checkout');
      // No area chosen yet: the area chooser opens first.
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.locator('button.area-option').first().click();
      await expect(dialog).toBeHidden();
      await page.locator('input[type="radio"][name="when"]').nth(1).check();
      const day = page.locator('#co-day');
      await expect(day.locator('option').nth(1)).toHaveText(want.day);
      await day.selectOption({ index: 1 });
      await expect(page.locator('#co-slot option').first()).toHaveText(want.time);
      const text = await readable(page);
      expect(wordsFound(text, KEY_PATHS)).toEqual([]);
      expect(wordsFound(text, englishFragments(locale)).filter((f) => !BUSINESS_DATA.includes(f))).toEqual([]);
      await page.evaluate(() => localStorage.clear());
    }
  },
);

test('a quantity typed with Bengali digits and a coupon typed with Arabic-Indic ones are read as numbers', async ({
  page,
}) => {
  await open(page, 'bn', '/delivery/501/50003');
  await page.locator('form[data-add-form] input[name="count"]').fill('৩');
  await page.locator('form[data-add-form] button[type="submit"]').click();
  await expect(page.locator('form[data-add-form] [data-added]')).not.toBeEmpty();
  await open(page, 'bn', '/delivery/cart');
  // The line's count, back in Bengali digits.
  await expect(page.locator('main output').first()).toHaveText('৩');

  // Shawarma House's WELCOME10, typed on an Arabic keyboard.
  await page.clock.setFixedTime(new Date('2026-11-23T12:00:00+03:00'));
  await page.goto('/shawarma-house/delivery');
  await addFirstItem(page);
  await page.goto('/shawarma-house/delivery/cart');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME١٠');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon WELCOME10 applied')).toBeVisible();
});
