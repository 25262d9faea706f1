/** The words of a totals list (TotalsList.tsx), for an island whose strings are not the cart's (a placed order). */
import type { PageContext } from '../site/context.ts';

const KEYS = [
  'subtotal',
  'discount',
  'couponDiscount',
  'tax',
  'deliveryFee',
  'freeDelivery',
  'wallet',
  'rounding',
  'total',
  'includedTax',
] as const;

export function totalsStrings(t: PageContext['t']): Record<string, string> {
  // includedTax keeps its placeholder for the island to fill.
  return {
    ...Object.fromEntries(
      KEYS.map((k) => [k, k === 'includedTax' ? t(`cart.${k}`, { amount: '{{amount}}' }) : t(`cart.${k}`)]),
    ),
    // A parcel's fee, as its checkout named it.
    shippingFee: t('checkout.shippingFee'),
  };
}
