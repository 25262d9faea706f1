/**
 * The JavaScript budget of the pages customers land on (design.md: ≤ 20 kB gzip before the first interaction on
 * landing, menu, category and item pages, and on the info pages), over the fixture build, measured the way the
 * benchmark measures it: inline scripts, module scripts and their static imports, preloads and islands that
 * hydrate without waiting for an interaction.
 */
import { describe, expect, test } from 'vitest';
import { pageJsBytes } from '../../scripts/bench/measure.ts';
import { pagesOf, readPage, releaseOf } from './helpers.ts';

const BUDGET = 20 * 1024;
/** [tenant, its menu's selling type]: every fixture layout (grid, list, cards) and direction. */
const STOREFRONTS = [
  ['shawarma-house', 'delivery'],
  ['cafe-limmat', 'pickup'],
  ['kissa-tokyo', 'delivery'],
  ['sofreh', 'delivery'],
] as const;

describe.each(STOREFRONTS)('%s', (ref, type) => {
  test('landing, menu, category, item, branches and policies stay within 20 kB of JS before interaction', async () => {
    const pages = await pagesOf(ref);
    const category = pages.find((p) => new RegExp(`^${type}/\\d+\\.html$`).test(p));
    const item = pages.find((p) => new RegExp(`^${type}/\\d+/\\d+\\.html$`).test(p));
    expect(category, 'a category page').toBeDefined();
    expect(item, 'an item page').toBeDefined();
    const sizes = Object.fromEntries(
      ['index.html', `${type}.html`, category!, item!, 'Branches.html', 'Policies.html'].map((page) => [
        page,
        pageJsBytes(releaseOf(ref), ref, readPage(ref, page)),
      ]),
    );
    for (const [page, bytes] of Object.entries(sizes))
      expect(bytes, `${page}: ${bytes} B gzip`).toBeLessThanOrEqual(BUDGET);
    // Not a test that cannot fail: every page carries some script (the view and locale scripts at least).
    for (const [page, bytes] of Object.entries(sizes)) expect(bytes, page).toBeGreaterThan(500);
  });
});
