import { describe, expect, it } from 'vitest';
import type { Business, TagAnswer } from '../lib/api/schema.ts';
import { fetchTags } from './fetchTags.ts';

const answers: Record<string, TagAnswer[]> = {
  en: [
    { id: 1, kind: 'diet', slug: 'vegan', name: 'Vegan', icon: 'vegan' },
    { id: 2, kind: 'allergen', slug: 'nuts', name: 'Nuts', icon: 'nuts' },
  ],
  ar: [
    { id: 1, kind: 'diet', slug: 'vegan', name: 'نباتي صرف', icon: 'vegan' },
    { id: 2, kind: 'allergen', slug: 'nuts', name: 'مكسرات', icon: 'nuts' },
  ],
};

describe('fetchTags', () => {
  it('asks the main branch once per business locale and names each tag in every one of them', async () => {
    const asked: Array<[number, string]> = [];
    const api = {
      getTags: async (branchId: number, locale: string) => {
        asked.push([branchId, locale]);
        return { tags: answers[locale] ?? [] };
      },
    };
    const tags = await fetchTags(api, { branch_id: 11, locales: ['en', 'AR-kw', 'xx'] } as unknown as Business);
    expect(asked).toEqual([
      [11, 'en'],
      [11, 'ar'],
    ]);
    expect(tags.map((t) => [t.key, t.kind, t.names.map((n) => `${n.locale}:${n.name}`)])).toEqual([
      ['vegan', 'diet', ['en:Vegan', 'ar:نباتي صرف']],
      ['nuts', 'allergen', ['en:Nuts', 'ar:مكسرات']],
    ]);
  });
});
