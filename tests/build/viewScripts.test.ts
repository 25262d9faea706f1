/**
 * Each page of the fixture build carries the view-time script it needs (features/site/viewScriptOf.ts): the menu's
 * availability rules only where the page shows what they hide, show or fill, and the business's hours only where a
 * badge or the cart's "closed" note reads them. A page that gains a dish list or a badge without its rules would show
 * dishes not served now, or no badge at all: found here.
 */
import { describe, expect, test } from 'vitest';
import { viewScript } from '../../src/features/site/inlineScripts.ts';
import { all, pagesOf, parseHtml, readPage, TENANTS } from './helpers.ts';

/** What each view script acts on: the menu's availability attributes, and the selling type's open state. */
const MENU_ATTRS = [
  'data-category-id',
  'data-smart-item-id',
  'data-item-branches',
  'data-not-sold-here',
  'data-menu-time',
  'data-pinnable',
  'data-section-of-pins',
  'data-section-of-smart',
];
const STATUS_ATTRS = ['data-open-status'];
const STATUS_CLASSES = ['cart-closed-note', 'add-button'];

const scripts = { menu: viewScript('menu'), cart: viewScript('cart'), plain: viewScript('plain') };

test('the three view scripts differ, and the menu one is the largest', () => {
  expect(new Set(Object.values(scripts)).size).toBe(3);
  expect(scripts.menu.length).toBeGreaterThan(scripts.cart.length);
  expect(scripts.cart.length).toBeGreaterThan(scripts.plain.length);
});

describe.each(TENANTS)('%s', (ref) => {
  test('every page carries one view script, and only the rules of what it shows', async () => {
    const counts = { menu: 0, cart: 0, plain: 0 };
    for (const page of await pagesOf(ref)) {
      const doc = parseHtml(readPage(ref, page));
      const inline = [...all(doc)].filter((e) => e.tag === 'script' && !e.attrs.src).map((e) => e.text);
      const carried = (Object.keys(scripts) as Array<keyof typeof scripts>).filter((k) => inline.includes(scripts[k]));
      // The 404 page is served for any path and carries no page data: no view script.
      if (page === '404.html') {
        expect(carried, page).toEqual([]);
        continue;
      }
      expect(carried, page).toHaveLength(1);
      const which = carried[0]!;
      counts[which]++;
      if (which === 'menu') continue;
      const elements = [...all(doc)];
      const has = (attr: string) => elements.some((e) => e.tag !== 'script' && attr in e.attrs);
      const hasClass = (c: string) => elements.some((e) => (e.attrs.class ?? '').split(/\s+/).includes(c));
      for (const attr of MENU_ATTRS) expect(has(attr), `${page} has ${attr} but not the menu's rules`).toBe(false);
      if (which === 'plain') {
        for (const attr of STATUS_ATTRS) expect(has(attr), `${page} has ${attr} but no hours`).toBe(false);
        for (const c of STATUS_CLASSES) expect(hasClass(c), `${page} has .${c} but no hours`).toBe(false);
      }
    }
    // Not a test that cannot fail: every kind is found.
    expect(counts.menu).toBeGreaterThan(0);
    expect(counts.plain).toBeGreaterThan(0);
  });
});
