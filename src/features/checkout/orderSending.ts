/**
 * The code that sends an order, its body (orderBody.ts) and the call (placeOrder.ts), is needed only once the
 * customer places it: it loads at the first use of the checkout (a tap, a key, a scroll: components/ui/firstUse.ts)
 * and "Place order" awaits it, as it awaits the phone rules, so the checkout's JavaScript before the first
 * interaction carries none of it (issue 12 item 7).
 */
import { onFirstUse } from '../../components/ui/firstUse.ts';

export interface OrderSending {
  orderBodyOf: typeof import('./orderBody.ts').orderBodyOf;
  placeOrder: typeof import('./placeOrder.ts').placeOrder;
}

let loading: Promise<OrderSending> | null = null;

/** The sending code, loaded once; a load that failed (no network) is tried again by the next call. */
export function loadOrderSending(): Promise<OrderSending> {
  return (loading ??= Promise.all([import('./orderBody.ts'), import('./placeOrder.ts')]).then(
    ([body, place]) => ({ orderBodyOf: body.orderBodyOf, placeOrder: place.placeOrder }),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  ));
}

/** Fetches the sending code at the visitor's first use of the page, before "Place order" is reached. */
export function prefetchOrderSending(): void {
  onFirstUse(() => void loadOrderSending().catch(() => {}));
}
