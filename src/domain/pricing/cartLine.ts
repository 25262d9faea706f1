/**
 * The shape of a saved cart line, apart from the cart's rules (cart.ts) so that the price rules (lines.ts) can read
 * lines without importing the cart module, which itself needs the coupon type: no import cycle, type-only included.
 */

/** A chosen modifier option and how many of it go on one unit of the item. */
export interface CartModifier {
  id: number;
  quantity: number;
}

/** One saved cart line: item, price label, modifiers and note identify it (`key`); `count` is how many. */
export interface CartLine {
  key: string;
  itemId: number;
  priceLabelId: number;
  modifiers: CartModifier[];
  note: string;
  count: number;
  /**
   * The dish's name as the page that added it showed it (its language then), kept only to name the line if the dish
   * later leaves the menu: the menu's own name wins whenever the dish is still on it. Not part of the line's key.
   */
  name?: string;
}
