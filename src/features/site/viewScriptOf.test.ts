import { expect, test } from 'vitest';
import { viewScriptOf } from './viewScriptOf.ts';

test('pages that show dishes, categories or the open badges carry the menu view script', () => {
  for (const kind of ['landing', 'menu', 'category', 'item'] as const) expect(viewScriptOf({ kind })).toBe('menu');
});

test("the cart and search pages carry whether their selling type takes orders now, not the menu's rules", () => {
  expect(viewScriptOf({ kind: 'shell', shell: 'cart' })).toBe('cart');
  expect(viewScriptOf({ kind: 'shell', shell: 'search' })).toBe('cart');
});

test('account, order, checkout and info pages carry the plain view script', () => {
  for (const shell of ['checkout', 'address', 'map', 'form', 'delivery-areas', 'login', 'order/_', 'settings'])
    expect(viewScriptOf({ kind: 'shell', shell })).toBe('plain');
  for (const kind of ['branches', 'policies', 'feedback', 'more', 'offline'] as const)
    expect(viewScriptOf({ kind })).toBe('plain');
});
