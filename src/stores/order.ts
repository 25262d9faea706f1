/**
 * What an order does to the stores, written once (spec §4): an order placed empties the cart and forgets this
 * order's checkout choices and wallet use; an order sent to online payment keeps the cart until the payment comes
 * back paid (spec §2 /payment/fail keeps it), and the order page then finishes it the same way. Until then the
 * checkout names that order and offers its payment again (features/checkout/usePendingOrder.ts).
 */
import { setUseWallet } from './auth.ts';
import { clearCart } from './cart.ts';
import { $checkout, finishCheckout, updateCheckout } from './checkout.ts';

export interface OrderStores {
  clearCart: () => void;
  finishCheckout: () => void;
  updateCheckout: (patch: { pendingOrderId: string | null; pendingPaymentUrl: string | null }) => void;
  pendingOrderId: () => string | null;
  setUseWallet: (use: boolean) => void;
}

/** Where an order sent to online payment stands, as the API answers it (null: the API knows no such order). */
export type PendingOrderCheck = { id: string | number; payment_status?: string | null } | null;

/** The order actions over a set of stores (pages use the exports below; tests give their own stores). */
export function createOrderActions(stores: OrderStores) {
  const orderPlaced = () => {
    stores.clearCart();
    stores.finishCheckout();
    stores.setUseWallet(false);
  };
  const forgetPending = () => stores.updateCheckout({ pendingOrderId: null, pendingPaymentUrl: null });
  const orderPaymentSeen = (order: { id: string | number; payment_status?: string | null }): boolean => {
    if (order.payment_status !== 'paid' || stores.pendingOrderId() !== String(order.id)) return false;
    orderPlaced();
    return true;
  };
  return {
    /** The API took the order: the cart, this order's choices and the wallet use are done with. */
    orderPlaced,
    /** Paid online: the cart stays until `orderPaymentSeen` sees this order paid; its payment page is kept. */
    orderSentToPayment: (orderId: string | number, paymentUrl: string) =>
      stores.updateCheckout({ pendingOrderId: String(orderId), pendingPaymentUrl: paymentUrl }),
    /** The order page read the order: paid and the one the cart was kept for → finished. Returns whether it was. */
    orderPaymentSeen,
    /**
     * The checkout asked the API about the order waiting for its payment: paid → finished (the cart empties);
     * cancelled, failed or unknown → forgotten (the cart stays for a new order); still pending → it waits, and the
     * checkout says so. Returns which.
     */
    pendingOrderChecked: (order: PendingOrderCheck): 'waiting' | 'paid' | 'gone' => {
      const pending = stores.pendingOrderId();
      if (!pending || (order && String(order.id) !== pending)) return 'gone';
      if (order?.payment_status === 'pending') return 'waiting';
      if (order && orderPaymentSeen(order)) return 'paid';
      forgetPending();
      return 'gone';
    },
    /**
     * The customer chose to place a new order rather than pay the waiting one: the checkout stops offering it (it
     * stays among the recent orders, its page offers its payment until it is paid or cancelled there).
     */
    pendingOrderSetAside: forgetPending,
  };
}

export const { orderPlaced, orderSentToPayment, orderPaymentSeen, pendingOrderChecked, pendingOrderSetAside } =
  createOrderActions({
    clearCart,
    finishCheckout,
    updateCheckout,
    pendingOrderId: () => $checkout.get().pendingOrderId,
    setUseWallet,
  });
