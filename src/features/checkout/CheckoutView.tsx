/**
 * The checkout island (spec §2 /{ref}/{type}/checkout, and the address, map and form steps): it subscribes to the
 * stores, keeps the checkout in step with them and the API — the clock, the wallet, the contact a logged-in
 * customer brings, the dine-in tables, the coupon, the lines set aside — and renders the model (model.ts, pure):
 * one step's section, or the whole form (CheckoutForm.tsx), which sends the order.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatMoney } from '../../domain/money.ts';
import { localized } from '../../domain/localizedText.ts';
import { isAuthenticated } from '../../domain/auth.ts';
import { readIslandData } from '../../components/ui/islandData.ts';
import { usePhoneKit } from '../../components/ui/usePhoneKit.ts';
import type { PhoneRules } from '../../lib/phoneRules.ts';
import type { CouponLine } from '../../domain/pricing/coupon.ts';
import { $auth } from '../../stores/auth.ts';
import { $cart, $cartAside, $couponCode } from '../../stores/cart.ts';
import { dropAside } from '../../stores/cartAside.ts';
import { $checkout, $preOrderBooking } from '../../stores/checkout.ts';
import { $delivery } from '../../stores/delivery.ts';
import { $settings } from '../../stores/settings.ts';
import { customerApi } from '../account/api.ts';
import AsideNotice from '../cart/AsideNotice.tsx';
import { useBranchBack } from '../cart/useBranchBack.ts';
import { lineChoices, lineChoicesParts } from '../cart/lineChoices.ts';
import { orderLinesOf } from '../../domain/pricing/orderPayload.ts';
import { useCouponCheck } from '../cart/useCouponCheck.ts';
import { useSettledCart } from '../cart/useSettledCart.ts';
import { useRemovedLines } from '../cart/useRemovedLines.ts';
import { PriceChanges, RemovedLines } from '../cart/lazyNotices.ts';
import { usePriceChanges } from '../cart/usePriceChanges.ts';
import { trackEvent } from '../tracking/bus.ts';
import type { CheckoutData } from './checkoutData.ts';
import { CHECKOUT_DATA_ID } from './checkoutIds.ts';
import CheckoutForm from './CheckoutForm.tsx';
import ContactSection from './ContactSection.tsx';
import { followCustomerContact } from './contactPrefill.ts';
import { fill } from '../../components/ui/fill.ts';
import { checkoutModel } from './model.ts';
import type { RouteSections } from './sectionProps.ts';
import { NO_PLACE } from './noPlace.ts';
import { useDineInTables } from './useDineInTables.ts';
import { useWalletBalance } from './useWalletBalance.ts';
import { usePendingOrder } from './usePendingOrder.ts';
import RecentOrderLinks from '../order/RecentOrderLinks.tsx';

export type CheckoutStep = 'checkout' | 'address' | 'map' | 'form';

export interface CheckoutViewProps {
  strings: Record<string, string>;
  step: CheckoutStep;
  /** The sections of the page's selling type (its entry in routeEntries/ gives them). */
  sections: RouteSections;
}

const readData = () => readIslandData<CheckoutData>(CHECKOUT_DATA_ID);

export default function CheckoutView(props: CheckoutViewProps) {
  const data = useMemo(readData, []);
  return data ? <Checkout {...props} data={data} /> : <p role="alert">{props.strings.broken}</p>;
}

function Checkout({ strings: s, step, data, sections }: CheckoutViewProps & { data: CheckoutData }) {
  const cart = useStore($cart);
  const couponCode = useStore($couponCode);
  const delivery = useStore($delivery);
  const checkout = useStore($checkout);
  const auth = useStore($auth);
  const aside = useStore($cartAside);
  const chosenBranch = useStore($settings).branch;
  const booking = useStore($preOrderBooking);
  const authenticated = isAuthenticated({ token: auth.token, user: auth.user }, data.businessUserId);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  // Spec §6: a logged-in customer's calls carry the token; a 401/403 logs out and goes to login, then back here.
  const [api] = useState(() =>
    customerApi({
      apiUrl: data.client.apiUrl,
      locale: data.locale,
      businessUserId: data.businessUserId,
      login: data.links.login,
    }),
  );
  const walletMinor = useWalletBalance(api, data, authenticated);
  // Spec §5: the name and phone start from the user's (the phone else from the saved form); a login as someone
  // else gives them the account's (contactPrefill.ts).
  useEffect(
    () => followCustomerContact(data.businessUserId, data.phone.dialCode),
    [data.businessUserId, data.phone.dialCode],
  );

  // The phone rules load when the customer reaches a phone field, at the latest when the order is placed.
  const phone = usePhoneKit();
  const money = (minor: number) => formatMoney(minor, data.currency, data.locale);
  const wallet = walletMinor === null ? null : { balance: walletMinor, use: auth.useWallet };
  const modelWith = (checkPhone: PhoneRules | null) =>
    checkoutModel({
      data,
      cart,
      delivery,
      checkout,
      now,
      authenticated,
      wallet,
      chosenBranch,
      money,
      checkPhone,
      place: sections.place ?? NO_PLACE,
      booking,
    });
  const model = modelWith(phone.kit?.checkPhone ?? null);

  // Tracking (features/tracking, after consent only): the checkout began, with what the cart held when it opened.
  const began = useRef(false);
  useEffect(() => {
    if (began.current) return;
    began.current = true;
    if (step !== 'checkout' || !cart.items.length) return;
    const lines = cart.items.map((l) => ({ id: l.itemId, quantity: l.count, label: l.priceLabelId }));
    trackEvent({ name: 'begin_checkout', value: model.totals.total, lines });
  }, [step, cart.items, model.totals.total]);

  const tables = useDineInTables(api, data.route, model.branchId);
  // An order sent to online payment and not paid (Back from the payment page): named, with its payment again, by the
  // step that places orders (the others place none).
  const pendingId = step === 'checkout' ? checkout.pendingOrderId : null;
  const pending = usePendingOrder(api, { id: pendingId, paymentUrl: checkout.pendingPaymentUrl });
  // The coupon typed in the cart: its rules from the API (calc-order), applied here by the shared rules; checked
  // again when the code, the number of lines or the branch changes, and when the customer logs in or out.
  const coupon = useCouponCheck(api, model.branchId, data.route, () => orderLinesOf(model.totals.lines, data.currency));
  const checkCoupon = coupon.check;
  useEffect(() => {
    void checkCoupon();
  }, [checkCoupon, couponCode, cart.items.length, model.branchId, authenticated]);
  const itemOf = useCallback(
    (itemId: number) => data.catalogue.items.find((e) => e.item.id === itemId)?.item,
    [data.catalogue],
  );
  const nameOf = useCallback(
    (itemId: number) => localized(itemOf(itemId)?.names, data.locale, data.fallbacks),
    [itemOf, data.locale, data.fallbacks],
  );
  const inMenu = useCallback((itemId: number) => !!itemOf(itemId), [itemOf]);
  // A dish the menu no longer sells (changed since it was added) is named here too, not dropped without a word.
  const { removed, onRemoved } = useRemovedLines(nameOf, inMenu);
  useSettledCart({
    entries: data.catalogue.items,
    elsewhere: data.elsewhere,
    branchId: model.branchId,
    route: data.route,
    dropped: model.dropped.length,
    aside: aside.length,
    onRemoved,
  });
  const catalogueItems = useMemo(() => data.catalogue.items.map((e) => e.item), [data.catalogue]);
  const branchBack = useBranchBack({
    elsewhere: data.elsewhere,
    route: data.route,
    own: data.branchId,
    known: data.branches.map((b) => b.id),
    items: catalogueItems,
    areaName: (id) => data.zones.flatMap((z) => z.areas).find((a) => a.id === id)?.name,
  });
  // A price changed since the customer last saw this line is said, old and new (where the lines are shown).
  const priceChanges = usePriceChanges(data.route, step === 'checkout' && !model.closed ? model.totals.lines : null);
  const detailOf = (line: CouponLine) =>
    lineChoicesParts(lineChoices(line, itemOf(line.itemId), data.locale, data.fallbacks), data.locale);
  const asideNotice = (
    <>
      <RemovedLines removed={removed} s={s} />
      <PriceChanges changes={priceChanges} nameOf={nameOf} money={money} s={s} />
      <AsideNotice
        aside={aside}
        route={data.route}
        elsewhere={data.elsewhere ?? null}
        locale={data.locale}
        nameOf={nameOf}
        inMenu={inMenu}
        page="checkout"
        onDrop={dropAside}
        branchBack={branchBack}
      />
    </>
  );

  if (step !== 'checkout') {
    // One step of its own: nothing is placed from here, so no field shows a problem. The address and map steps
    // are the delivery section's (their pages' entry gives it whatever the selling type).
    const sectionProps = { data, model, checkout, s, err: () => null };
    const DeliverySection = sections.delivery;
    return (
      <div className="checkout">
        {step === 'form' ? (
          <ContactSection {...sectionProps} phone={phone} />
        ) : (
          DeliverySection && (
            <DeliverySection
              {...sectionProps}
              delivery={delivery}
              money={money}
              askArea={false}
              showMap={step === 'map' || step === 'address'}
              showForm={step === 'address'}
            />
          )
        )}
        <p>
          <a className="button" href={data.links.checkout}>
            {s.continue}
          </a>
        </p>
      </div>
    );
  }
  // can-checkout (spec §2): the cart cannot be ordered now and nothing can be scheduled.
  if (model.closed) {
    return (
      <p role="alert" className="notice">
        {s.orderingClosed} <a href={data.links.cart}>{s.backToCart}</a>
      </p>
    );
  }
  // fast-checkout (spec §2): an empty cart has nothing to check out.
  if (model.totals.lines.length === 0) {
    return (
      <>
        {asideNotice}
        {/* With dishes set aside just above, "Your cart is empty" would contradict them: the way back only. */}
        <p>
          {!(aside.length > 0 && data.elsewhere) && s.cartEmpty} <a href={data.links.menu}>{s.backToMenu}</a>
        </p>
        <RecentOrderLinks orderHref={data.links.order} text={s.trackOrder} now={now} />
      </>
    );
  }
  return (
    <CheckoutForm
      data={data}
      model={model}
      modelWith={modelWith}
      phone={phone}
      cart={cart}
      couponCode={couponCode}
      couponError={coupon.error && fill(s[coupon.error], { code: couponCode.trim() })}
      checkout={checkout}
      delivery={delivery}
      api={api}
      tables={tables}
      wallet={{ balance: walletMinor, use: auth.useWallet }}
      s={s}
      money={money}
      nameOf={nameOf}
      detailOf={detailOf}
      asideNotice={asideNotice}
      sections={sections}
      pending={pending}
    />
  );
}
