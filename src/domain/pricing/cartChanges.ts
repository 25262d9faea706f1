/**
 * The changes to a saved cart (spec §4 cart rules): adding a line, its count, removing it. Every function returns a new cart and leaves its
 * argument untouched. Apart from cart.ts so that the pages that only read the cart (its badge) do not load them.
 */
import type { PriceLabel } from '../../lib/api/schema.ts';
import { wholeCount } from '../quantity.ts';
import { countWithin, makeCartLine, type Cart, type CartLine, type NewCartLine } from './cart.ts';

/** Adds a line: a line with the same key has its count raised (up to the label's maximum), otherwise it is appended. */
export function addCartLine<C extends Cart>(cart: C, line: NewCartLine, label?: PriceLabel): C {
  const added = makeCartLine(line, label);
  const existing = cart.items.find((l) => l.key === added.key);
  if (!existing) return { ...cart, items: [...cart.items, added] };
  const raised = setCartLineCount(cart, added.key, existing.count + added.count, label);
  // The name the dish was last added under (a page in another language names it anew).
  if (!added.name) return raised;
  return { ...raised, items: raised.items.map((l) => (l.key === added.key ? { ...l, name: added.name } : l)) };
}

/** Sets a line's count, clamped to [1, max]; an unknown key leaves the cart as it was. */
export function setCartLineCount<C extends Cart>(cart: C, key: string, count: number, label?: PriceLabel): C {
  const within = countWithin(count, label);
  return { ...cart, items: cart.items.map((l) => (l.key === key ? { ...l, count: within } : l)) };
}

/** Raises a line's count by `by` (default 1), up to the label's maximum. */
export function increaseCartLine<C extends Cart>(cart: C, key: string, by = 1, label?: PriceLabel): C {
  const line = cart.items.find((l) => l.key === key);
  return line ? setCartLineCount(cart, key, line.count + Math.max(0, wholeCount(by)), label) : { ...cart };
}

/** Lowers a line's count by `by` (default 1) but never below 1: removing a line is removeCartLine's job. */
export function decreaseCartLine<C extends Cart>(cart: C, key: string, by = 1): C {
  // No maximum here: lowering never pushes a count above one, and a label allowing more than 1000 must keep it.
  const lower = (l: CartLine): CartLine => ({
    ...l,
    count: Math.max(1, wholeCount(l.count) - Math.max(0, wholeCount(by))),
  });
  return { ...cart, items: cart.items.map((l) => (l.key === key ? lower(l) : l)) };
}

/** Deletes a line. */
export function removeCartLine<C extends Cart>(cart: C, key: string): C {
  return { ...cart, items: cart.items.filter((l) => l.key !== key) };
}
