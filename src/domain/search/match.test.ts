import { describe, expect, it } from 'vitest';
import { editDistance } from './editDistance.ts';
import { prepareQuery, prepareSearchDoc, QUERY_MAX, searchPrepared, type SearchFields } from './match.ts';

const MENU: Array<SearchFields & { id: string }> = [
  { id: 'falafel-plate', name: 'Falafel Plate', description: 'Six crispy falafel with tahini', tags: ['Vegetarian'] },
  { id: 'chicken-wrap', name: 'Chicken Shawarma Wrap', description: 'Marinated chicken, garlic sauce and pickles' },
  { id: 'family-box', name: 'Family Meal Box', description: 'Four shawarma wraps, fries and hummus', tags: ['New'] },
  { id: 'cafe', name: 'Café au lait', description: 'Coffee with hot milk' },
  { id: 'shawarma-ar', name: 'ساندويتش شاورما دجاج', description: 'دجاج متبّل مع الثومية' },
  { id: 'arabic-shawarma', name: 'شاورما عربي', description: 'ساندويتش مقطّع يُقدَّم مع البطاطا' },
  { id: 'shakshuka', name: 'شكشوكة', description: 'بيض مطهو في صلصة الطماطم' },
  { id: 'kunafa', name: 'الكنافة', description: 'كنافة ساخنة' },
  { id: 'koobideh', name: 'کباب کوبیده', description: 'دو سیخ کباب' },
  { id: 'seven', name: 'Seven spices rice', description: 'رز ٧ بهارات' },
  { id: 'matcha', name: '抹茶「宇治」', description: '濃い抹茶と和菓子' },
  { id: 'sencha', name: '煎茶「静岡」', description: '爽やかな香り' },
  { id: 'hojicha', name: 'ほうじ茶', description: '香ばしい焙じ茶' },
];
const entries = MENU.map((fields) => ({ doc: prepareSearchDoc(fields), value: fields.id }));
const search = (query: unknown) => searchPrepared(entries, query);

describe('menu search', () => {
  it('finds an Arabic item typed without diacritics and with them', () => {
    expect(search('شاورما')).toEqual(['arabic-shawarma', 'shawarma-ar']);
    expect(search('شَاوِرْمَا')).toEqual(['arabic-shawarma', 'shawarma-ar']);
  });

  it('finds the same item whichever alef form is typed', () => {
    const menu = [{ doc: prepareSearchDoc({ name: 'أرز بالدجاج' }), value: 'rice' }];
    for (const q of ['ارز', 'إرز', 'آرز', 'أرز']) expect(searchPrepared(menu, q)).toEqual(['rice']);
  });

  it('finds a Persian name typed with Arabic yeh and kaf, and an Arabic one typed with teh marbuta as heh', () => {
    expect(search('كباب كوبيده')).toEqual(['koobideh']);
    expect(search('شكشوكه')).toEqual(['shakshuka']);
  });

  it('finds a word with the Arabic article typed without it, and the other way round', () => {
    expect(search('كنافه')).toEqual(['kunafa']);
    expect(search('الشاورما').sort()).toEqual(['arabic-shawarma', 'shawarma-ar']);
  });

  it('reads Arabic-Indic digits as the digits they are', () => {
    expect(search('7')).toEqual(['seven']);
    expect(search('٧')).toEqual(['seven']);
  });

  it('finds café by cafe and CAFE', () => {
    expect(search('cafe')).toEqual(['cafe']);
    expect(search('CAFÉ')).toEqual(['cafe']);
  });

  it('finds an item by the start of its words while the customer types', () => {
    expect(search('fala')).toEqual(['falafel-plate']);
    expect(search('chick shaw')).toEqual(['chicken-wrap']);
  });

  it('forgives a typo: flafel and falafl find Falafel, a swapped pair too', () => {
    expect(search('flafel')).toEqual(['falafel-plate']);
    expect(search('falafl')).toEqual(['falafel-plate']);
    expect(search('fallafel')).toEqual(['falafel-plate']);
    expect(search('aflafel')).toEqual(['falafel-plate']);
    expect(search('flaf')).toEqual(['falafel-plate']);
  });

  it('finds an Arabic dish by the spelling customers write for it: شاورمة for شاورما, one letter apart', () => {
    // Found as well as a typo finds (neither name starts with the query as typed): in the menu's order.
    expect(search('شاورمة')).toEqual(['shawarma-ar', 'arabic-shawarma']);
    expect(search('شاورمه')).toEqual(['shawarma-ar', 'arabic-shawarma']);
    expect(search('الشاورمة')).toEqual(['shawarma-ar', 'arabic-shawarma']);
    expect(search('كنافه')).toEqual(['kunafa']);
    // A short Arabic word forgives nothing: دجاج (chicken) does not find دراج or other roots a letter away.
    expect(search('دجاح')).toEqual([]);
  });

  it('finds the part of a compound word, ranked after a word that starts with it: Gipfel finds Buttergipfeli and Nussgipfel', () => {
    const swiss = [
      { id: 'butter', name: 'Buttergipfeli', description: 'Frisch gebacken' },
      { id: 'gipfeli-box', name: 'Gipfeli-Box', description: 'Sechs Stück' },
      { id: 'nuss', name: 'Nussgipfel' },
      { id: 'kirsch', name: 'Zuger Kirschtorte' },
      { id: 'linzer', name: 'Linzertorte' },
      { id: 'tea', name: 'Schwarztee' },
    ].map((f) => ({ doc: prepareSearchDoc(f), value: f.id }));
    expect(searchPrepared(swiss, 'Gipfel')).toEqual(['gipfeli-box', 'butter', 'nuss']);
    expect(searchPrepared(swiss, 'torte')).toEqual(['kirsch', 'linzer']);
    // Three letters are found only at a word's start: "tee" is not looked for inside "Schwarztee".
    expect(searchPrepared(swiss, 'tee')).toEqual([]);
  });

  it('forgives no typo in a short word, and two only in a long one', () => {
    expect(search('box')).toEqual(['family-box']);
    expect(search('bix')).toEqual([]);
    expect(search('shwarmaa')).toEqual(['chicken-wrap', 'family-box']);
    expect(search('shwrmaa')).toEqual([]);
  });

  it('finds Japanese by any part of a name or description', () => {
    expect(search('抹茶')).toEqual(['matcha']);
    expect(search('宇治')).toEqual(['matcha']);
    expect(search('茶')).toEqual(['matcha', 'sencha', 'hojicha']);
    expect(search('ほうじ')).toEqual(['hojicha']);
    expect(search('焙じ')).toEqual(['hojicha']);
  });

  it('matches tag labels', () => {
    expect(search('vegetarian')).toEqual(['falafel-plate']);
  });

  it('ranks name matches above description matches', () => {
    expect(search('shawarma')).toEqual(['chicken-wrap', 'family-box']);
    expect(search('chicken')).toEqual(['chicken-wrap']);
    const menu = [
      { doc: prepareSearchDoc({ name: 'Hummus', description: 'with falafel on the side' }), value: 'hummus' },
      { doc: prepareSearchDoc({ name: 'Falafel wrap' }), value: 'wrap' },
      { doc: prepareSearchDoc({ name: 'Tabbouleh', tags: ['falafel'] }), value: 'tag' },
    ];
    expect(searchPrepared(menu, 'falafel')).toEqual(['wrap', 'tag', 'hummus']);
    expect(searchPrepared(menu, 'falafl')).toEqual(['wrap', 'tag', 'hummus']);
  });

  it('needs every word of the query', () => {
    expect(search('falafel chicken')).toEqual([]);
  });
});

describe('hostile queries', () => {
  it('finds nothing for an empty query, spaces only, punctuation or regular-expression characters', () => {
    for (const q of ['', '   ', '\t\n', '.*', '(', '[a-z]+', '\\', '$^|?', '%', undefined, null, 12, {}]) {
      expect(search(q), String(q)).toEqual([]);
    }
  });

  it('ignores right-to-left and other invisible marks in the query', () => {
    expect(search('\u200fشاورما\u200f')).toEqual(['arabic-shawarma', 'shawarma-ar']);
    expect(search('\u202eflafel\u202c')).toEqual(['falafel-plate']);
  });

  it('answers a very long query quickly and without error', () => {
    const long = 'falafel '.repeat(50_000) + 'x'.repeat(100_000);
    const started = performance.now();
    expect(search(long)).toEqual(['falafel-plate']);
    expect(performance.now() - started).toBeLessThan(500);
    expect(prepareQuery('a'.repeat(QUERY_MAX * 10))!.text.length).toBeLessThanOrEqual(QUERY_MAX);
  });

  it('is not fooled by lone surrogates or markup', () => {
    expect(search('\ud800falafel')).toEqual(['falafel-plate']);
    expect(search('<script>alert(1)</script>')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('falafel', 'falafel', 2)).toBe(0);
    expect(editDistance('flafel', 'falafel', 2)).toBe(1);
    expect(editDistance('falafle', 'falafel', 2)).toBe(1);
    expect(editDistance('falefal', 'falafel', 2)).toBe(2);
  });

  it('stops at the allowed distance', () => {
    expect(editDistance('shawarma', 'kunafa', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('counts by character, not by UTF-16 unit', () => {
    expect(editDistance('😀a', '😁a', 1)).toBe(1);
  });
});
