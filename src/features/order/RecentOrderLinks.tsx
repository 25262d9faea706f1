/**
 * "Track your order 4F3A9C21": the orders this browser placed at the business lately (stores/recentOrders.ts), each
 * a link to its page, where the empty cart and checkout say there is nothing to order — a guest has no order
 * history, and Back from an order's page lands there. Nothing when there are none.
 */
import { useStore } from '@nanostores/react';
import { fill } from '../../components/ui/fill.ts';
import { recentOrdersAt } from '../../domain/recentOrders.ts';
import { $recentOrders } from '../../stores/recentOrders.ts';

interface Props {
  /** The order pages' base: `/{ref}/order` (the id is appended). */
  orderHref: string;
  /** "Track your order {{number}}". */
  text: string;
  now: Date;
}

export default function RecentOrderLinks({ orderHref, text, now }: Props) {
  const orders = recentOrdersAt(useStore($recentOrders), now);
  if (orders.length === 0) return null;
  return (
    <ul className="recent-orders">
      {orders.map((order) => (
        <li key={order.id}>
          <a href={`${orderHref}/${encodeURIComponent(order.id)}`}>{fill(text, { number: order.number })}</a>
        </li>
      ))}
    </ul>
  );
}
