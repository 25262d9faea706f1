/**
 * The breakdown of a cart's totals (spec §3 calculatedAmounts), shared by the cart and checkout islands and the pages
 * of a placed order (the same lines the checkout showed).
 */
import type { CartTotals } from '../../domain/pricing/totals.ts';
import { fill } from '../../components/ui/fill.ts';

/** The amounts the list shows: a cart's, or a placed order's as it was priced (order/amounts.ts). */
export type TotalsBreakdown = Pick<
  CartTotals,
  | 'subtotal'
  | 'itemDiscount'
  | 'couponDiscount'
  | 'exclusiveTax'
  | 'inclusiveTax'
  | 'deliveryFee'
  | 'freeDelivery'
  | 'walletDiscount'
  | 'rounding'
  | 'total'
>;

export interface TotalsListProps {
  totals: TotalsBreakdown;
  s: Record<string, string>;
  money: (minor: number) => string;
  /** What to show on the delivery fee row: the amount, or a note such as "at checkout"; nothing hides the row. */
  delivery?: { known: true } | { known: false; note: string } | null;
  /** The fee is a parcel's shipping abroad (spec §4 shipping): named so, not "Delivery fee". */
  shipping?: boolean;
}

export default function TotalsList({ totals, s, money, delivery, shipping = false }: TotalsListProps) {
  return (
    <>
      <dl className="totals">
        <dt>{s.subtotal}</dt>
        <dd>{money(totals.subtotal)}</dd>
        {totals.itemDiscount > 0 && (
          <>
            <dt>{s.discount}</dt>
            <dd>−{money(totals.itemDiscount)}</dd>
          </>
        )}
        {totals.couponDiscount > 0 && (
          <>
            <dt>{s.couponDiscount}</dt>
            <dd data-testid="coupon-discount">−{money(totals.couponDiscount)}</dd>
          </>
        )}
        {totals.exclusiveTax > 0 && (
          <>
            <dt>{s.tax}</dt>
            <dd>{money(totals.exclusiveTax)}</dd>
          </>
        )}
        {delivery && (
          <>
            <dt>{shipping ? s.shippingFee : s.deliveryFee}</dt>
            {delivery.known ? (
              <dd data-testid="delivery-fee">{totals.freeDelivery ? s.freeDelivery : money(totals.deliveryFee)}</dd>
            ) : (
              <dd className="muted">{delivery.note}</dd>
            )}
          </>
        )}
        {totals.walletDiscount > 0 && (
          <>
            <dt>{s.wallet}</dt>
            <dd>−{money(totals.walletDiscount)}</dd>
          </>
        )}
        {totals.rounding !== 0 && (
          <>
            <dt>{s.rounding}</dt>
            <dd>{money(totals.rounding)}</dd>
          </>
        )}
        <dt className="total">{s.total}</dt>
        <dd className="total" data-testid="cart-total">
          {money(totals.total)}
        </dd>
      </dl>
      {totals.inclusiveTax > 0 && (
        <p className="muted">{fill(s.includedTax, { amount: money(totals.inclusiveTax) })}</p>
      )}
    </>
  );
}
