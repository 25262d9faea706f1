/**
 * What an order does to the stores, written once (spec §4): an order placed empties the cart and forgets this
 * order's checkout choices and wallet use; an order sent to online payment keeps the cart until the payment comes
 * back paid (spec §2 /payment/fail keeps it), and the order page then finishes it the same way.
 */
import { setUseWallet } from './auth.ts';
import { clearCart } from './cart.ts';
import { $checkout, finishCheckout, updateCheckout } from './checkout.ts';

export interface OrderStores {
  clearCart: () => void;
  finishCheckout: () => void;
  updateCheckout: (patch: { pendingOrderId: string | null }) => void;
  pendingOrderId: () => string | null;
  setUseWallet: (use: boolean) => void;
}

/** The order actions over a set of stores (pages use the exports below; tests give their own stores). */
export function createOrderActions(stores: OrderStores) {
  const orderPlaced = () => {
    stores.clearCart();
    stores.finishCheckout();
    stores.setUseWallet(false);
  };
  return {
    /** The API took the order: the cart, this order's choices and the wallet use are done with. */
    orderPlaced,
    /** Paid online: the cart stays until `orderPaymentSeen` sees this order paid. */
    orderSentToPayment: (orderId: string | number) => stores.updateCheckout({ pendingOrderId: String(orderId) }),
    /** The order page read the order: paid and the one the cart was kept for → finished. Returns whether it was. */
    orderPaymentSeen: (order: { id: string | number; payment_status?: string | null }): boolean => {
      if (order.payment_status !== 'paid' || stores.pendingOrderId() !== String(order.id)) return false;
      orderPlaced();
      return true;
    },
  };
}

export const { orderPlaced, orderSentToPayment, orderPaymentSeen } = createOrderActions({
  clearCart,
  finishCheckout,
  updateCheckout,
  pendingOrderId: () => $checkout.get().pendingOrderId,
  setUseWallet,
});
