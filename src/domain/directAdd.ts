/**
 * Whether a menu card can put an item in the cart by itself (spec §5 "Add to cart directly"): only with visible
 * prices, the cart enabled, and no modifiers or required comment to ask for; several price labels open a price
 * chooser; anything else goes to the item page.
 */
import type { Item } from '../lib/api/schema.ts';

export type DirectAdd = 'direct' | 'chooser' | 'details';

/** How a menu card adds this item. */
export function directAddOf(
  item: Item,
  opts: { hidePrice: boolean; cartEnabled: boolean; modifiersEnabled?: boolean },
): DirectAdd {
  if (opts.hidePrice || !opts.cartEnabled || item.disabled) return 'details';
  if ((opts.modifiersEnabled ?? true) && item.modifiers.length > 0) return 'details';
  if (item.require_comment) return 'details';
  return item.price_labels.length > 1 ? 'chooser' : 'direct';
}
