/**
 * Texts of an item's price as the menu shows it (spec §4 price display modes), formatted by the one formatter, after
 * the selling type's menu discount (spec §3 Discounts): the price the cart will charge, the one before it struck
 * through beside it.
 */
import type { Business, Discounts, Item } from '../../lib/api/schema.ts';
import { formatMoney } from '../../domain/money.ts';
import { findDiscount, unitPriceAfter } from '../../domain/pricing/discounts.ts';
import { itemCategoryIds } from '../../domain/pricing/lines.ts';
import { priceDisplayFor, type PriceDisplay } from '../../domain/priceDisplay.ts';
import { serverSellingType, type RouteType } from '../../domain/sellingType.ts';

/** Where a price is shown: the selling type whose discounts apply and the category the item is listed in. */
export interface PriceContext {
  discounts: Discounts | null | undefined;
  route: RouteType | undefined;
  categoryId: number | null;
}

/** The unit price after the menu discount of the page's selling type, or undefined when none applies. */
export function discountedFor(
  item: Item,
  currency: string,
  where: PriceContext | undefined,
): ((unit: number) => number) | undefined {
  if (!where?.route || !where.discounts) return undefined;
  const discount = findDiscount(
    where.discounts,
    serverSellingType(where.route),
    item.id,
    itemCategoryIds(item, where.categoryId),
  );
  return discount ? (unit) => unitPriceAfter(unit, discount, currency) : undefined;
}

/** The price display of an item for a business and locale, on a page of a selling type (`where`). */
export function itemPriceDisplay(
  item: Item,
  business: Business,
  locale: string,
  fallbacks: string[],
  where?: PriceContext,
): PriceDisplay {
  return priceDisplayFor(item, {
    mode: business.multiple_price_option,
    hidePrice: business.hide_price,
    currency: business.currency,
    locale,
    fallbacks,
    discounted: discountedFor(item, business.currency, where),
  });
}

/** The price before the discount, struck through beside a single or "from" price ('' when there is none). */
export function wasText(display: PriceDisplay, currency: string, locale: string): string {
  return (display.kind === 'single' || display.kind === 'from') && display.was !== undefined
    ? formatMoney(display.was, currency, locale)
    : '';
}

/** The texts a price line needs: the page's translator at build time, the page's strings in a browser script. */
export type PriceTranslate = (
  key: 'item.priceFrom' | 'item.priceOnSelection' | 'item.priceRange' | 'item.free',
  values?: Record<string, string>,
) => string;

/**
 * The price of a dish or of one of its sizes: "Free" when it costs nothing (a complimentary water, a dish a 100%
 * discount gives away), not "KWD 0.000".
 */
export function dishPriceText(minor: number, currency: string, locale: string, t: PriceTranslate): string {
  return minor === 0 ? t('item.free') : formatMoney(minor, currency, locale);
}

/**
 * One line of text for a price display ('' when prices are hidden), each dish's or size's price as dishPriceText
 * says it; a lowest price of 0 in a "from" or a range stays an amount ("From KWD 0.000" reads as the start of a
 * scale, "From Free" would not).
 */
export function priceText(display: PriceDisplay, currency: string, locale: string, t: PriceTranslate): string {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const price = (minor: number) => dishPriceText(minor, currency, locale, t);
  switch (display.kind) {
    case 'hidden':
      return '';
    case 'single':
      return price(display.amount);
    case 'from':
      return t('item.priceFrom', { price: money(display.amount) });
    case 'options':
      return display.options.map((o) => `${o.label} ${price(o.amount)}`).join(' · ');
    case 'on-selection':
      return t('item.priceOnSelection');
    case 'range':
      return t('item.priceRange', { min: money(display.min), max: money(display.max) });
  }
}
