/**
 * Menu search (issue 13) in Chromium: the search page in English and Arabic, the query kept in the URL, results
 * leading to item pages with their availability at the time, the menu's search field fetching nothing until it
 * is used, and the API answering when the index cannot be fetched.
 */
import type { Page, Request } from '@playwright/test';
import { DATE_SENSITIVE, expect, test } from './fixtures.ts';
import { seriousAxeViolations } from './axe.ts';

const SEARCH_EN = '/shawarma-house/delivery/search';
const SEARCH_AR = '/shawarma-house/ar/delivery/search';
// Monday in Kuwait: breakfast (falafel plate) is served 06:00–11:00.
const MORNING = new Date('2026-11-23T08:00:00+03:00');
const AFTERNOON = new Date('2026-11-23T16:00:00+03:00');

const results = (page: Page) => page.getByRole('main').getByRole('listitem');
const resultLinks = async (page: Page) =>
  (await results(page).getByRole('heading').getByRole('link').allTextContents()).map((t) => t.trim());

test.describe('the search page', () => {
  test('a typo finds Falafel, and each result leads to its item page', async ({ page }) => {
    await page.goto(SEARCH_EN);
    const field = page.getByRole('searchbox', { name: 'Search the menu' });
    await expect(field).toBeFocused();
    await field.fill('flafel');
    await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toBeVisible();
    const names = await resultLinks(page);
    expect(names).toEqual(expect.arrayContaining(['Falafel Plate', 'Falafel Duo']));
    await results(page).getByRole('link', { name: 'Falafel Plate' }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/delivery\/\d+\/10002$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Falafel Plate');
  });

  test('a dish typed in the business’s other language is found and shown in the page’s, and the common Arabic spelling finds it', async ({
    page,
  }) => {
    await page.goto(`${SEARCH_EN}?q=${encodeURIComponent('شاورما دجاج')}`);
    await expect(results(page).getByRole('link', { name: 'Chicken Shawarma Wrap' })).toBeVisible();
    await page.goto(`${SEARCH_AR}?q=chicken`);
    await expect(results(page).first()).toBeVisible();
    expect((await resultLinks(page)).every((name) => /[\u0600-\u06ff]/.test(name))).toBe(true);
    // "شاورمة", as many write it, finds the menu's "شاورما".
    await page.goto(`${SEARCH_AR}?q=${encodeURIComponent('شاورمة')}`);
    await expect(results(page).first()).toBeVisible();
    expect((await resultLinks(page)).some((name) => name.includes('شاورما'))).toBe(true);
  });

  test('the query is kept in the URL: reload and back bring the same results', async ({ page }) => {
    await page.goto(SEARCH_EN);
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('shawarma wrap');
    await expect(page).toHaveURL(/\?q=shawarma\+wrap$/);
    await expect(results(page).getByRole('link', { name: 'Chicken Shawarma Wrap' })).toBeVisible();
    const before = await resultLinks(page);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search the menu' })).toHaveValue('shawarma wrap');
    await expect(results(page).getByRole('link', { name: 'Chicken Shawarma Wrap' })).toBeVisible();
    expect(await resultLinks(page)).toEqual(before);

    await results(page).getByRole('link', { name: 'Beef Shawarma Wrap' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beef Shawarma Wrap');
    await page.goBack();
    await expect(page).toHaveURL(/\?q=shawarma\+wrap$/);
    await expect(results(page).getByRole('link', { name: 'Chicken Shawarma Wrap' })).toBeVisible();
  });

  test('in Arabic, شاورما finds the shawarma items with and without diacritics', async ({ page }) => {
    await page.goto(`${SEARCH_AR}?q=${encodeURIComponent('شاورما')}`);
    await expect(results(page).getByRole('link', { name: 'ساندويتش شاورما دجاج' })).toBeVisible();
    const bare = await resultLinks(page);
    expect(bare).toEqual(expect.arrayContaining(['ساندويتش شاورما دجاج', 'ساندويتش شاورما لحم', 'شاورما عربي']));

    const field = page.getByRole('searchbox', { name: 'ابحث في القائمة' });
    await field.fill('شَاوِرْمَا');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('شَاوِرْمَا');
    await expect(results(page).getByRole('link', { name: 'شاورما عربي' })).toBeVisible();
    expect(await resultLinks(page)).toEqual(bare);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('nothing found says so, with the query', async ({ page }) => {
    await page.goto(`${SEARCH_EN}?q=pizza`);
    await expect(page.getByRole('status').filter({ hasText: 'Nothing on the menu matches “pizza”.' })).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test(
    'results say whether the item can be had at the time: breakfast in the morning, not in the afternoon',
    DATE_SENSITIVE,
    async ({ page }) => {
      await page.clock.setFixedTime(MORNING);
      await page.goto(`${SEARCH_EN}?q=falafel+plate`);
      const plate = results(page).filter({ has: page.getByRole('link', { name: 'Falafel Plate' }) });
      await expect(plate).toBeVisible();
      await expect(plate.getByText('Not available right now')).toHaveCount(0);

      await page.clock.setFixedTime(AFTERNOON);
      await page.reload();
      await expect(plate.getByText('Not available right now')).toBeVisible();
    },
  );

  test('when the index cannot be fetched, the API answers the same search', async ({ page }) => {
    await page.route('**/_search/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/webapp/search/')) apiCalls.push(r.url());
    });
    await page.goto(`${SEARCH_EN}?q=flafel`);
    await expect(results(page).getByRole('link', { name: 'Falafel Plate' })).toBeVisible();
    expect(apiCalls.some((u) => u.includes('/webapp/search/flafel?') && u.includes('type=delivery'))).toBe(true);
    await results(page).getByRole('link', { name: 'Falafel Plate' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Falafel Plate');
  });

  test('when the index cannot be fetched, the API’s items are priced as the menu prices them, discount included', async ({
    page,
  }) => {
    // Dine-in takes 0.100 off every dish: the index carries the discounted price, and so must the API's answer.
    const priceOf = async () => {
      const plate = results(page).filter({ has: page.getByRole('link', { name: 'Falafel Plate' }) });
      await expect(plate).toBeVisible();
      return (await plate.locator('.price').textContent())!.replace(/\s+/g, ' ');
    };
    await page.goto('/shawarma-house/dinein/search?q=falafel');
    // As the dine-in menu card says: the price, then the one before the discount struck through.
    expect(await priceOf()).toBe('KWD 0.800 KWD 0.900');
    await page.route('**/_search/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.reload();
    expect(await priceOf()).toBe('KWD 0.800 KWD 0.900');
  });

  test('hostile queries: very long, regular-expression characters, spaces only, direction marks', async ({ page }) => {
    await page.goto(SEARCH_EN);
    const field = page.getByRole('searchbox', { name: 'Search the menu' });
    // Regular-expression characters are not a pattern: around a word they are ignored, alone they are no query.
    await field.fill('fal.*[(');
    await expect(results(page).getByRole('link', { name: 'Falafel Plate' })).toBeVisible();
    await field.fill('.*[(');
    await expect(page.getByRole('status').filter({ hasText: 'Type the name of a dish' })).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await field.fill('pizza');
    await expect(page.getByRole('status').filter({ hasText: 'Nothing on the menu matches' })).toBeVisible();
    await field.fill('     ');
    await expect(page.getByRole('status').filter({ hasText: 'Type the name of a dish' })).toBeVisible();
    await field.fill('\u200ffalafel\u200f');
    await expect(results(page).getByRole('link', { name: 'Falafel Plate' })).toBeVisible();
    // The field takes 200 characters at most; pasted text beyond is cut, and the page stays responsive.
    await field.fill(`falafel ${'x'.repeat(5000)}`);
    await expect(field).toHaveValue(/^falafel x+$/);
    expect((await field.inputValue()).length).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Nothing on the menu matches' })).toBeVisible();
  });
});

test('the search page with results has no serious accessibility problem, left to right, right to left and dark', async ({
  page,
}) => {
  for (const path of [
    `${SEARCH_EN}?q=falafel`,
    `${SEARCH_AR}?q=${encodeURIComponent('فلافل')}`,
    `/sofreh/delivery/search?q=${encodeURIComponent('كباب')}`,
  ]) {
    // Sofreh's Persian page (its default language, unprefixed): a visitor who chose Persian; an English browser on a
    // first visit would be taken to its English pages, which do not find كباب.
    if (path.startsWith('/sofreh'))
      await page.context().addCookies([{ name: 'i18n_redirected', value: 'fa', url: new URL(page.url()).origin }]);
    await page.goto(path);
    await expect(results(page).first()).toBeVisible();
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
});

test.describe('the search field of the menu', () => {
  test('fetches nothing until used, then opens the results of the query', async ({ page }) => {
    const indexRequests: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/_search/') || r.url().includes('/webapp/search/')) indexRequests.push(r);
    });
    await page.goto('/shawarma-house/delivery');
    const field = page.getByRole('search').getByRole('searchbox', { name: 'Search the menu' });
    await field.click();
    await field.pressSequentially('falaf');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);

    await field.press('Enter');
    await expect(page).toHaveURL(/\/shawarma-house\/delivery\/search\?q=falaf$/);
    await expect(results(page).getByRole('link', { name: 'Falafel Plate' })).toBeVisible();
    expect(indexRequests.map((r) => new URL(r.url()).pathname)).toEqual(['/shawarma-house/_search/en/delivery.json']);
  });

  test('in Arabic, the menu field finds شاورما', async ({ page }) => {
    await page.goto('/shawarma-house/ar/delivery');
    const field = page.getByRole('searchbox', { name: 'ابحث في القائمة' });
    await field.fill('شاورما');
    await page.getByRole('button', { name: 'بحث', exact: true }).click();
    await expect(page).toHaveURL(/\/shawarma-house\/ar\/delivery\/search\?q=/);
    await expect(results(page).getByRole('link', { name: 'شاورما عربي' })).toBeVisible();
  });
});
