/**
 * Dietary and ingredient tags in Chromium (issue 13 item 2): a filtered menu opened from its URL, choices kept in
 * the URL with Back undoing them, "free of nuts", the empty state and its way out, tags on item pages, and the
 * Arabic page right to left. Which categories a menu shows depends on the hour (desserts from 2 pm, breakfast
 * until 11), so every test sets the clock: Monday 7 pm in Kuwait.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DATE_SENSITIVE, expect, layoutShifts, test, trackLayoutShifts } from './fixtures.ts';

const EVENING = new Date('2026-11-23T19:00:00+03:00');
const MENU = '/shawarma-house/delivery';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(EVENING);
});

/**
 * A dish's card on the page, by the heading of its name (hidden cards are not in the accessibility tree); the
 * first where a dish is listed twice (its category and "Most ordered").
 */
const dish = (page: Page, name: string) => page.locator('main').getByRole('heading', { name, exact: true }).first();
const filter = (page: Page) => page.getByRole('form', { name: 'Filter the menu' });
const choice = (page: Page, group: string, name: string) =>
  filter(page).getByRole('group', { name: group }).getByRole('checkbox', { name, exact: true });

test.describe('the tag filter', () => {
  test(
    'a filter URL opened in a new page shows the filtered menu, without moving what was painted',
    DATE_SENSITIVE,
    async ({ context }) => {
      const page = await context.newPage();
      await page.clock.setFixedTime(EVENING);
      await trackLayoutShifts(page);
      await page.goto(`${MENU}?tags=vegan&free=nuts`);
      await expect(choice(page, 'Suitable for', 'Vegan')).toBeChecked();
      await expect(choice(page, 'Free of', 'Nuts')).toBeChecked();
      await expect(choice(page, 'Suitable for', 'Vegetarian')).not.toBeChecked();
      await expect(dish(page, 'Hummus')).toBeVisible();
      await expect(dish(page, 'Lemon Mint')).toBeVisible();
      await expect(dish(page, 'Chicken Shawarma Wrap')).toHaveCount(0);
      await expect(dish(page, 'Kunafa')).toHaveCount(0);
      // A section the filter emptied goes with its category chip.
      await expect(page.getByRole('heading', { name: 'Desserts', exact: true })).toHaveCount(0);
      await expect(
        page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Desserts' }),
      ).toHaveCount(0);
      await expect(filter(page).getByRole('status')).toHaveText(/^Matching items: \d+$/);
      // Applied while the list was parsed, before it was painted (site/whileParsing.ts): nothing moved.
      expect(await layoutShifts(page)).toEqual([]);
    },
  );

  test('choosing filters updates the URL, and Back restores the choice before', DATE_SENSITIVE, async ({ page }) => {
    await page.goto(MENU);
    await expect(dish(page, 'Chicken Shawarma Wrap').first()).toBeVisible();
    await choice(page, 'Suitable for', 'Vegan').check();
    await expect(page).toHaveURL(/\/delivery\?tags=vegan$/);
    await expect(dish(page, 'Chicken Shawarma Wrap')).toHaveCount(0);
    await choice(page, 'Suitable for', 'Gluten-free').check();
    await expect(page).toHaveURL(/\?tags=vegan,gluten-free$/);
    await expect(dish(page, 'Fattoush')).toHaveCount(0); // vegan, but not gluten-free
    await expect(dish(page, 'Hummus')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\?tags=vegan$/);
    await expect(choice(page, 'Suitable for', 'Gluten-free')).not.toBeChecked();
    await expect(choice(page, 'Suitable for', 'Vegan')).toBeChecked();
    await expect(dish(page, 'Fattoush')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/delivery$/);
    await expect(choice(page, 'Suitable for', 'Vegan')).not.toBeChecked();
    await expect(dish(page, 'Chicken Shawarma Wrap').first()).toBeVisible();
    await page.goForward();
    await expect(choice(page, 'Suitable for', 'Vegan')).toBeChecked();
    await expect(dish(page, 'Chicken Shawarma Wrap')).toHaveCount(0);
  });

  test('"free of nuts" hides the dishes with nuts and keeps the others', DATE_SENSITIVE, async ({ page }) => {
    await page.goto(MENU);
    await expect(dish(page, 'Muhallabia')).toBeVisible();
    await choice(page, 'Free of', 'Nuts').check();
    await expect(page).toHaveURL(/\?free=nuts$/);
    for (const name of ['Muhallabia', 'Umm Ali', 'Lamb Ouzi Platter']) await expect(dish(page, name)).toHaveCount(0);
    for (const name of ['Kunafa', 'Basbousa', 'Hummus']) await expect(dish(page, name)).toBeVisible();
    // A vegan dish counts as vegetarian.
    await choice(page, 'Suitable for', 'Vegetarian').check();
    await expect(dish(page, 'Hummus')).toBeVisible();
    await expect(dish(page, 'Kunafa')).toHaveCount(0);
  });

  test('nothing left: the empty state says so and clears the filter', DATE_SENSITIVE, async ({ page }) => {
    // Desserts: none is vegan. The category page offers its menu's choices, so the shared URL means the same here.
    await page.goto('/shawarma-house/delivery/110?tags=vegan');
    await expect(choice(page, 'Suitable for', 'Vegan')).toBeChecked();
    await expect(page.getByText('Nothing here matches these filters.')).toBeVisible();
    await expect(dish(page, 'Kunafa')).toHaveCount(0);
    await page.locator('main').getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/delivery\/110$/);
    await expect(dish(page, 'Kunafa')).toBeVisible();
    await expect(page.getByText('Nothing here matches these filters.')).toBeHidden();
    await expect(choice(page, 'Suitable for', 'Vegan')).toBeFocused();
  });

  test('a hostile or unknown filter in the URL is ignored, the rest applied', DATE_SENSITIVE, async ({ page }) => {
    await page.goto(`${MENU}?tags=%3Cscript%3Ealert(1)%3C/script%3E,paleo,%E0%A4%A&free=nuts,${'x,'.repeat(3000)}`);
    await expect(choice(page, 'Free of', 'Nuts')).toBeChecked();
    await expect(filter(page).getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(dish(page, 'Muhallabia')).toHaveCount(0);
    await expect(dish(page, 'Chicken Shawarma Wrap').first()).toBeVisible();
    // The next choice writes a clean URL.
    await choice(page, 'Free of', 'Nuts').uncheck();
    await expect(page).toHaveURL(/\/delivery$/);
  });

  test('the filter bar has no serious accessibility problem, filtered or empty', DATE_SENSITIVE, async ({ page }) => {
    for (const path of [`${MENU}?free=nuts`, '/shawarma-house/delivery/110?tags=vegan']) {
      await page.goto(path);
      // The filter and what it shows (the menu's cards are axe-checked by accessibility.spec.ts).
      const results = await new AxeBuilder({ page })
        .include('[data-tag-filter]')
        .include('[data-tag-empty]')
        .include('.item-tags')
        .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
        .analyze();
      expect(
        results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('tags on items', () => {
  test('an item page shows its diets and what it contains', async ({ page }) => {
    await page.goto('/shawarma-house/delivery/110/10031');
    await expect(page.getByText('Contains: Nuts, Gluten, and Dairy')).toBeVisible();
    await page.goto('/shawarma-house/delivery/108/10023');
    await expect(page.getByRole('list', { name: 'Dietary information' }).getByRole('listitem')).toHaveText([
      'Vegan',
      'Gluten-free',
    ]);
  });
});

test('switching language keeps the filter', DATE_SENSITIVE, async ({ page }) => {
  await page.goto(MENU);
  await choice(page, 'Free of', 'Nuts').check();
  await expect(page).toHaveURL(/\/delivery\?free=nuts$/);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/delivery\?free=nuts$/);
  await expect(
    page.getByRole('form', { name: 'تصفية القائمة' }).getByRole('checkbox', { name: 'مكسرات' }),
  ).toBeChecked();
  await expect(dish(page, 'مهلبية')).toHaveCount(0);
  await expect(dish(page, 'كنافة')).toBeVisible();
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-KW' });

  test('the Arabic menu filters right to left with Arabic labels', DATE_SENSITIVE, async ({ page }) => {
    await page.goto('/shawarma-house/ar/delivery?free=nuts');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const nuts = page
      .getByRole('form', { name: 'تصفية القائمة' })
      .getByRole('group', { name: 'خالٍ من' })
      .getByRole('checkbox', { name: 'مكسرات' });
    await expect(nuts).toBeChecked();
    await expect(dish(page, 'مهلبية')).toHaveCount(0);
    await expect(dish(page, 'كنافة')).toBeVisible();
    await expect(page.locator('main').getByText('يحتوي على: غلوتين وألبان').first()).toBeVisible();
    // Right to left: the group's name stands to the right of its first choice.
    const group = page.getByRole('group', { name: 'النظام الغذائي' });
    const legend = await group.locator('legend').boundingBox();
    const first = await group.getByRole('checkbox').first().locator('..').boundingBox();
    expect(legend!.x).toBeGreaterThan(first!.x);
    await nuts.uncheck();
    await expect(page).toHaveURL(/\/ar\/delivery$/);
    await expect(dish(page, 'مهلبية')).toBeVisible();
  });
});
