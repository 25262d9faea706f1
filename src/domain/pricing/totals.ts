/**
 * The cart's totals (spec §3 calculatedAmounts): items, menu discounts, coupon, exclusive taxes, delivery or
 * shipping fee, wallet, total. Amounts are integer minor units; only the total is rounded with the currency's
 * cash step (CHF 0.05), once, at the end, and `rounding` shows what that step added so the rows add up.
 */
import type { Discounts } from '../../lib/api/schema.ts';
import { roundMinor } from '../money.ts';
import type { ServerSellingType } from '../sellingType.ts';
import { applyCoupon, type Coupon, type CouponLine, type CouponRefusal } from './coupon.ts';
import { applyDiscounts } from './discounts.ts';
import { deliveryFee, type DeliveryTarget, meetsMinimumOrder, minimumOrder } from './fees.ts';
import type { PricedLine } from './lines.ts';
import { nonNegative } from './minorMath.ts';
import {
  businessExclusiveTax,
  exclusiveTaxSummary,
  inclusiveTaxSummary,
  taxSummaryTotal,
  type TaxSummaryEntry,
} from './taxes.ts';
import { walletDiscount } from './wallet.ts';

/** Everything the totals depend on; the lines come from priceCartLines. */
export interface CartTotalsInput {
  lines: readonly PricedLine[];
  currency: string;
  sellingType: ServerSellingType;
  discounts?: Discounts | null;
  coupon?: Coupon | null;
  authenticated?: boolean;
  /** Business.exclusiveTaxes.rate. */
  businessTaxRate?: number | null;
  /** Zone or shipping country; read only for the delivery selling type. */
  delivery?: DeliveryTarget | null;
  /** Minor units (walletBalance). */
  walletBalance?: number;
  useWallet?: boolean;
  /** Minor units; when missing, the delivery target's minimum (delivery only), else 0. */
  minimumOrder?: number | null;
}

/** The cart's amounts, minor units. */
export interface CartTotals {
  lines: CouponLine[];
  /** Σ billed counts. */
  itemCount: number;
  /** Σ line net, before any discount. */
  subtotal: number;
  /** Σ menu discounts. */
  itemDiscount: number;
  couponDiscount: number;
  couponRefusal: CouponRefusal | null;
  /** subtotal − itemDiscount − couponDiscount: what exclusive taxes apply to. */
  netAfterCoupon: number;
  taxes: TaxSummaryEntry[];
  inclusiveTaxes: TaxSummaryEntry[];
  /** Σ item and modifier exclusive taxes. */
  itemsTax: number;
  /** The business-wide exclusive tax. */
  businessTax: number;
  /** itemsTax + businessTax: added to the total. */
  exclusiveTax: number;
  /** Inside the prices already; shown, never added. */
  inclusiveTax: number;
  deliveryFee: number;
  freeDelivery: boolean;
  walletDiscount: number;
  /** What the currency's cash rounding added to the total (−2…+2 rappen for CHF, else 0). */
  rounding: number;
  /** netAfterCoupon + exclusiveTax + deliveryFee − walletDiscount + rounding; never negative. */
  total: number;
  minimumOrder: number;
  /** Whether the subtotal (the items' value before discounts) reaches the minimum order. */
  meetsMinimumOrder: boolean;
}

/** Computes every amount of the cart from its priced lines. */
export function cartTotals(input: CartTotalsInput): CartTotals {
  const { currency, sellingType } = input;
  const discounted = applyDiscounts(input.lines, input.discounts, sellingType, currency);
  const coupon = applyCoupon(discounted, input.coupon, { authenticated: input.authenticated === true, currency });
  const lines = coupon.lines;

  const subtotal = lines.reduce((sum, line) => sum + line.net, 0);
  const itemDiscount = lines.reduce((sum, line) => sum + line.discountAmount, 0);
  const netAfterCoupon = lines.reduce((sum, line) => sum + line.priceAfterCoupon, 0);

  const taxes = exclusiveTaxSummary(lines);
  const inclusiveTaxes = inclusiveTaxSummary(lines);
  const itemsTax = taxSummaryTotal(taxes);
  const businessTax = businessExclusiveTax(netAfterCoupon, input.businessTaxRate);
  const exclusiveTax = itemsTax + businessTax;

  const target = sellingType === 'delivery' ? input.delivery : null;
  const fee = deliveryFee(target, lines, currency, coupon.freeDelivery);

  const beforeWallet = netAfterCoupon + exclusiveTax + fee;
  const wallet = walletDiscount(input.walletBalance ?? 0, beforeWallet, input.useWallet === true);
  const raw = Math.max(0, beforeWallet - wallet);
  const total = Math.max(0, roundMinor(raw, currency));
  const minimum = input.minimumOrder != null ? nonNegative(input.minimumOrder) : minimumOrder(target, currency);

  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.billedCount, 0),
    subtotal,
    itemDiscount,
    couponDiscount: coupon.total,
    couponRefusal: coupon.refusal,
    netAfterCoupon,
    taxes,
    inclusiveTaxes,
    itemsTax,
    businessTax,
    exclusiveTax,
    inclusiveTax: taxSummaryTotal(inclusiveTaxes),
    deliveryFee: fee,
    freeDelivery: coupon.freeDelivery,
    walletDiscount: wallet,
    rounding: total - raw,
    total,
    minimumOrder: minimum,
    meetsMinimumOrder: meetsMinimumOrder(subtotal, minimum),
  };
}
