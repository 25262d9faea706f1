/**
 * The saved cart (spec §3 Cart, §4 cart rules): lines hold ids and choices only, never prices, because prices are
 * rebuilt from the current menu (lines.ts). Its shape and a line's canonical form, which reading a saved cart needs
 * (savedCart.ts, on every page for the cart's badge), its clearing once an order is placed and the rule on the options
 * chosen in a group (the item page's form); the changes to a cart are cartChanges.ts's.
 */
import type { PriceLabel } from '../../lib/api/schema.ts';
import { DEFAULT_MAX_QUANTITY, maxQuantity, wholeCount } from '../quantity.ts';
import type { Coupon } from './coupon.ts';
import type { CartLine, CartModifier } from './cartLine.ts';

export type { CartLine, CartModifier } from './cartLine.ts';

/** A line to add: the key is always recomputed, so a caller may leave it out. */
export type NewCartLine = Omit<CartLine, 'key'> & { key?: string };

/** Order types (spec §4): 0 delivery, 1 dine in, 2 pickup, 3 product service. */
export type OrderType = 0 | 1 | 2 | 3;

/** The cart state that resetCart clears (spec §4); stores may keep more fields beside these. */
export interface Cart {
  items: CartLine[];
  note: string;
  orderType: OrderType | null;
  coupon: Coupon | null;
  /** Ids of the promotions the customer picked. */
  promotions: number[];
  /** The dine-in table id. */
  table: number | null;
  queriedAddress: string | null;
  queriedAreaId: number | null;
}

/** A cart with nothing in it. */
export const EMPTY_CART: Cart = Object.freeze({
  items: [],
  note: '',
  orderType: null,
  coupon: null,
  promotions: [],
  table: null,
  queriedAddress: null,
  queriedAreaId: null,
}) as Cart;

/** Modifiers in a canonical form: same ids merged, quantities whole and positive, sorted by id. */
export function normalizeModifiers(modifiers: readonly CartModifier[]): CartModifier[] {
  const byId = new Map<number, number>();
  for (const m of Array.isArray(modifiers) ? modifiers : []) {
    const quantity = wholeCount(m?.quantity);
    if (!Number.isInteger(m?.id) || quantity < 1) continue;
    byId.set(m.id, (byId.get(m.id) ?? 0) + quantity);
  }
  return [...byId].sort(([a], [b]) => a - b).map(([id, quantity]) => ({ id, quantity }));
}

/** The identity of a line: same item, price label, modifiers (in any order) and trimmed note give the same key. */
export function lineKey(line: Pick<CartLine, 'itemId' | 'priceLabelId' | 'modifiers' | 'note'>): string {
  const modifiers = normalizeModifiers(line.modifiers).map((m) => `${m.id}x${m.quantity}`);
  // JSON keeps a note holding separators from colliding with another line's key.
  return JSON.stringify([line.itemId, line.priceLabelId, modifiers.join(','), (line.note ?? '').trim()]);
}

/** A line's count within [1, the label's maximum] (makeCartLine; pruneCart for a label whose maximum changed). */
export const countWithin = (count: number, label: PriceLabel | undefined): number =>
  Math.min(Math.max(wholeCount(count), 1), label ? maxQuantity(label) : DEFAULT_MAX_QUANTITY);

/** The longest dish name a line keeps (longer names are cut: the name only labels a notice). */
export const LINE_NAME_MAX = 200;

/** A line in canonical form: key recomputed, modifiers normalized, note trimmed, count clamped to [1, max]. */
export function makeCartLine(line: NewCartLine, label?: PriceLabel): CartLine {
  const modifiers = normalizeModifiers(line.modifiers);
  const note = (line.note ?? '').trim();
  const base = { itemId: line.itemId, priceLabelId: line.priceLabelId, modifiers, note };
  const name = typeof line.name === 'string' ? line.name.trim().slice(0, LINE_NAME_MAX) : '';
  return { key: lineKey(base), ...base, count: countWithin(line.count, label), ...(name ? { name } : {}) };
}

/** Clears items, note, order type, coupon, promotions, table, queried address and area (spec §4); keeps the rest. */
export function resetCart<C extends Cart>(cart: C): C {
  return { ...cart, ...EMPTY_CART, items: [], promotions: [] };
}

/**
 * What is wrong with the number of options chosen in a modifier group (spec §3: `min` ≥ 1 makes it required, `max`
 * caps it, 0 meaning no cap), or null: the item page's form and the order's check say the same.
 */
export function groupChoiceProblem(group: { min: number; max: number }, chosen: number): 'at-least' | 'at-most' | null {
  if (chosen < group.min) return 'at-least';
  if (group.max > 0 && chosen > group.max) return 'at-most';
  return null;
}
