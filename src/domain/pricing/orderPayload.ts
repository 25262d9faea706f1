/**
 * The order sent to POST webapp/order (spec §3 Order payload, Order line). Prices in the payload are major-unit
 * numbers like every other price of the API, converted from minor units once, here, with the currency's digits.
 *
 * A line's total_price is its total after the menu discount; the coupon travels as coupon_code for the server to
 * apply, and the payload's `total` is the cart total the customer saw (coupon, taxes, fee and wallet included).
 */
import { toMajor } from '../money.ts';
import type { ServerSellingType } from '../sellingType.ts';
import type { DiscountedLine } from './discounts.ts';
import type { CartTotals } from './totals.ts';
import { paymentTypeWithWallet } from './wallet.ts';

/** One chosen modifier of an order line. */
export interface OrderModifierDetail {
  id: number;
  quantity: number;
  /** Price of one, major units. */
  price: number;
  provider: string | number | null;
  provider_id: string | number | null;
}

/** One line of an order (spec §3 Order line). */
export interface OrderLine {
  item_id: number;
  quantity: number;
  price_label_id: number;
  /** Comma-joined modifier option ids: '3,7'. */
  modifiers: string;
  modifiers_details: OrderModifierDetail[];
  /** The line total after the menu discount, major units. */
  total_price: number;
  /** One unit with its modifiers, before discounts, major units. */
  unit_price: number;
  discount_id: number | null;
  weight: number;
  shippingWeight: number;
  comment: string;
  isQty: boolean;
  provider: string | number | null;
  provider_id: string | number | null;
}

/** The order payload (spec §3). */
export interface OrderPayload {
  priority: number;
  comment: string;
  branch_id: number;
  order_lines: OrderLine[];
  name: string;
  phone: string;
  dial_code: string;
  coupon_code: string | null;
  notes: string[];
  /** The delivery or shipping fee, major units. */
  fees: number;
  payment_type: number;
  use_wallet: boolean;
  selling_types: ServerSellingType;
  promotion_id: number | null;
  /** The cart total, major units. */
  total: number;
  [extra: string]: unknown;
}

/** The order line of a priced, discounted line. */
export function orderLineOf(line: DiscountedLine, currency: string): OrderLine {
  return {
    item_id: line.itemId,
    quantity: line.billedCount,
    price_label_id: line.priceLabelId,
    modifiers: line.modifiers.map((m) => m.id).join(','),
    modifiers_details: line.modifiers.map((m) => ({
      id: m.id,
      quantity: m.quantity,
      price: toMajor(m.price, currency),
      provider: m.provider,
      provider_id: m.provider_id,
    })),
    total_price: toMajor(line.discountedPrice, currency),
    unit_price: toMajor(line.price, currency),
    discount_id: line.discount?.discountId ?? null,
    weight: line.weight,
    shippingWeight: line.shippingWeight,
    comment: line.note,
    isQty: line.isQty,
    provider: line.provider,
    provider_id: line.provider_id,
  };
}

/** The order lines of a cart; disabled items (billed count 0) are not ordered. */
export function orderLinesOf(lines: readonly DiscountedLine[], currency: string): OrderLine[] {
  return lines.filter((line) => line.billedCount > 0).map((line) => orderLineOf(line, currency));
}

/** What the checkout knows besides the totals. */
export interface OrderPayloadInput {
  totals: CartTotals;
  currency: string;
  branchId: number;
  sellingType: ServerSellingType;
  name: string;
  phone: string;
  dialCode: string;
  /** The cart note. */
  comment?: string;
  notes?: string[];
  couponCode?: string | null;
  /** Defaults to cash (2); forced to cash when the wallet is used (spec §4). */
  paymentType?: number | null;
  useWallet?: boolean;
  priority?: number;
  promotionId?: number | null;
  /** Extra checkout fields (a reservation flag…); they never override the fields above. */
  extra?: Record<string, unknown>;
}

/** Builds the order payload; a coupon the customer may not use is not sent. */
export function buildOrderPayload(input: OrderPayloadInput): OrderPayload {
  const { totals, currency } = input;
  const useWallet = input.useWallet === true;
  const code = (input.couponCode ?? '').trim();
  return {
    ...input.extra,
    priority: input.priority ?? 0,
    comment: (input.comment ?? '').trim(),
    branch_id: input.branchId,
    order_lines: orderLinesOf(totals.lines, currency),
    name: input.name.trim(),
    phone: input.phone.trim(),
    dial_code: input.dialCode.trim(),
    coupon_code: code && totals.couponRefusal === null ? code : null,
    notes: (input.notes ?? []).map((note) => note.trim()).filter(Boolean),
    fees: toMajor(totals.deliveryFee, currency),
    payment_type: paymentTypeWithWallet(input.paymentType, useWallet),
    use_wallet: useWallet,
    selling_types: input.sellingType,
    promotion_id: input.promotionId ?? null,
    total: toMajor(totals.total, currency),
  };
}
