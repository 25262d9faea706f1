import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleApi, type RunningSampleApi } from './server.ts';

let api: RunningSampleApi;
beforeAll(async () => {
  api = await startSampleApi({ port: 0, includeTestTenants: true });
});
afterAll(() => api.close());

async function search(term: string, query: string) {
  const res = await fetch(`${api.url}/webapp/search/${encodeURIComponent(term)}?${query}`);
  const body = (await res.json()) as { items: Array<{ id: number; category_id: number }>; message?: string };
  return { status: res.status, ids: body.items.map((i) => i.id), body };
}

describe('GET webapp/search/{term}', () => {
  it('finds Arabic names typed with or without diacritics, in the asked language', async () => {
    const bare = await search('شاورما', 'ref=shawarma-house&type=delivery&locale=ar');
    expect(bare.ids).toEqual(expect.arrayContaining([10009, 10010, 10011]));
    expect((await search('شَاوِرْمَا', 'ref=shawarma-house&type=delivery&locale=ar')).ids).toEqual(bare.ids);
  });

  it('forgives a typo and ranks names above descriptions', async () => {
    const { ids } = await search('flafel', 'ref=shawarma-house&type=delivery&locale=en');
    expect(ids.slice(0, 2).sort()).toEqual([10002, 10008]);
  });

  it('answers each item with the category listing it in that menu', async () => {
    const { body } = await search('Chicken Shawarma Wrap', 'ref=shawarma-house&type=delivery&locale=en');
    expect(body.items[0]).toMatchObject({ id: 10009, category_id: 103 });
  });

  it('keeps to the selling type: an item sold for delivery only is not found on the dine-in menu', async () => {
    expect((await search('family', 'ref=shawarma-house&type=delivery&locale=en')).ids).toContain(10007);
    expect((await search('family', 'ref=shawarma-house&type=dinein&locale=en')).ids).not.toContain(10007);
    const unknown = await search('family', 'ref=shawarma-house&type=teleport');
    expect(unknown.status).toBe(400);
  });

  it('finds Japanese by a part of the name, and without a locale in every language', async () => {
    expect((await search('抹茶', 'ref=kissa-tokyo&locale=ja')).ids).toEqual(
      expect.arrayContaining([30003, 30012, 30015]),
    );
    expect((await search('matcha', 'ref=kissa-tokyo')).ids).toEqual(expect.arrayContaining([30003, 30012, 30015]));
  });

  it('leaves hidden items out and keeps to the branch given by branch_id', async () => {
    expect((await search('garlic sauce jar', 'ref=shawarma-house')).ids).not.toContain(10040);
    expect((await search('lamb', 'branch_id=13')).ids).not.toContain(10018);
    expect((await search('lamb', 'branch_id=12')).ids).toContain(10018);
  });

  it('needs a tenant, and answers nothing for hostile terms', async () => {
    expect((await search('lamb', '')).status).toBe(400);
    expect((await search('lamb', 'ref=nope')).status).toBe(404);
    for (const term of ['.*', '   ', '\u200f', '%', 'x'.repeat(5000)]) {
      const answer = await search(term, 'ref=shawarma-house');
      expect(answer.status, term.slice(0, 10)).toBe(200);
      expect(answer.ids, term.slice(0, 10)).toEqual([]);
    }
  });
});
