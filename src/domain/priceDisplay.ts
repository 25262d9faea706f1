/**
 * How an item's price shows on a menu card (spec §4 price display modes) and the quantity bounds of a price label
 * (spec §5, §9). Amounts are integer minor units; formatting is money.ts's job.
 */
import type { Item, PriceDisplayMode } from '../lib/api/schema.ts';
import { localized } from './localizedText.ts';
import { toMinor } from './money.ts';

/**
 * What a menu card shows as the price: after the selling type's menu discount when it has one, with the price
 * before it (`was`) where a single amount is shown.
 */
export type PriceDisplay =
  | { kind: 'hidden' }
  | { kind: 'single'; amount: number; was?: number }
  | { kind: 'from'; amount: number; was?: number }
  | { kind: 'options'; options: Array<{ id: number; label: string; amount: number; was?: number }> }
  | { kind: 'on-selection' }
  | { kind: 'range'; min: number; max: number };

/** The business-wide inputs of a price display. */
export interface PriceDisplayOptions {
  /** The business's multiple_price_option; an item's price_option overrides it. */
  mode: PriceDisplayMode;
  /** The business's hide_price. */
  hidePrice: boolean;
  currency: string;
  locale: string;
  fallbacks: string[];
  /** The price of one unit after the selling type's menu discount (pricing/discounts.ts); none: no discount. */
  discounted?: (unit: number) => number;
}

/** The price display of an item: hidden, one price, or per mode 0 from / 1 options / 2 on selection / 3 range. */
export function priceDisplayFor(item: Item, opts: PriceDisplayOptions): PriceDisplay {
  const labels = Array.isArray(item.price_labels) ? item.price_labels : [];
  if (opts.hidePrice || labels.length === 0) return { kind: 'hidden' };
  const before = labels.map((label) => toMinor(label.price, opts.currency));
  const amounts = opts.discounted ? before.map(opts.discounted) : before;
  const priced = (i: number) => {
    const amount = amounts[i] ?? 0;
    const was = before[i] ?? 0;
    return was > amount ? { amount, was } : { amount };
  };
  if (labels.length === 1) return { kind: 'single', ...priced(0) };
  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  const mode = item.price_option ?? opts.mode;
  switch (mode) {
    case 1:
      return {
        kind: 'options',
        options: labels.map((label, i) => ({
          id: label.id,
          label: localized(label.locales, opts.locale, opts.fallbacks) || label.label || '',
          ...priced(i),
        })),
      };
    case 2:
      return { kind: 'on-selection' };
    case 3:
      return min === max ? { kind: 'single', amount: min } : { kind: 'range', min, max };
    default:
      // Mode 0, and any unknown mode: "starting from" the lowest price.
      return { kind: 'from', ...priced(amounts.indexOf(min)) };
  }
}
