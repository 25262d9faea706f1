/**
 * Sending the order (POST webapp/order) and where the customer goes next: an order paid online opens the payment
 * page and keeps the cart until the payment comes back paid (the order page clears it then); any other order empties
 * the cart and opens its order page. Either way the order is remembered for its page's purchase report
 * (features/tracking/purchase.ts) and among this browser's recent orders (stores/recentOrders.ts: a guest finds it again
 * from the empty cart). A refusal (outside zones, below minimum…) is the server's message, one that
 * means the menu changed since the page loaded is `menuChanged`, no answer is `offline` (the device is offline) or
 * `unreachable` (the restaurant did not answer): the cart is kept. The store actions are injectable for the tests.
 */
import { ApiFailure } from '../../lib/api/browser.ts';
import { messageOr } from '../../components/ui/useAction.ts';
import type { StorefrontApi } from '../../lib/api/storefront.ts';
import { shortOrderNumber } from '../../domain/orderNumber.ts';
import { orderPlaced, orderSentToPayment } from '../../stores/order.ts';
import { rememberRecentOrder } from '../../stores/recentOrders.ts';
import { rememberPlacedOrder } from '../tracking/purchase.ts';
import type { CheckoutData } from './checkoutData.ts';

export interface PlaceOrderActions {
  rememberPlacedOrder: (ref: string, id: string | number) => void;
  rememberRecentOrder: (order: { id: string | number; number: string }) => void;
  orderSentToPayment: (id: string | number, paymentUrl: string) => void;
  orderPlaced: () => void;
}

/**
 * The texts of a failure: no network, the restaurant not answering while the device is online, a refusal without a
 * message, an answer without the order's id.
 */
export interface PlaceOrderTexts {
  offline?: string;
  unreachable?: string;
  failed?: string;
  noOrderId?: string;
  /** The menu changed since the page was loaded (a republish): the customer reloads to see the cart anew. */
  menuChanged?: string;
}

/**
 * The refusals that mean the page's menu is not the API's any more (a dish, a choice or a price changed since the
 * page was loaded): said in the page's words, never as the API's text naming item and modifier ids.
 */
const MENU_CHANGED = new Set([
  'unknown_item',
  'unavailable_item',
  'invalid_modifiers',
  'unknown_modifier',
  'unknown_price_label',
  'invalid_quantity',
  'total_mismatch',
]);

const STORE_ACTIONS: PlaceOrderActions = { rememberPlacedOrder, rememberRecentOrder, orderSentToPayment, orderPlaced };

/** Sends `body`; resolves to the page to open next, or the error to show. */
export async function placeOrder(
  api: Pick<StorefrontApi, 'placeOrder'>,
  body: Record<string, unknown>,
  page: Pick<CheckoutData, 'ref' | 'links'>,
  texts: PlaceOrderTexts,
  actions: PlaceOrderActions = STORE_ACTIONS,
  online: () => boolean = () => typeof navigator === 'undefined' || navigator.onLine !== false,
): Promise<{ go: string } | { error: string }> {
  try {
    const answer = await api.placeOrder(body);
    const id = answer.order?.id;
    if (id === undefined || id === null) throw new ApiFailure(500, texts.noOrderId ?? '');
    actions.rememberPlacedOrder(page.ref, id);
    actions.rememberRecentOrder({ id, number: shortOrderNumber(answer.order) });
    if (answer.payment_url && /^https?:\/\//.test(answer.payment_url)) {
      actions.orderSentToPayment(id, answer.payment_url);
      return { go: answer.payment_url };
    }
    actions.orderPlaced();
    return { go: `${page.links.order}/${encodeURIComponent(String(id))}` };
  } catch (err) {
    // No answer (an ApiFailure of status 0): with the device offline, the order needs a connection; online, it is
    // the restaurant that did not answer (a customer whose other sites work was told "You are offline").
    if (err instanceof ApiFailure && err.status === 0)
      return { error: (online() ? texts.unreachable : undefined) ?? texts.offline ?? '' };
    if (err instanceof ApiFailure && err.code && MENU_CHANGED.has(err.code) && texts.menuChanged)
      return { error: texts.menuChanged };
    return { error: messageOr(texts.failed)(err) };
  }
}
