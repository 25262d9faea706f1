/**
 * Dietary and ingredient tags in the fixture build (issue 13 item 2): labels on cards and item pages in each
 * locale, the filter bar on menu and category pages (choices only the page's items need), every card still in
 * the static HTML for crawlers, and `suitableForDiet` in the items' JSON-LD.
 */
import { describe, expect, test } from 'vitest';
import { find, jsonLdOf, parseHtml, readPage, type El } from './helpers.ts';

const parsed = new Map<string, El>();
/** A page, parsed once for the whole file (menu pages are large). */
function page(ref: string, rel: string): El {
  const key = `${ref}/${rel}`;
  if (!parsed.has(key)) parsed.set(key, parseHtml(readPage(ref, rel)));
  return parsed.get(key)!;
}
const byAttr = (doc: El, name: string, value?: string) =>
  find(doc, (e) => e.attrs[name] !== undefined && (value === undefined || e.attrs[name] === value));
const text = (el: El) => el.text.replace(/\s+/g, ' ').trim();
/** The MenuItem objects of a page's JSON-LD, wherever they sit (item page, or inside a Menu's sections). */
function menuItems(doc: El): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o['@type'] === 'MenuItem') out.push(o);
      Object.values(o).forEach(walk);
    }
  };
  walk(jsonLdOf(doc));
  return out;
}
/** The legends of the filter's groups. */
const legends = (doc: El) => find(byAttr(doc, 'data-tag-filter')[0]!, (e) => e.tag === 'legend').map(text);
/** The filter's checkboxes: [group name, value, label]. */
function choices(doc: El): Array<[string, string, string]> {
  return find(doc, (e) => e.tag === 'label' && e.attrs.class === 'tag-toggle').map((label) => {
    const input = find(label, (e) => e.tag === 'input')[0]!;
    return [input.attrs.name!, input.attrs.value!, text(label)];
  });
}

describe('tags on item pages', () => {
  test('an item page names its diets as chips and its allergens after "Contains:", icons hidden from readers', () => {
    const doc = page('shawarma-house', 'delivery/110/10031.html'); // Umm Ali: nuts, gluten, dairy
    const allergens = find(doc, (e) => e.attrs.class === 'tag-allergens')[0]!;
    expect(text(allergens)).toBe('Contains: Nuts, Gluten, and Dairy');
    expect(find(allergens, (e) => e.tag === 'svg').every((svg) => svg.attrs['aria-hidden'] === 'true')).toBe(true);
    const hummus = page('shawarma-house', 'delivery/108/10023.html');
    const chips = find(hummus, (e) => e.tag === 'ul' && e.attrs.class?.includes('tag-chips'))[0]!;
    expect(chips.attrs['aria-label']).toBe('Dietary information');
    expect(chips.children.map(text)).toEqual(['Vegan', 'Gluten-free']);
  });

  test('the Arabic item page names the tags in Arabic, listed the Arabic way', () => {
    const doc = page('shawarma-house', 'ar/delivery/110/10031.html');
    expect(text(find(doc, (e) => e.attrs.class === 'tag-allergens')[0]!)).toBe('يحتوي على: مكسرات وغلوتين وألبان');
    const hummus = page('shawarma-house', 'ar/delivery/108/10023.html');
    expect(byAttr(hummus, 'data-tag').map(text)).toEqual(['نباتي صرف', 'خالٍ من الغلوتين']);
  });

  test('an item page has no filter bar', () => {
    expect(byAttr(page('shawarma-house', 'delivery/108/10023.html'), 'data-tag-filter')).toEqual([]);
  });

  test('item JSON-LD says which schema.org diets the item suits, a vegan one the vegetarian diet too', () => {
    const [hummus] = menuItems(page('shawarma-house', 'delivery/108/10023.html'));
    expect(hummus!.suitableForDiet).toEqual([
      'https://schema.org/VeganDiet',
      'https://schema.org/VegetarianDiet',
      'https://schema.org/GlutenFreeDiet',
      'https://schema.org/LowLactoseDiet',
    ]);
    const [tea] = menuItems(page('kissa-tokyo', 'delivery/301/30001.html'));
    expect(tea!.suitableForDiet).toContain('https://schema.org/HalalDiet');
    // An allergen or another label is no diet: Umm Ali (nuts, gluten, dairy) says nothing.
    expect(menuItems(page('shawarma-house', 'delivery/110/10031.html'))[0]!.suitableForDiet).toBeUndefined();
  });

  test('the menu page JSON-LD carries the diets of each item too', () => {
    const items = menuItems(page('shawarma-house', 'delivery.html'));
    const moutabal = items.find((i) => i.name === 'Moutabal');
    expect(moutabal?.suitableForDiet).toContain('https://schema.org/VeganDiet');
  });
});

describe('the filter on menu and category pages', () => {
  test('the menu offers the diets and allergens its items carry, shown from the first paint only where scripts run', () => {
    const doc = page('shawarma-house', 'delivery.html');
    const [form] = byAttr(doc, 'data-tag-filter');
    // Not revealed by its script after parsing (that moved the page): the style sheet hides it without scripts,
    // and the view script marks <html data-js> from the head.
    expect(form?.attrs.hidden).toBeUndefined();
    const sheet = /<link rel="stylesheet" href="\/shawarma-house\/([^"]+)"/.exec(
      readPage('shawarma-house', 'delivery.html'),
    )?.[1];
    expect(sheet, 'the style sheet of the page').toBeDefined();
    expect(readPage('shawarma-house', sheet!)).toMatch(
      /html:not\(\[data-js\]\) \.tag-filter\[[^\]]+\]\s*\{\s*display:\s*none/,
    );
    expect(choices(doc)).toEqual([
      ['tags', 'vegan', 'Vegan'],
      ['tags', 'vegetarian', 'Vegetarian'],
      ['tags', 'gluten-free', 'Gluten-free'],
      ['free', 'nuts', 'Nuts'],
      ['free', 'gluten', 'Gluten'],
      ['free', 'dairy', 'Dairy'],
    ]);
    expect(legends(doc)).toEqual(['Suitable for', 'Free of']);
  });

  test('a category page offers its menu’s choices, so a shared filter URL means the same on every page', () => {
    const menu = choices(page('shawarma-house', 'delivery.html'));
    // Drinks have no nuts, Business lunch no tag at all: "free of nuts" or "vegan" there says nothing is left.
    expect(choices(page('shawarma-house', 'delivery/111.html'))).toEqual(menu);
    expect(choices(page('shawarma-house', 'dinein/107.html')).map(([, key]) => key)).toContain('vegan');
  });

  test('each business offers its own diets and allergens, labels such as "Seasonal" left out', () => {
    expect(choices(page('kissa-tokyo', 'en/delivery.html'))).toEqual([
      ['tags', 'vegan', 'Vegan'],
      ['tags', 'halal', 'Halal certified'],
      ['free', 'egg', 'Egg'],
      ['free', 'wheat', 'Wheat'],
    ]);
    expect(choices(page('kissa-tokyo', 'delivery.html')).map(([, , label]) => label)).toEqual([
      'ヴィーガン',
      'ハラール認証',
      '卵',
      '小麦',
    ]);
  });

  test('every card stays in the static page and carries its filterable keys, labels left out', () => {
    const doc = page('shawarma-house', 'delivery.html');
    const cards = byAttr(doc, 'data-tags');
    expect(cards.length).toBe(find(doc, (e) => e.attrs.class === 'item-card').length);
    const muhallabia = cards.find((c) => text(c).includes('Muhallabia'));
    expect(muhallabia?.attrs['data-tags']).toBe('gluten-free nuts dairy');
    const saj = cards.find((c) => text(c).includes('Shawarma Saj'));
    expect(saj?.attrs['data-tags']).toBe('gluten dairy'); // "New" is a label, not a filter
    expect(find(saj!, (e) => e.attrs['data-tag'] === 'new').map(text)).toEqual(['New']);
  });

  test('the Arabic menu labels the choices in Arabic', () => {
    const doc = page('shawarma-house', 'ar/delivery.html');
    expect(legends(doc)).toEqual(['النظام الغذائي', 'خالٍ من']);
    expect(choices(doc).map(([, , label]) => label)).toEqual([
      'نباتي صرف',
      'نباتي',
      'خالٍ من الغلوتين',
      'مكسرات',
      'غلوتين',
      'ألبان',
    ]);
  });

  test('hostile tag names are text, and an unknown icon key is never written into the page', () => {
    const html = readPage('evil-eats', 'delivery.html');
    expect(html).not.toContain('onerror="alert(1)');
    const doc = parseHtml(html);
    expect(choices(doc)).toEqual([['tags', 'evil', '<script>alert(1)</script>']]);
  });
});
