import { describe, expect, it, vi } from 'vitest';
import { makeItem } from '../../domain/testFixtures.ts';
import type { SearchAnswer } from '../../lib/api/search.ts';
import { openSearchSource, type SourceOptions } from './source.ts';
import { SEARCH_INDEX_VERSION } from './searchIndex.ts';

const INDEX = {
  v: SEARCH_INDEX_VERSION,
  categories: { '10': { name: 'Mains' } },
  items: [
    { id: 1, c: 10, name: 'Falafel Plate' },
    { id: 2, c: 10, name: 'Hummus' },
  ],
};

const answer = (items: unknown[]): SearchAnswer => ({ term: 'x', items: items as SearchAnswer['items'] });

function options(index: () => Promise<Response>, api = vi.fn(async (_term: string) => answer([]))): SourceOptions {
  return {
    indexUrl: '/shop/_search/en/delivery.json',
    fetch: vi.fn(index) as unknown as typeof fetch,
    searchApi: api,
    entry: { locale: 'en', fallbacks: ['en'], currency: 'KWD', priceMode: 0, hidePrice: false },
    apiUrl: 'https://api.example',
  };
}

describe('the search source', () => {
  it('searches the fetched index in the browser, without asking the API', async () => {
    const api = vi.fn(async () => answer([]));
    const source = await openSearchSource(options(async () => Response.json(INDEX), api));
    expect(source.kind).toBe('index');
    expect((await source.search('flafel')).map((e) => e.id)).toEqual([1]);
    expect(source.categories).toEqual(INDEX.categories);
    expect(api).not.toHaveBeenCalled();
  });

  it('a query that finds nothing in the page’s language finds the same dishes in another of the business’s, shown in the page’s words', async () => {
    const arabic = {
      ...INDEX,
      items: [
        { id: 1, c: 10, name: 'صحن فلافل' },
        { id: 2, c: 10, name: 'حمص' },
      ],
    };
    const fetchFn = vi.fn(async (url: string) => Response.json(url.includes('/ar/') ? arabic : INDEX));
    const source = await openSearchSource({
      ...options(async () => Response.json(INDEX)),
      fetch: fetchFn as unknown as typeof fetch,
      otherIndexUrls: ['/shop/_search/ar/delivery.json'],
    });
    // Found in English: the Arabic index is not fetched.
    expect((await source.search('hummus')).map((e) => e.name)).toEqual(['Hummus']);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    // Typed in Arabic on the English page: found there, named in English.
    expect((await source.search('فلافل')).map((e) => e.name)).toEqual(['Falafel Plate']);
    expect((await source.search('حمص')).map((e) => e.name)).toEqual(['Hummus']);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(await source.search('pizza')).toEqual([]);
  });

  it('a language whose index cannot be had is not searched, and the page’s own results still come', async () => {
    const fetchFn = vi.fn(async (url: string) =>
      url.includes('/ar/') ? new Response('gone', { status: 404 }) : Response.json(INDEX),
    );
    const source = await openSearchSource({
      ...options(async () => Response.json(INDEX)),
      fetch: fetchFn as unknown as typeof fetch,
      otherIndexUrls: ['/shop/_search/ar/delivery.json'],
    });
    expect(await source.search('فلافل')).toEqual([]);
    expect((await source.search('falafel')).map((e) => e.id)).toEqual([1]);
  });

  it('asks the API when the index is missing, broken, of another version, or cannot be fetched', async () => {
    const fails: Array<() => Promise<Response>> = [
      async () => new Response('not found', { status: 404 }),
      async () => new Response('{broken', { status: 200 }),
      async () => Response.json({ ...INDEX, v: SEARCH_INDEX_VERSION + 1 }),
      async () => Response.json({ v: SEARCH_INDEX_VERSION, items: 'no' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    for (const index of fails) expect((await openSearchSource(options(index))).kind).toBe('api');
  });

  it('makes the API items into entries in its order, with pictures only from the API host', async () => {
    const api = vi.fn(async (_term: string) =>
      answer([
        {
          ...makeItem({ id: 7, names: [{ locale: 'en', name: 'Falafel Duo' }], image: '/img/duo.jpg' }),
          category_id: 10,
        },
        { ...makeItem({ id: 8, image: 'https://elsewhere.example/a.jpg' }), category_id: 11 },
        { id: 'broken', category_id: 3 },
        { ...makeItem({ id: 9 }) },
        null,
      ]),
    );
    const source = await openSearchSource(options(async () => new Response('', { status: 404 }), api));
    const found = await source.search('  falafel  ');
    expect(api).toHaveBeenCalledWith('falafel');
    expect(found.map((e) => [e.id, e.c, e.img])).toEqual([
      [7, 10, 'https://api.example/img/duo.jpg'],
      [8, 11, undefined],
    ]);
    expect(found[0]).toMatchObject({ name: 'Falafel Duo', p: { kind: 'single', amount: 1500 } });
  });
});
