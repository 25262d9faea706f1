import { describe, expect, it } from 'vitest';
import { cafeLimmat, kissaTokyo, shawarmaHouse } from '../../../sample-api/fixtures/index.ts';
import { formatMoney } from '../../domain/money.ts';
import { checkPhone } from '../../domain/checkout/phone.ts';
import { EMPTY_CART, makeCartLine, type Cart } from '../../domain/pricing/cart.ts';
import type { RouteType } from '../../domain/sellingType.ts';
import { EMPTY_CHECKOUT, type CheckoutState } from '../../stores/checkout.ts';
import { EMPTY_DELIVERY, type DeliveryState } from '../../stores/delivery.ts';
import { BASE, checkoutDataOf as dataOf } from './testData.ts';
import { DELIVERY_PLACE } from './deliveryPlace.ts';
import { NO_PLACE } from './noPlace.ts';
import { checkoutModel } from './model.ts';
import { orderBodyOf } from './orderBody.ts';
import { problemText } from './problems.ts';

const kuwait = shawarmaHouse(BASE);
const NOON = new Date('2026-11-23T09:00:00Z'); // 12:00 in Kuwait, a Monday
const cartOf = (...lines: Array<{ itemId: number; priceLabelId: number; count: number }>): Cart => ({
  ...EMPTY_CART,
  items: lines.map((l) => makeCartLine({ note: '', modifiers: [], ...l })),
});
const FAMILY_BOX = { itemId: 10007, priceLabelId: 100071, count: 1 };
// 3 × 0.900 KWD: more than the 2.000 KWD of wallet used below (a mezze: served all day).
const MEZZE = { itemId: 10025, priceLabelId: 100251, count: 3 };
// Breakfast (06:00–11:00 in Kuwait): not served at noon.
const SHAKSHUKA = { itemId: 10003, priceLabelId: 100031, count: 1 };
const contact: Partial<CheckoutState> = { name: 'Noura', phone: '50012345' };
const sharqAddress = { block: '4', street: 'Ahmad Al-Jaber', building: '12' };

function model(
  route: RouteType,
  delivery: Partial<DeliveryState>,
  checkout: Partial<CheckoutState>,
  fixture = kuwait,
  cart = cartOf(FAMILY_BOX),
  now = NOON,
  extra: { authenticated?: boolean; wallet?: { balance: number; use: boolean }; chosenBranch?: number | null } = {},
) {
  const data = dataOf(fixture, route);
  return {
    data,
    model: checkoutModel({
      data,
      cart,
      delivery: { ...EMPTY_DELIVERY, ...delivery },
      checkout: { ...EMPTY_CHECKOUT, ...checkout },
      now,
      ...extra,
      money: (m) => formatMoney(m, data.currency, 'en'),
      checkPhone,
      // As the pages' island entries give it (routeEntries/).
      place: route === 'delivery' ? DELIVERY_PLACE : NO_PLACE,
    }),
  };
}

describe('where the order goes, by the page’s island entry', () => {
  it('a pickup, dine-in or reservation page’s place rules (none) answer what the delivery rules answer there', () => {
    const pinned = { areaId: 11003, zoneId: 1101, location: { lat: 29.384, lng: 47.99 }, address: sharqAddress };
    for (const route of ['pickup', 'dinein', 'reserv_dinein'] as const) {
      for (const delivery of [EMPTY_DELIVERY, { ...EMPTY_DELIVERY, ...pinned }]) {
        const data = dataOf(kuwait, route);
        expect(NO_PLACE.placeOf(data, delivery, 11), route).toEqual(DELIVERY_PLACE.placeOf(data, delivery, 11));
        expect(NO_PLACE.addressOf(data, delivery, false, checkPhone), route).toEqual(
          DELIVERY_PLACE.addressOf(data, delivery, false, checkPhone),
        );
      }
    }
  });
});

describe('checkout model', () => {
  it('a delivery pinned inside the chosen area has its zone fee and no problems', () => {
    const { model: m } = model(
      'delivery',
      { areaId: 11003, zoneId: 1101, location: { lat: 29.384, lng: 47.99 }, address: sharqAddress },
      contact,
    );
    expect(m.pin).toBe('inside');
    expect(m.zone?.id).toBe(1101);
    expect(m.totals.deliveryFee).toBe(500);
    expect(m.problems).toEqual({});
  });

  it('a pin inside another branch’s zone is refused with one message naming that branch, and offers it', () => {
    const salmiya = { lat: 29.335, lng: 48.07 };
    const { model: m } = model('delivery', { location: salmiya, address: sharqAddress }, contact);
    expect(m.pin).toBe('other-branch');
    expect(m.otherBranch?.branch.id).toBe(12);
    expect(m.notice).toMatchObject({ key: 'pinOtherBranch', action: 'switch-branch' });
    expect(m.problems.location).toEqual({ key: 'pinOtherBranch', values: m.notice!.values });
  });

  it('a pin outside every zone is refused with no branch to offer', () => {
    const { model: m } = model('delivery', { location: { lat: 29.435, lng: 48.325 }, address: sharqAddress }, contact);
    expect(m.pin).toBe('outside');
    expect(m.otherBranch).toBeNull();
    expect(m.problems.location?.key).toBe('pinOutside');
  });

  it('ordering from the other branch makes its zone deliver to the pin', () => {
    const { model: m } = model(
      'delivery',
      { location: { lat: 29.335, lng: 48.07 }, branchId: 12, address: sharqAddress },
      contact,
    );
    expect(m.pin).toBe('inside');
    expect(m.branchId).toBe(12);
    expect(m.zone?.branch).toBe(12);
  });

  it('without an area or pin the delivery asks for both, and the required address fields are named', () => {
    const { model: m } = model('delivery', {}, contact);
    expect(m.problems.area?.key).toBe('areaRequired');
    expect(m.problems.location?.key).toBe('pinRequired');
    expect(m.problems['address.block']?.key).toBe('required');
  });

  it('a missing name and a short phone are each a problem of their field', () => {
    const { model: m } = model('pickup', {}, { phone: '1' });
    expect(m.problems.name?.key).toBe('nameRequired');
    expect(m.problems.phone?.key).toBe('phoneTooShort');
  });

  it('dine-in needs a table; pickup with car info needs make, colour and plate', () => {
    expect(model('dinein', {}, contact).model.problems.table?.key).toBe('tableRequired');
    const pickup = model('pickup', {}, contact).model;
    expect(
      Object.keys(pickup.problems)
        .filter((k) => k.startsWith('car.'))
        .sort(),
    ).toEqual(['car.color', 'car.make', 'car.plate']);
  });

  it('the branch chosen in settings is the order’s branch for dine-in and the default pickup branch', () => {
    const other = kuwait.branches.find((b) => b.id !== kuwait.restaurant.restaurant!.branch_id)!;
    const dinein = model('dinein', {}, { ...contact, table: 'T1' }, kuwait, cartOf(FAMILY_BOX), NOON, {
      chosenBranch: other.id,
    });
    expect(dinein.model.branchId).toBe(other.id);
    const pickup = model('pickup', {}, contact, kuwait, cartOf(FAMILY_BOX), NOON, { chosenBranch: other.id }).model;
    expect(pickup.pickupBranch?.id).toBe(other.id);
    expect(pickup.branchId).toBe(other.id);
    // A branch the business no longer has is ignored.
    expect(
      model('dinein', {}, contact, kuwait, cartOf(FAMILY_BOX), NOON, { chosenBranch: 999999 }).model.branchId,
    ).toBe(kuwait.restaurant.restaurant!.branch_id);
  });

  it('a pickup is collected at any branch when the business lists none for it, its own branch by default', () => {
    const own = kuwait.restaurant.restaurant!.branch_id;
    const pickup = model('pickup', {}, contact).model;
    expect(pickup.pickupBranches.map((b) => b.id).sort()).toEqual(kuwait.branches.map((b) => b.id).sort());
    expect(pickup.pickupBranch?.id).toBe(own);
    const other = kuwait.branches.find((b) => b.id !== own)!;
    const there = model('pickup', {}, { ...contact, pickupBranchId: other.id }).model;
    expect(there.pickupBranch?.id).toBe(other.id);
    expect(there.branchId).toBe(other.id);
  });

  it('a dine-in guest at a business of several branches says which one they sit in, the settings’ one by default', () => {
    const own = kuwait.restaurant.restaurant!.branch_id;
    const other = kuwait.branches.find((b) => b.id !== own)!;
    const dinein = model('dinein', {}, { ...contact, table: '7' }).model;
    expect(dinein.pickupBranches.map((b) => b.id).sort()).toEqual(kuwait.branches.map((b) => b.id).sort());
    expect(dinein.pickupBranch?.id).toBe(own);
    const there = model('dinein', {}, { ...contact, table: '7', pickupBranchId: other.id }).model;
    expect(there.branchId).toBe(other.id);
    // Delivery asks nothing of the kind.
    expect(model('delivery', {}, contact).model.pickupBranches).toEqual([]);
  });

  it('a closed selling type with scheduled orders is later-only with the default slot chosen', () => {
    const mondayNight = new Date('2026-11-23T20:00:00Z'); // 23:00 in Kuwait: car pickup (08:00–23:00) is closed
    const { model: m } = model(
      'pickup',
      {},
      { ...contact, car: { make: 'Lexus', color: 'White', plate: '12345' } },
      kuwait,
      cartOf(FAMILY_BOX),
      mondayNight,
    );
    expect(m.laterOnly).toBe(true);
    expect(m.scheduleType).toBe('later');
    expect(m.slot?.id).toBe(m.days[0]!.slots[1]!.id);
    expect(m.problems.slot).toBeUndefined();
  });

  it('a chosen slot that is still offered is kept', () => {
    const first = model('delivery', {}, { orderTime: 'later' }).model.days[1]!.slots[3]!;
    const { model: m } = model('delivery', {}, { orderTime: 'later', slotId: first.id });
    expect(m.slot?.id).toBe(first.id);
  });

  it('below the zone minimum the cart is the problem, with the missing amount', () => {
    const { model: m } = model(
      'delivery',
      { areaId: 11003, zoneId: 1101, location: { lat: 29.384, lng: 47.99 }, address: sharqAddress },
      contact,
      kuwait,
      cartOf({ itemId: 10034, priceLabelId: 100341, count: 1 }),
    );
    // The area is known, so the message names it.
    expect(m.problems.cart?.key).toBe('minimumArea');
    expect(m.problems.cart?.values).toMatchObject({ area: m.area!.name });
    expect(m.problems.cart?.values?.amount).toContain('3.000');
  });

  it('below the selling type’s own minimum with no area yet, the cart problem names no area', () => {
    const data = dataOf(kuwait, 'pickup');
    const m = checkoutModel({
      data: { ...data, settings: { ...data.settings, min_order: 50 } },
      cart: cartOf(MEZZE),
      delivery: EMPTY_DELIVERY,
      checkout: { ...EMPTY_CHECKOUT, ...contact },
      now: NOON,
      money: (minor) => formatMoney(minor, 'KWD', 'en'),
      checkPhone,
      place: NO_PLACE,
    });
    expect(m.problems.cart).toEqual({
      key: 'belowMinimum',
      values: { amount: formatMoney(50_000, 'KWD', 'en'), missing: formatMoney(47_300, 'KWD', 'en') },
    });
  });

  it('the Swiss pickup total is rounded to 0.05 CHF', () => {
    const swiss = cafeLimmat(BASE);
    const items = dataOf(swiss, 'pickup').catalogue.items;
    const odd =
      items.find((e) => e.item.price_labels[0] && Math.round(e.item.price_labels[0].price * 100) % 5 !== 0) ??
      items[0]!;
    const label = odd.item.price_labels[0]!;
    const { model: m } = model(
      'pickup',
      {},
      contact,
      swiss,
      cartOf({ itemId: odd.item.id, priceLabelId: label.id, count: 1 }),
    );
    expect(m.totals.total % 5).toBe(0);
  });

  it('the Japanese shipping fee is the weight times the per-kg fee plus the fixed fee', () => {
    const tokyo = kissaTokyo(BASE);
    const data = dataOf(tokyo, 'delivery');
    const entry = data.catalogue.items.find(
      (e) => (e.item.price_labels[0]?.shippingWeight ?? e.item.price_labels[0]?.weight ?? 0) > 0,
    )!;
    const label = entry.item.price_labels[0]!;
    const country = tokyo.zones.countries[0]!;
    const { model: m } = model(
      'delivery',
      { shippingCountry: country.country_iso },
      contact,
      tokyo,
      cartOf({ itemId: entry.item.id, priceLabelId: label.id, count: 2 }),
    );
    const kg = (label.shippingWeight ?? label.weight ?? 0) * 2;
    expect(m.shipping).toBe(true);
    expect(m.totals.deliveryFee).toBe(Math.round(kg * country.fees_per_kg + country.fixed_fees));
  });

  it('a cart whose every item is disabled (counting zero) has nothing to order', () => {
    const data = dataOf(kuwait, 'dinein');
    // A drink: served all day (a dish out of its hours would be the problem instead).
    const entry = data.catalogue.items.find((e) => e.item.id === 10034)!;
    // The same business with that item disabled (the payload as the API sends it).
    const disabled = JSON.parse(JSON.stringify(kuwait), (_key, value: unknown) =>
      value && typeof value === 'object' && 'price_labels' in value && (value as { id?: number }).id === entry.item.id
        ? { ...value, disabled: true }
        : value,
    ) as typeof kuwait;
    const cart = cartOf({ itemId: entry.item.id, priceLabelId: entry.item.price_labels[0]!.id, count: 2 });
    const { model: m } = model('dinein', {}, contact, disabled, cart);
    expect(m.totals.lines).toHaveLength(1);
    expect(m.problems.cart).toEqual({ key: 'cartEmpty' });
    expect(model('dinein', {}, contact, kuwait, cart).model.problems.cart).toBeUndefined();
  });

  it('a branch that ships to one country has it as the destination and its address form, with nothing to choose', () => {
    const tokyo = kissaTokyo(BASE);
    const several = model('delivery', {}, contact, tokyo).model;
    expect(several.country).toBeNull();
    expect(several.problems.country).toEqual({ key: 'countryRequired' });
    const japan = tokyo.zones.countries.find((c) => c.country_iso === 'JP')!;
    const onlyJapan = { ...tokyo, zones: { ...tokyo.zones, countries: [japan] } };
    const one = model('delivery', {}, contact, onlyJapan).model;
    expect(one.country?.country_iso).toBe('JP');
    expect(one.problems.country).toBeUndefined();
    // The form is Japan's (a postcode), as if the customer had chosen it.
    const chosen = model('delivery', { shippingCountry: 'JP' }, contact, tokyo).model;
    expect(one.addressRules).toEqual(chosen.addressRules);
    // A choice left from another branch's countries does not stand for this one.
    expect(model('delivery', { shippingCountry: 'FR' }, contact, onlyJapan).model.country?.country_iso).toBe('JP');
  });

  it('a parcel abroad is sent as addressed on the international form, with its country', () => {
    const delivery = {
      ...EMPTY_DELIVERY,
      shippingCountry: 'JP',
      address: { street: 'Omotesando', house_number: '3-5', postcode: '150-0001', city: 'Tokyo' },
    };
    const checkout = { ...EMPTY_CHECKOUT, ...contact };
    const { data, model: m } = model('delivery', delivery, checkout, kissaTokyo(BASE));
    expect(m.shipping).toBe(true);
    const body = orderBodyOf({
      data,
      model: m,
      checkout,
      delivery,
      couponCode: '',
      note: '',
      checkPhone,
    }) as unknown as {
      shipping_country: string;
      shipping_address: Record<string, unknown>;
    };
    expect(body.shipping_country).toBe('JP');
    expect(body.shipping_address).toMatchObject({ street: 'Omotesando', city: 'Tokyo', form_type: 'international' });
  });

  it('the order body carries the pin, the area, the slot and the national phone with its dial code', () => {
    const delivery = {
      ...EMPTY_DELIVERY,
      areaId: 11003,
      zoneId: 1101,
      location: { lat: 29.384, lng: 47.99 },
      address: sharqAddress,
    };
    const checkout = { ...EMPTY_CHECKOUT, ...contact, orderTime: 'later' as const };
    const { data, model: m } = model('delivery', delivery, checkout);
    const body = orderBodyOf({
      data,
      model: m,
      checkout,
      delivery,
      couponCode: '',
      note: 'ring twice',
      checkPhone,
    }) as unknown as Record<string, unknown>;
    expect(body).toMatchObject({
      branch_id: 11,
      selling_types: 'delivery',
      phone: '50012345',
      dial_code: '+965',
      comment: 'ring twice',
      order_time: 'later',
      scheduled_at: m.slot!.start,
    });
    expect(body.address).toMatchObject({
      lat: 29.384,
      lng: 47.99,
      area_id: 11003,
      block: '4',
      type: 1,
      form_type: 'residency',
    });
  });

  it('a logged-in customer who chooses the wallet pays part of the order with it', () => {
    const dine = { ...contact, table: '3' };
    const { model: m } = model('dinein', {}, dine, kuwait, cartOf(MEZZE), NOON, {
      authenticated: true,
      wallet: { balance: 2000, use: true },
    });
    expect(m.useWallet).toBe(true);
    expect(m.totals.walletDiscount).toBe(2000);
    const guest = model('dinein', {}, dine, kuwait, cartOf(MEZZE), NOON, {
      authenticated: false,
      wallet: { balance: 2000, use: true },
    }).model;
    expect(guest.useWallet).toBe(false);
    expect(guest.totals.walletDiscount).toBe(0);
  });

  it('a wallet that pays the whole order leaves nothing to pay in cash; one that pays part leaves the rest', () => {
    const dine = { ...contact, table: '3' };
    const all = model('dinein', {}, dine, kuwait, cartOf(MEZZE), NOON, {
      authenticated: true,
      wallet: { balance: 1_000_000, use: true },
    }).model;
    expect(all.totals.total).toBe(0);
    expect(all.walletPaysAll).toBe(true);
    const part = model('dinein', {}, dine, kuwait, cartOf(MEZZE), NOON, {
      authenticated: true,
      wallet: { balance: 200, use: true },
    }).model;
    expect(part.totals.total).toBeGreaterThan(0);
    expect(part.walletPaysAll).toBe(false);
  });

  it('with the wallet in use the payment shown is cash, the one sent, even when paying online was ticked after', () => {
    const dine = { ...contact, table: '3', paymentType: 1, paymentChosen: true };
    const withWallet = model('dinein', {}, dine, kuwait, cartOf(MEZZE), NOON, {
      authenticated: true,
      wallet: { balance: 2000, use: true },
    }).model;
    expect(withWallet.paymentType).toBe(2);
    const without = model('dinein', {}, dine, kuwait, cartOf(MEZZE), NOON, {
      authenticated: true,
      wallet: { balance: 2000, use: false },
    }).model;
    expect(without.paymentType).toBe(1);
  });

  it('a later time chosen on the delivery checkout is no choice on the dine-in one (no scheduled orders): it orders now', () => {
    const slot = model('delivery', {}, { orderTime: 'later' }).model.days[1]!.slots[3]!;
    const dine = { ...contact, table: '3', orderTime: 'later' as const, slotId: slot.id };
    const m = model('dinein', {}, dine, kuwait, cartOf(MEZZE), NOON).model;
    expect(m.scheduleType).toBe('now');
    expect(m.slot).toBeNull();
    expect(m.problems.slot).toBeUndefined();
  });

  it('a dish not served at the order’s time stops the order, named; scheduled for a time it is served, it goes', () => {
    const noon = model('pickup', {}, contact, kuwait, cartOf(SHAKSHUKA, MEZZE), NOON).model;
    expect(noon.problems.cart).toEqual({ key: 'notServedAt', values: { names: 'Shakshuka' }, count: 1 });
    // Tomorrow at 10:00 in Kuwait: breakfast is served.
    const days = model('pickup', {}, { orderTime: 'later' }).model.days;
    const ten = days.flatMap((d) => d.slots).find((slot) => slot.start === '2026-11-24T07:00:00.000Z');
    expect(ten).toBeDefined();
    const morning = model(
      'pickup',
      {},
      { ...contact, orderTime: 'later', slotId: ten!.id },
      kuwait,
      cartOf(SHAKSHUKA, MEZZE),
      NOON,
    ).model;
    expect(morning.problems.cart).toBeUndefined();
  });

  it('a dish not served counts its portions, so the message says "Remove them" for two and "Remove it" for one', () => {
    const two = model('pickup', {}, contact, kuwait, cartOf({ ...SHAKSHUKA, count: 2 }, MEZZE), NOON).model;
    expect(two.problems.cart).toMatchObject({ key: 'notServedAt', count: 2 });
    const s = {
      notServedAt_one: 'Not served: {{names}}. Remove it.',
      notServedAt_other: 'Not served: {{names}}. Remove them.',
    };
    expect(problemText(s, two.problems.cart!, 'en')).toBe('Not served: Shakshuka. Remove them.');
    const one = model('pickup', {}, contact, kuwait, cartOf(SHAKSHUKA, MEZZE), NOON).model;
    expect(problemText(s, one.problems.cart!, 'en')).toBe('Not served: Shakshuka. Remove it.');
  });

  it('a closed selling type without scheduled orders cannot be checked out; with them it can', () => {
    const night = new Date('2026-11-23T21:30:00Z'); // 00:30 in Kuwait: dine-in (till 23:30) is closed
    const dineIn = model('dinein', {}, contact, kuwait, cartOf(FAMILY_BOX), night).model;
    expect(dineIn.closed).toBe(true);
    const pickupNight = new Date('2026-11-23T20:30:00Z'); // 23:30: pickup closed, but it takes scheduled orders
    expect(model('pickup', {}, contact, kuwait, cartOf(FAMILY_BOX), pickupNight).model.closed).toBe(false);
    // Shipping counts as always open (spec §4).
    expect(model('delivery', {}, contact, kissaTokyo(BASE), cartOf(FAMILY_BOX), night).model.closed).toBe(false);
  });
});

describe('a seated dine-in guest', () => {
  it('orders with the table alone: name and phone are optional, a phone typed must still be valid', () => {
    const seated = model('dinein', {}, { table: '1102', paymentType: 2 }, kuwait, cartOf(MEZZE)).model;
    expect(seated.contactOptional).toBe(true);
    expect(seated.problems).toEqual({});
    const typo = model('dinein', {}, { table: '1102', phone: '1' }, kuwait, cartOf(MEZZE)).model;
    expect(typo.problems.phone?.key).toBe('phoneTooShort');
  });

  it('a reservation or a pickup still asks for name and phone', () => {
    for (const route of ['reserv_dinein', 'pickup'] as const) {
      const m = model(route, {}, { table: '1102' }).model;
      expect(m.contactOptional).toBe(false);
      expect([m.problems.name?.key, m.problems.phone?.key]).toEqual(['nameRequired', 'phoneRequired']);
    }
  });
});

describe('dishes the order’s time leaves out: the way out the checkout offers', () => {
  // A day's preparation, on the reservation's menu only; ordered now, not ready.
  const LAMB = { itemId: 10028, priceLabelId: 100281, count: 1 };
  const ordered = (route: RouteType, checkout: Partial<CheckoutState>, cart: Cart, scheduling?: boolean) => {
    const data = dataOf(kuwait, route);
    const scheduled = { ...dataOf(kuwait, 'pickup').settings.scheduled_orders!, on: scheduling ?? false };
    return checkoutModel({
      data: scheduling === undefined ? data : { ...data, settings: { ...data.settings, scheduled_orders: scheduled } },
      cart,
      delivery: EMPTY_DELIVERY,
      checkout: { ...EMPTY_CHECKOUT, ...checkout },
      now: NOON,
      money: (m) => formatMoney(m, data.currency, 'en'),
      checkPhone,
      place: route === 'delivery' ? DELIVERY_PLACE : NO_PLACE,
    });
  };

  it('a checkout that offers a later time asks for one (pickup, delivery)', () => {
    const pickup = ordered('pickup', contact, cartOf(SHAKSHUKA, MEZZE));
    expect(pickup.days.length).toBeGreaterThan(0);
    expect(pickup.problems.cart?.key).toBe('notServedAt');
    expect(ordered('delivery', contact, cartOf(SHAKSHUKA, MEZZE)).problems.cart?.key).toBe('notServedAt');
  });

  it('a dine-in order, which has no later time, asks only to remove the dishes', () => {
    const dine = ordered('dinein', { ...contact, table: '3' }, cartOf(SHAKSHUKA, MEZZE));
    expect(dine.days).toEqual([]);
    expect(dine.problems.cart).toEqual({ key: 'notServedAtRemove', values: { names: 'Shakshuka' }, count: 1 });
  });

  it('a checkout whose later times are all gone asks only to remove the dishes', () => {
    const none = ordered('pickup', contact, cartOf(SHAKSHUKA, MEZZE), false);
    expect(none.days).toEqual([]);
    expect(none.problems.cart?.key).toBe('notServedAtRemove');
  });

  it('a reservation checkout without a booking asks to book a table for a later time, or to remove the dishes', () => {
    const unbooked = ordered('reserv_dinein', { ...contact, table: '3' }, cartOf(LAMB));
    expect(unbooked.problems.cart).toEqual({ key: 'notReadyByBook', values: { names: 'Lamb Ouzi Platter' }, count: 1 });
  });

  it('a reservation checkout without a booking that offers later times asks for one', () => {
    const scheduling = ordered('reserv_dinein', { ...contact, table: '3' }, cartOf(LAMB), true);
    expect(scheduling.days.length).toBeGreaterThan(0);
    expect(scheduling.problems.cart?.key).toBe('notReadyBy');
  });

  it('a pre-order for a booking, whose time is the booking’s, asks only to remove the dishes', () => {
    const booking = { id: 'bk-1', date: '2026-11-23', time: '15:00', branchId: 11 }; // three hours from NOON
    const data = dataOf(kuwait, 'reserv_dinein');
    const preOrder = checkoutModel({
      data,
      cart: cartOf(LAMB),
      delivery: EMPTY_DELIVERY,
      checkout: { ...EMPTY_CHECKOUT, ...contact, reservationId: 'bk-1' },
      now: NOON,
      money: (m) => formatMoney(m, data.currency, 'en'),
      checkPhone,
      place: NO_PLACE,
      booking,
    });
    expect(preOrder.problems.cart).toEqual({
      key: 'notReadyByRemove',
      values: { names: 'Lamb Ouzi Platter' },
      count: 1,
    });
  });
});
