import { describe, expect, test } from 'vitest';
import { payloadErrorOf } from './client.ts';
import {
  BranchesResponse,
  Category,
  isSiteRelativeUrl,
  MENU_LIMITS,
  RestaurantResponse,
  SafeUrl,
  TagsResponse,
  TEXT_LIMITS,
} from './schema.ts';
import { shawarmaHouse } from '../../../sample-api/fixtures/shawarma-house/index.ts';

type Json = Record<string, unknown>;
const payload = () => JSON.parse(JSON.stringify(shawarmaHouse('http://127.0.0.1:4010').restaurant)) as Json;
const menuOf = (p: Json) => p.menu as Json[];
/** The message the build prints for the first issue: `field: message`. */
const failure = (p: unknown) => {
  const parsed = RestaurantResponse.safeParse(p);
  if (parsed.success) return null;
  return payloadErrorOf('webapp/v5/restaurant/x', parsed.error).message;
};

describe('links', () => {
  test.each([
    '/menu',
    '/shawarma-house/pickup?x=1#top',
    '/a/b/c',
    'https://www.instagram.com/x',
    'HTTP://example.com',
    'mailto:hi@example.com',
    'tel:+965 2222 3333',
    ' https://example.com',
  ])('%j is accepted', (url) => {
    expect(SafeUrl.safeParse(url).success).toBe(true);
  });

  test.each([
    '/\\evil.example/x',
    '/\\/evil.example',
    '//evil.example/x',
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    ' //evil.example',
    '/%0a/x y',
    '/\u0001/evil.example',
    '/x\u007f',
    'javascript:alert(1)',
    'data:text/html,x',
    'https://',
    'evil.example/x',
    '\\\\evil.example',
  ])('%j, which could lead off the site or run code, is refused', (url) => {
    expect(SafeUrl.safeParse(url).success).toBe(false);
  });

  test('a site-relative path keeps the site origin once resolved, as a browser resolves it', () => {
    expect(isSiteRelativeUrl('/x/../y')).toBe(true);
    expect(isSiteRelativeUrl('/\\evil.example')).toBe(false);
    expect(new URL('/\\evil.example/x', 'https://site.test').host).toBe('evil.example'); // why backslashes are refused
  });
});

describe('duplicate ids', () => {
  test('a second category with the same id is refused on its id, naming the first', () => {
    const p = payload();
    menuOf(p)[3]!.id = 12;
    menuOf(p)[1]!.id = 12;
    expect(failure(p)).toBe('menu.3.id: duplicate id 12 (the same as menu.1.id)');
  });

  test('a subcategory may not reuse the id of any other category, at any depth', () => {
    const p = payload();
    const subs = menuOf(p)[3]!.subcategories as Json[];
    subs[0]!.subcategories = [{ ...(subs[1] as Json), id: menuOf(p)[0]!.id, subcategories: [] }];
    expect(failure(p)).toBe(
      `menu.3.subcategories.0.subcategories.0.id: duplicate id ${String(menuOf(p)[0]!.id)} (the same as menu.0.id)`,
    );
  });

  test('the same item in two categories is fine, twice in one category is not', () => {
    const p = payload();
    const a = menuOf(p)[0]!.items as Json[];
    const b = menuOf(p)[1]!.items as Json[];
    b.push({ ...a[0] });
    expect(failure(p)).toBeNull();
    a.push({ ...a[0] });
    expect(failure(p)).toBe(
      `menu.0.items.${a.length - 1}.id: duplicate id ${String(a[0]!.id)} (the same as items.0.id)`,
    );
  });

  test('modifier groups, options and price labels are unique within their item', () => {
    const p = payload();
    const item = (menuOf(p)[2]!.items as Json[])[0]!;
    const groups = item.modifiers as Json[];
    const options = groups[0]!.options as Json[];
    options.push({ ...options[0] });
    expect(failure(p)).toBe(
      `menu.2.items.0.modifiers.0.options.${options.length - 1}.id: duplicate id ${String(options[0]!.id)} (the same as options.0.id)`,
    );
    options.pop();
    groups.push({ ...groups[0] });
    expect(failure(p)).toMatch(/^menu\.2\.items\.0\.modifiers\.\d+\.id: duplicate id/);
  });

  test('branches of the branches call are unique', () => {
    const b = { id: 1, name: 'A', reference_id: 'a' };
    expect(BranchesResponse.safeParse({ branches: [b, b] }).error?.issues[0]).toMatchObject({
      path: ['branches', 1, 'id'],
      message: 'duplicate id 1 (the same as branches.0.id)',
    });
  });
});

describe('text sizes', () => {
  const withDescription = (length: number) => {
    const p = payload();
    ((menuOf(p)[0]!.items as Json[])[0]!.descriptions as Json[])[0]!.name = 'x'.repeat(length);
    return p;
  };

  test('a description of 5,000 characters is accepted, one more is refused naming the field and its length', () => {
    expect(failure(withDescription(TEXT_LIMITS.description))).toBeNull();
    expect(failure(withDescription(TEXT_LIMITS.description + 1))).toBe(
      'menu.0.items.0.descriptions.0.name: 5001 characters, more than the 5000 allowed',
    );
  });

  test('a 1 MB description is refused at validation', () => {
    expect(failure(withDescription(1_000_000))).toBe(
      'menu.0.items.0.descriptions.0.name: 1000000 characters, more than the 5000 allowed',
    );
  });

  test('names are capped at 200 characters, policies at 100,000', () => {
    const p = payload();
    (menuOf(p)[0]!.names as Json[])[0]!.name = 'n'.repeat(201);
    expect(failure(p)).toBe('menu.0.names.0.name: 201 characters, more than the 200 allowed');
    const q = payload();
    const policies = (q.restaurant as Json).policies as Json[];
    (policies[0]!.contents as Json[])[0]!.name = 'p'.repeat(50_000);
    expect(failure(q)).toBeNull();
  });

  test('a bidi override in a name is dropped: "Café ‮gnp.exe" cannot read "Café exe.png" in a tab or a share card', () => {
    const p = payload();
    (p.restaurant as Json).business_name = 'Shawarma \u202Egnp.exe\u202C House \u2067ع\u2069';
    const parsed = RestaurantResponse.parse(p);
    expect(parsed.restaurant!.business_name).toBe('Shawarma gnp.exe House \u2067ع\u2069');
  });

  test('a text in more than 60 languages is refused', () => {
    const names = Array.from({ length: 61 }, (_, i) => ({ locale: `l${i}`, name: 'x' }));
    const result = Category.safeParse({ id: 1, names });
    expect(result.error?.issues[0]?.path).toEqual(['names']);
  });
});

describe('amounts and sizes', () => {
  const labelOf = (p: Json) => ((menuOf(p)[0]!.items as Json[])[0]!.price_labels as Json[])[0]!;

  test('a price too large to hold to the fils is refused naming the field, not published as free', () => {
    for (const price of [1e308, 2 ** 53 + 2]) {
      const p = payload();
      labelOf(p).price = price;
      expect(failure(p)).toMatch(
        /^menu\.0\.items\.0\.price_labels\.0\.price: .+, more than the 10,000,000,000 an amount/,
      );
    }
  });

  test('a price of ten billion, a banquet in rials many times over, is accepted', () => {
    const p = payload();
    labelOf(p).price = 1e10;
    expect(failure(p)).toBeNull();
  });

  test('a weight or preparation time over a million is refused naming the field', () => {
    const p = payload();
    labelOf(p).preparation_time = 1e7;
    expect(failure(p)).toMatch(/^menu\.0\.items\.0\.price_labels\.0\.preparation_time: .+ a measure may be$/);
  });

  test('a menu of more than 2,000 dishes is refused saying how many, a dish in two categories counted once', () => {
    const p = payload();
    const first = menuOf(p)[0]!;
    const dish = (first.items as Json[])[0]!;
    const many = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ ...dish, id: from + i }));
    const idsIn = (list: Json[]): unknown[] =>
      list.flatMap((c) => [
        ...((c.items as Json[]) ?? []).map((i) => i.id),
        ...idsIn((c.subcategories as Json[]) ?? []),
      ]);
    const counted = new Set(idsIn(menuOf(p))).size;
    first.items = [...(first.items as Json[]), ...many(900_000, MENU_LIMITS.items - counted)];
    expect(failure(p)).toBeNull();
    // The same dishes again in a second category: still 2,000 dishes.
    menuOf(p)[1]!.items = [...(menuOf(p)[1]!.items as Json[]), ...many(900_000, 50)];
    expect(failure(p)).toBeNull();
    first.items = [...(first.items as Json[]), ...many(990_000, 1)];
    expect(failure(p)).toBe('menu: 2001 dishes, more than the 2,000 a menu may hold');
  });

  test('a menu of more than 500 categories is refused saying how many', () => {
    const p = payload();
    const extra = Array.from({ length: MENU_LIMITS.categories }, (_, i) => ({
      id: 800_000 + i,
      names: [{ locale: 'en', name: `C${i}` }],
    }));
    p.menu = [...menuOf(p), ...extra];
    expect(failure(p)).toMatch(/^menu: \d+ categories, more than the 500 a menu may hold$/);
  });
});

describe('tags-ingredients answers', () => {
  const tagsFailure = (tags: unknown[]) => {
    const parsed = TagsResponse.safeParse({ tags });
    return parsed.success ? null : payloadErrorOf('tags-ingredients', parsed.error).message;
  };
  const vegan = { id: 1, kind: 'diet', slug: 'vegan', name: 'Vegan', icon: 'vegan' };

  test('a tag carries its kind, slug, name and icon', () => {
    expect(TagsResponse.parse({ tags: [vegan] }).tags[0]).toEqual(vegan);
  });

  test('a tag of a kind this code does not know, or with none, is a plain label', () => {
    const parsed = TagsResponse.parse({
      tags: [
        { ...vegan, kind: 'certification' },
        { id: 2, name: 'New' },
      ],
    });
    expect(parsed.tags.map((t) => t.kind)).toEqual(['other', 'other']);
  });

  test.each(['Vegan', 'gluten free', 'nuts--free', '-nuts', 'x"><svg onload=alert(1)>', '../x', 'a'.repeat(41)])(
    'the slug %j, which could not stand in a filter URL, is refused naming the field',
    (slug) => {
      expect(tagsFailure([{ ...vegan, slug }])).toMatch(/^tags\.0\.slug: /);
    },
  );

  test('a second tag with the same id or the same slug is refused on the duplicate', () => {
    expect(tagsFailure([vegan, { ...vegan, slug: 'halal' }])).toMatch(/^tags\.1\.id: duplicate id 1/);
    expect(tagsFailure([vegan, { ...vegan, id: 2 }])).toBe('tags.1.slug: duplicate key "vegan" (the same as tags.0)');
    // A slug equal to another tag's id would be the same key in a URL.
    expect(
      tagsFailure([
        { id: 7, name: 'Seven' },
        { ...vegan, slug: '7' },
      ]),
    ).toMatch(/^tags\.1\.slug: duplicate key/);
  });
});
