/**
 * A cart line's price on the cart and in the checkout summary. The totals below the lines start from the items'
 * value before discounts (subtotal) and take the menu discount and the coupon off on rows of their own, so a
 * discounted line shows both: its value before, struck through, beside what it costs now. Otherwise the lines
 * (1.150) would not add up to the subtotal (1.250) right under them. Screen readers hear the price it costs now,
 * with the line's own words (`label`). A line that costs nothing says so in words (`free`, as the menu does).
 */
import type { CouponLine } from '../../domain/pricing/coupon.ts';

export interface LinePriceProps {
  line: Pick<CouponLine, 'net' | 'priceAfterCoupon'>;
  money: (minor: number) => string;
  /** What a line that costs nothing shows ("Free"); without it, the amount. */
  free?: string | undefined;
  /** The accessible name of the price ("Line total: KWD 1.150"), when the place needs one. */
  label?: string;
}

/** A line's price as LinePrice shows it: `free` for one that costs nothing, else the amount. */
export const linePriceText = (minor: number, money: (minor: number) => string, free?: string) =>
  minor === 0 && free ? free : money(minor);

export default function LinePrice({ line, money, free, label }: LinePriceProps) {
  return (
    <span className="price" aria-label={label}>
      {line.priceAfterCoupon < line.net && <del aria-hidden>{money(line.net)}</del>}
      {linePriceText(line.priceAfterCoupon, money, free)}
    </span>
  );
}
