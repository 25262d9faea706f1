/**
 * The POST webapp/order body of a checkout (spec §3 Order payload): buildOrderPayload's fields from the shared
 * pricing rules, plus where and when — the delivery address with its pin and area (or the shipping country), the
 * pickup branch and car, the dine-in table, the scheduled slot, and the gift. The server prices it again.
 */
import { cleanAddress } from '../../domain/checkout/addressFields.ts';
import { buildOrderPayload, type OrderPayload } from '../../domain/pricing/orderPayload.ts';
import { reservationFlag, serverSellingType } from '../../domain/sellingType.ts';
import type { CheckoutState } from '../../stores/checkout.ts';
import type { DeliveryState } from '../../stores/delivery.ts';
import type { PhoneRules } from '../../lib/phoneRules.ts';
import type { CheckoutData } from './checkoutData.ts';
import type { CheckoutModel } from './model.ts';

/** Builds the order body; call only when the model has no problems. */
export function orderBodyOf(args: {
  data: CheckoutData;
  model: CheckoutModel;
  checkout: CheckoutState;
  delivery: DeliveryState;
  couponCode: string;
  note: string;
  useWallet?: boolean;
  /** The site's origin (location.origin), for the online payment's return URLs. */
  origin?: string;
  /** The phone rules (lib/phoneRules.ts): the phones are sent as the rules read them. */
  checkPhone: PhoneRules;
}): OrderPayload {
  const { data, model, checkout, delivery, checkPhone } = args;
  const phone = checkPhone(checkout.phone, checkout.phoneCountry || data.countryCode);
  const extra: Record<string, unknown> = {
    order_time: model.scheduleType,
    order_type: { delivery: 0, dinein: 1, reserv_dinein: 1, pickup: 2 }[data.route],
  };
  if (model.slot) {
    extra.scheduled_at = model.slot.start;
    extra.schedule_date = model.slot.date;
    extra.schedule_slot = { from: model.slot.from, to: model.slot.to };
  }
  // A pre-order is scheduled for its table's booking: the kitchen cooks it for then, not now.
  else if (model.servedAt) extra.scheduled_at = model.servedAt;
  if (data.route === 'delivery') {
    if (model.shipping) {
      extra.shipping_country = model.country?.country_iso ?? null;
      extra.shipping_address = {
        ...cleanAddress(delivery.address, model.addressRules),
        type: delivery.addressType,
        // A parcel abroad is addressed on the international form, whatever the business's local form is
        // (deliveryPlace.ts: shippingAddressRules); it was sent as 'residency', a Gulf address to a back office.
        form_type: 'international',
      };
    } else {
      extra.address = {
        ...cleanAddress(delivery.address, model.addressRules),
        ...(delivery.location ?? {}),
        area_id: model.area?.id ?? null,
        zone_id: model.zone?.id ?? null,
        display_name: delivery.locationName || null,
        type: delivery.addressType,
        form_type: data.settings.form?.type ?? 'residency',
      };
    }
    if (checkout.gift.on && data.settings.enable_gift) {
      const giftPhone = checkPhone(checkout.gift.phone, data.countryCode);
      extra.gift = {
        name: checkout.gift.name.trim(),
        phone: giftPhone.ok ? giftPhone.e164 : '',
        message: checkout.gift.message.trim(),
      };
    }
  }
  if (data.route === 'pickup') {
    extra.pickup_branch_id = model.pickupBranch?.id ?? data.branchId;
    if (data.settings.showCarInfo)
      extra.car = {
        make: checkout.car.make.trim(),
        color: checkout.car.color.trim(),
        plate: checkout.car.plate.trim(),
      };
  }
  if (data.route === 'dinein' || data.route === 'reserv_dinein') {
    // A pre-order is served at its booking: the booking names the table.
    extra.table = model.forBooking ? '' : checkout.table.trim();
    Object.assign(extra, reservationFlag(data.route));
    if (model.forBooking) extra.reservation_id = checkout.reservationId;
  }
  // Online payment (spec §4 method 1): the gateway sends the customer back to the order page or the failure page.
  if (model.paymentType === 1 && !args.useWallet && args.origin) {
    extra.success_url = `${args.origin}${data.links.order}/{id}`;
    extra.fail_url = `${args.origin}${data.links.paymentFail}?order={id}&type=${data.route}`;
  }
  return buildOrderPayload({
    totals: model.totals,
    currency: data.currency,
    branchId: model.branchId,
    sellingType: serverSellingType(data.route),
    name: checkout.name,
    phone: phone.ok ? phone.national : checkout.phone,
    dialCode: phone.ok ? phone.dialCode : '',
    comment: args.note,
    notes: checkout.notes ? [checkout.notes] : [],
    couponCode: args.couponCode,
    paymentType: model.paymentType,
    useWallet: args.useWallet,
    extra,
  });
}
