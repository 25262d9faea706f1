import { describe, expect, test } from 'vitest';
import { createDrafts, DRAFT_TTL_MS } from './drafts.ts';

/** A sessionStorage of a Map (or one that throws at every call). */
function memoryStorage(broken = false): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  const fail = () => {
    if (broken) throw new DOMException('denied', 'SecurityError');
  };
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => (fail(), map.get(k) ?? null),
    setItem: (k: string, v: string) => (fail(), void map.set(k, v)),
    removeItem: (k: string) => (fail(), void map.delete(k)),
  };
}

function setup(opts: { broken?: boolean } = {}) {
  const storage = memoryStorage(opts.broken);
  const world = { now: 1_000_000, user: 7 as number | null, tenant: 'shop' };
  const drafts = createDrafts({
    storage: () => storage,
    tenant: () => world.tenant,
    now: () => world.now,
    user: () => world.user,
  });
  return { storage, world, ...drafts };
}

const asText = (v: unknown) => (typeof v === 'string' ? v : null);

describe('drafts kept when the session ends', () => {
  test('a form’s draft is kept when the session ends and given back once, to the same customer', () => {
    const { keepDraft, saveDrafts, takeDraft, storage } = setup();
    keepDraft('profile', () => 'Noura typed this');
    saveDrafts();
    expect([...storage.map.keys()]).toEqual(['sf:shop:draft:profile']);
    expect(takeDraft('profile', asText)).toBe('Noura typed this');
    expect(takeDraft('profile', asText)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  test('another customer logging in on the device gets nothing, and the draft is gone', () => {
    const { keepDraft, saveDrafts, takeDraft, world, storage } = setup();
    keepDraft('profile', () => 'private');
    saveDrafts();
    world.user = 8;
    expect(takeDraft('profile', asText)).toBeNull();
    expect(storage.map.size).toBe(0);
    world.user = 7;
    expect(takeDraft('profile', asText)).toBeNull();
  });

  test('a draft is given back within an hour, not after', () => {
    const { keepDraft, saveDrafts, takeDraft, world } = setup();
    keepDraft('feedback', () => 'soon');
    saveDrafts();
    world.now += DRAFT_TTL_MS;
    expect(takeDraft('feedback', asText)).toBe('soon');
    saveDrafts();
    world.now += DRAFT_TTL_MS + 1;
    expect(takeDraft('feedback', asText)).toBeNull();
  });

  test('an untouched form keeps nothing, nor a closed one, nor a page where nobody is logged in', () => {
    const { keepDraft, saveDrafts, storage, world } = setup();
    keepDraft('profile', () => null);
    const close = keepDraft('location', () => ({ title: 'Home' }));
    close();
    saveDrafts();
    expect(storage.map.size).toBe(0);
    keepDraft('feedback', () => 'typed');
    world.user = null;
    saveDrafts();
    expect(storage.map.size).toBe(0);
  });

  test('a form opened again replaces the older one’s keeper, and closing the older one leaves it', () => {
    const { keepDraft, saveDrafts, takeDraft } = setup();
    const closeOld = keepDraft('location', () => 'old');
    keepDraft('location', () => 'new');
    closeOld();
    saveDrafts();
    expect(takeDraft('location', asText)).toBe('new');
  });

  test('drafts are kept per business: another business on the same origin reads none', () => {
    const { keepDraft, saveDrafts, takeDraft, world } = setup();
    keepDraft('profile', () => 'for shop');
    saveDrafts();
    world.tenant = 'other';
    expect(takeDraft('profile', asText)).toBeNull();
    world.tenant = 'shop';
    expect(takeDraft('profile', asText)).toBe('for shop');
  });

  test('garbage in storage gives nothing back, and is removed', () => {
    const { takeDraft, storage } = setup();
    for (const text of ['{oops', 'null', '42', JSON.stringify({ at: 'x', user: 7, value: 'v' })]) {
      storage.map.set('sf:shop:draft:profile', text);
      expect(takeDraft('profile', asText), text).toBeNull();
      expect(storage.map.size).toBe(0);
    }
    // A draft the form does not recognise (its parse says null) is not given either.
    storage.map.set('sf:shop:draft:profile', JSON.stringify({ at: 1_000_000, user: 7, value: { not: 'text' } }));
    expect(takeDraft('profile', asText)).toBeNull();
  });

  test('storage that refuses every call loses the draft without an error', () => {
    const { keepDraft, saveDrafts, takeDraft } = setup({ broken: true });
    keepDraft('profile', () => 'typed');
    expect(() => saveDrafts()).not.toThrow();
    expect(takeDraft('profile', asText)).toBeNull();
  });
});
