/** Texts of an item's price as the menu shows it (spec §4 price display modes), formatted by the one formatter. */
import type { Business, Item } from '../../lib/api/schema.ts';
import { formatMoney } from '../../domain/money.ts';
import { priceDisplayFor, type PriceDisplay } from '../../domain/priceDisplay.ts';

/** The price display of an item for a business and locale. */
export function itemPriceDisplay(item: Item, business: Business, locale: string, fallbacks: string[]): PriceDisplay {
  return priceDisplayFor(item, {
    mode: business.multiple_price_option,
    hidePrice: business.hide_price,
    currency: business.currency,
    locale,
    fallbacks,
  });
}

/** The texts a price line needs: the page's translator at build time, the page's strings in a browser script. */
export type PriceTranslate = (
  key: 'item.priceFrom' | 'item.priceOnSelection' | 'item.priceRange',
  values?: Record<string, string>,
) => string;

/** One line of text for a price display ('' when prices are hidden). */
export function priceText(display: PriceDisplay, currency: string, locale: string, t: PriceTranslate): string {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  switch (display.kind) {
    case 'hidden':
      return '';
    case 'single':
      return money(display.amount);
    case 'from':
      return t('item.priceFrom', { price: money(display.amount) });
    case 'options':
      return display.options.map((o) => `${o.label} ${money(o.amount)}`).join(' · ');
    case 'on-selection':
      return t('item.priceOnSelection');
    case 'range':
      return t('item.priceRange', { min: money(display.min), max: money(display.max) });
  }
}
