/**
 * The checkout's word about an order waiting for its online payment (usePendingOrder.ts): its number, "Pay now"
 * (its payment page again), "See the order" (its page) and "Place a new order instead". Decision: while it waits,
 * the checkout has no "Place order" button — the customer chooses one of these first, so Back from the payment
 * page never leads to a second order unawares; choosing a new order forgets the waiting one here (it stays
 * unpaid, and its page still offers its payment). The notice opens the form; where the button was, its sentence
 * links up to it.
 */
import { fill } from '../../components/ui/fill.ts';

export const PENDING_NOTICE_ID = 'co-pending';

interface Props {
  order: { id: string; number: string; payUrl: string | null };
  orderHref: string;
  s: Record<string, string>;
  onNewOrder: () => void;
}

export default function PendingOrderNotice({ order, orderHref, s, onNewOrder }: Props) {
  return (
    <section id={PENDING_NOTICE_ID} className="notice" aria-labelledby="co-pending-title" tabIndex={-1}>
      <p id="co-pending-title">
        <strong>{fill(s.pendingPayment, { number: order.number })}</strong>
      </p>
      <p>{s.pendingPaymentHelp}</p>
      <p className="pending-actions">
        {order.payUrl && (
          <a className="button primary" href={order.payUrl}>
            {s.payNow}
          </a>
        )}
        <a className="button" href={`${orderHref}/${encodeURIComponent(order.id)}`}>
          {s.seeOrder}
        </a>
        <button type="button" onClick={onNewOrder}>
          {s.newOrderInstead}
        </button>
      </p>
    </section>
  );
}
