/**
 * A cart line's price on the cart and in the checkout summary. The totals below the lines start from the items'
 * value before discounts (subtotal) and take the menu discount and the coupon off on rows of their own, so a
 * discounted line shows both: its value before, struck through, beside what it costs now. Otherwise the lines
 * (1.150) would not add up to the subtotal (1.250) right under them. Screen readers hear the price it costs now,
 * with the line's own words (`label`).
 */
import type { CouponLine } from '../../domain/pricing/coupon.ts';

export interface LinePriceProps {
  line: Pick<CouponLine, 'net' | 'priceAfterCoupon'>;
  money: (minor: number) => string;
  /** The accessible name of the price ("Line total: KWD 1.150"), when the place needs one. */
  label?: string;
}

export default function LinePrice({ line, money, label }: LinePriceProps) {
  return (
    <span className="price" aria-label={label}>
      {line.priceAfterCoupon < line.net && <del aria-hidden>{money(line.net)}</del>}
      {money(line.priceAfterCoupon)}
    </span>
  );
}
