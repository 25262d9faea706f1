import { expect, test } from 'vitest';
import { safeStorage } from './persist.ts';

/** localStorage and sessionStorage as a browser with the site's data blocked has them: reading either throws. */
const blocked = () => {
  throw new DOMException('denied', 'SecurityError');
};

test('with no storage at all, what one page of the tab kept is read by its next page (the tab’s name keeps it)', () => {
  const tab = { name: '' };
  safeStorage(blocked, blocked, tab)['sf:shop:cart'] = '{"v":1}';
  // The next page: a new store over the same tab.
  const next = safeStorage(blocked, blocked, tab);
  expect(next['sf:shop:cart']).toBe('{"v":1}');
  expect('sf:shop:cart' in next).toBe(true);
  delete next['sf:shop:cart'];
  expect(safeStorage(blocked, blocked, tab)['sf:shop:cart']).toBeUndefined();
});

test('a tab name set by another page or garbage gives nothing kept, and never throws', () => {
  for (const name of ['checkout-window', '{oops', '5', 'null', '"abc"', '[1]', '{"__proto__":{"x":1}}']) {
    const storage = safeStorage(blocked, blocked, { name });
    expect(storage['sf:shop:cart'], name).toBeUndefined();
    expect(storage['toString'], name).toBeUndefined();
    expect('constructor' in storage, name).toBe(false);
  }
});

test('a value the tab kept gives way to storage once storage takes it', () => {
  const tab = { name: '' };
  safeStorage(blocked, blocked, tab)['k'] = 'old';
  const data = new Map<string, string>();
  const local = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  } as unknown as Storage;
  const storage = safeStorage(() => local, blocked, tab);
  storage['k'] = 'new';
  expect(data.get('k')).toBe('new');
  expect(safeStorage(() => local, blocked, tab)['k']).toBe('new');
  expect(tab.name).not.toContain('old');
});

test('with no storage at all, the login token stays in the page and never goes into the tab’s name', () => {
  const tab = { name: '' };
  const storage = safeStorage(blocked, blocked, tab);
  storage['sf:shop:auth'] = '{"v":1,"data":{"token":"secret-token"}}';
  storage['sf:shop:cart'] = '{"v":1}';
  expect(storage['sf:shop:auth']).toContain('secret-token'); // this page is still logged in
  expect(tab.name).not.toContain('secret-token');
  expect(safeStorage(blocked, blocked, tab)['sf:shop:cart']).toBe('{"v":1}');
});
