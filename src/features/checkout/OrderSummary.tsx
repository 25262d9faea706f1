/**
 * The order's summary at checkout: its lines, the coupon, the totals (the delivery fee once the address is known),
 * the scheduled slot, the dishes not served (or not ready) at the order's time and the minimum order when the cart
 * is below it — said at once, not only after "Place order".
 * The problems summary links here for a problem of the cart.
 */
import { formatNumber } from '../../domain/locale.ts';
import type { ListPart } from '../../domain/listParts.ts';
import type { Ref } from 'react';
import type { Cart } from '../../domain/pricing/cart.ts';
import { couponNoticeKey, type CouponLine } from '../../domain/pricing/coupon.ts';
import { fill } from '../../components/ui/fill.ts';
import Isolated, { IsolatedParts } from '../../components/ui/Isolated.tsx';
import type { CheckoutData } from './checkoutData.ts';
import type { CheckoutModel } from './model.ts';
import { problemText, type Problem } from './problems.ts';
import { slotDay, slotTime } from './slotText.ts';
import TotalsList from './TotalsList.tsx';
import LinePrice from '../cart/LinePrice.tsx';

export interface OrderSummaryProps {
  data: CheckoutData;
  model: CheckoutModel;
  coupon: Cart['coupon'];
  couponError: string | null;
  /** The cart is below its minimum (the problem naming it), else null. */
  belowMinimum: Problem | null;
  /**
   * Dishes not served or not ready at the order's time (the model's problem, said as "Place order" says it), else
   * null: said as soon as the time chosen makes it so ("As soon as possible" with breakfast for a morning slot).
   */
  timeProblem: Problem | null;
  /** The cart's problem once the customer tried to order (an empty cart), else null. */
  cartError: string | null;
  s: Record<string, string>;
  money: (minor: number) => string;
  nameOf: (itemId: number) => string;
  /** A line's choices on one line (size, options) in parts, [] when none: the same words as the cart page's. */
  detailOf: (line: CouponLine) => readonly ListPart[];
  ref?: Ref<HTMLElement>;
}

export default function OrderSummary(props: OrderSummaryProps) {
  const { data, model, coupon, couponError, belowMinimum, timeProblem, cartError, s, money, nameOf, detailOf, ref } =
    props;
  const known = model.zone || model.country;
  return (
    <section aria-labelledby="co-summary-title" className="summary" id="co-summary" tabIndex={-1} ref={ref}>
      <h2 id="co-summary-title">{s.summary}</h2>
      <ul className="summary-lines">
        {model.totals.lines.map((line) => {
          const detail = detailOf(line);
          return (
            <li key={line.key}>
              {/* The owner's names and the customer's note, each in its own direction (English on an Arabic page). */}
              <span>
                {formatNumber(line.count, data.locale)} × <bdi>{nameOf(line.itemId)}</bdi>
                {detail.length > 0 && (
                  <span className="muted summary-detail">
                    <IsolatedParts parts={detail} />
                  </span>
                )}
                {line.note && (
                  <span className="muted summary-detail">
                    <Isolated text={s.quote ?? '“{{text}}”'} values={{ text: line.note }} />
                  </span>
                )}
              </span>{' '}
              {line.disabled ? (
                <span className="badge sold-out">{s.soldOut}</span>
              ) : (
                <LinePrice line={line} money={money} free={s.free} />
              )}
            </li>
          );
        })}
      </ul>
      {coupon && <p className="muted">{fill(s[couponNoticeKey(model.totals, data.route)], { code: coupon.code })}</p>}
      {couponError && <p role="alert">{couponError}</p>}
      <TotalsList
        totals={model.totals}
        s={s}
        money={money}
        shipping={model.shipping}
        delivery={
          data.route === 'delivery' ? (known ? { known: true } : { known: false, note: s.feeAfterAddress ?? '' }) : null
        }
      />
      {model.slot && (
        <p>
          {fill(s.scheduledFor, {
            date: slotDay(model.slot.date, data.locale),
            from: slotTime(model.slot.from, data.locale),
            to: slotTime(model.slot.to, data.locale),
          })}
        </p>
      )}
      {/* In the page from the start and filled when the time chosen leaves dishes out: a live region inserted with its
          text is not read out. */}
      <p id="co-cart-time" role="status" className={timeProblem ? 'notice' : 'status-line'}>
        {timeProblem && problemText(s, timeProblem, data.locale)}
      </p>
      {belowMinimum ? (
        <p id="co-minimum" role="status" className="notice" data-testid="minimum-order">
          {problemText(s, belowMinimum, data.locale)}
        </p>
      ) : (
        !timeProblem && cartError && <p className="field-error">{cartError}</p>
      )}
    </section>
  );
}
