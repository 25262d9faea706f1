/**
 * The checkout form (spec §2 /{ref}/{type}/checkout): where the order goes, when, who orders and how they pay, the
 * summary, and "Place order". The model says what stops the order; once the customer tried, each problem shows at
 * its field and in a list at the top, and the first one on the page gets the focus. The order is sent by
 * placeOrder.ts (loaded at the first use of the page: orderSending.ts); a refusal shows the server's message and keeps
 * the cart.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Cart } from '../../domain/pricing/cart.ts';
import type { StorefrontApi } from '../../lib/api/storefront.ts';
import type { CheckoutState } from '../../stores/checkout.ts';
import type { DeliveryState } from '../../stores/delivery.ts';
import { fill } from '../../components/ui/fill.ts';
import { ErrorSummary, focusFirstProblem } from '../../components/ui/ErrorSummary.tsx';
import { FieldErrorsAnnounced } from '../../components/ui/Field.tsx';
import type { PhoneKitState } from '../../components/ui/usePhoneKit.ts';
import type { PhoneRules } from '../../lib/phoneRules.ts';
import type { CheckoutData } from './checkoutData.ts';
import ContactSection from './ContactSection.tsx';
import type { CheckoutModel } from './model.ts';
import type { RouteSections } from './sectionProps.ts';
import OrderSummary, { type OrderSummaryProps } from './OrderSummary.tsx';
import PaymentSection from './PaymentSection.tsx';
import { loadOrderSending, prefetchOrderSending } from './orderSending.ts';
import PendingOrderNotice, { PENDING_NOTICE_ID } from './PendingOrderNotice.tsx';
import type { PendingOrder } from './usePendingOrder.ts';
import { pendingOrderSetAside } from '../../stores/order.ts';
import { summaryLine } from './problemLabels.ts';
import { firstProblem, problemFieldId, problemsInOrder, problemText } from './problems.ts';
import type { BranchTables } from './useDineInTables.ts';
import WalletChoice from './WalletChoice.tsx';
import WhenSection from './WhenSection.tsx';

export interface CheckoutFormProps {
  data: CheckoutData;
  model: CheckoutModel;
  /** The model of the same inputs judged with these phone rules (the submit loads them if they are not yet). */
  modelWith: (checkPhone: PhoneRules) => CheckoutModel;
  phone: PhoneKitState;
  cart: Cart;
  couponCode: string;
  couponError: string | null;
  checkout: CheckoutState;
  delivery: DeliveryState;
  api: StorefrontApi;
  tables: BranchTables | null;
  /** The customer's wallet: its balance (null: none to offer) and whether they chose to pay with it. */
  wallet: { balance: number | null; use: boolean };
  s: Record<string, string>;
  money: (minor: number) => string;
  nameOf: (itemId: number) => string;
  detailOf: OrderSummaryProps['detailOf'];
  /** The lines set aside for another selling type or branch (AsideNotice). */
  asideNotice: ReactNode;
  sections: RouteSections;
  /** An order of this checkout waiting for its online payment: the customer pays it or chooses a new order first. */
  pending: PendingOrder;
}

export default function CheckoutForm(props: CheckoutFormProps) {
  const { data, model, cart, checkout, delivery, api, wallet, s, money } = props;
  const {
    delivery: DeliverySection,
    pickup: PickupSection,
    booking: BookingSection,
    table: TableSection,
  } = props.sections;
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const placeButton = useRef<HTMLButtonElement>(null);
  const { pending } = props;
  const newOrderInstead = () => {
    pendingOrderSetAside();
    requestAnimationFrame(() => placeButton.current?.focus());
  };

  // Listed as their fields come on the page (the summary is read in that order).
  const problems = problemsInOrder(model.problems);
  const cartProblem = model.problems.cart;
  const belowMinimum =
    cartProblem && (cartProblem.key === 'minimumArea' || cartProblem.key === 'belowMinimum') ? cartProblem : null;
  // Dishes the time chosen leaves out are said at once (OrderSummary), by the model's own rule (servedAt.ts): the
  // cart's one problem that counts dishes (notServedAt…, notReadyBy…, with the way out the checkout offers).
  const timeProblem = cartProblem?.count ? cartProblem : null;
  // A pre-order is cooked for its booking's time, known once the booking is read (BookingSection): until then, or
  // when it cannot be read (the section says so and offers to order without it), the order is not sent. Sent
  // earlier it went out as "now", and a dish that takes hours to prepare was refused as late.
  const bookingUnread = model.forBooking && model.servedAt === null;
  // A link to one part of the checkout (the menu's "Change time", #co-when) lands on it once the form is drawn.
  useEffect(() => {
    document.getElementById(location.hash.slice(1))?.scrollIntoView();
    prefetchOrderSending();
  }, []);
  const err = (key: string) => {
    const p = model.problems[key];
    return tried && p ? problemText(s, p, data.locale) : null;
  };
  const sectionProps = { data, model, checkout, s, err };

  const fail = (message: string) => {
    setServerError(message);
    setSending(false);
    requestAnimationFrame(() => document.getElementById('co-server-error')?.focus());
  };
  // Set at once by a submit, before anything is awaited: a double click, or Enter pressed twice, while the phone
  // rules load or the order is sent places one order (`sending` disables the button only once React renders).
  const submitting = useRef(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // An order waiting for its payment is paid or set aside first (PendingOrderNotice.tsx), Enter in a field too.
    if (submitting.current || pending.state !== 'none' || bookingUnread) return;
    submitting.current = true;
    const placed = await trySubmit().catch(() => false);
    // Leaving for the order page or the payment: the form stays busy; otherwise the customer may try again.
    if (!placed) submitting.current = false;
  };
  /** Judges and places the order; true once the browser is leaving for the order (or payment) page. */
  const trySubmit = async (): Promise<boolean> => {
    // The phones are judged by the phone rules: loaded now if the customer never reached a phone field; the
    // sending code with them if the first use of the page has not brought it yet.
    const [kit, sendingCode] = await Promise.all([props.phone.load(), loadOrderSending().catch(() => null)]);
    const judged = kit ? props.modelWith(kit.checkPhone) : model;
    setTried(true);
    setServerError(null);
    const first = firstProblem(judged.problems);
    if (first) {
      focusFirstProblem(problemFieldId(first), 'co-summary');
      return false;
    }
    // No rules or sending code without a network, and no order either: the cart is kept.
    if (!kit || !sendingCode) {
      fail(s.offline ?? '');
      return false;
    }
    setSending(true);
    const { orderBodyOf, placeOrder } = sendingCode;
    const body = orderBodyOf({
      data,
      model: judged,
      checkout,
      delivery,
      couponCode: cart.coupon ? props.couponCode : '',
      note: cart.note,
      useWallet: judged.useWallet,
      origin: location.origin,
      checkPhone: kit.checkPhone,
    });
    const outcome = await placeOrder(api, body, data, s);
    if ('go' in outcome) {
      location.assign(outcome.go);
      return true;
    }
    fail(outcome.error);
    return false;
  };

  // The errors of a failed "Place order" are announced once, by the summary; each field's is read with the field.
  return (
    <FieldErrorsAnnounced.Provider value={false}>
      <form
        className="checkout"
        onSubmit={submit}
        noValidate
        aria-describedby={tried && problems.length ? 'co-problems' : undefined}
      >
        <div className="checkout-main">
          {tried && (
            <ErrorSummary
              id="co-problems"
              title={s.problems ?? ''}
              lines={problems.map(([key, p]) => ({
                fieldId: problemFieldId(key),
                text: summaryLine(key, problemText(s, p, data.locale), s),
              }))}
            />
          )}
          {pending.state === 'waiting' && (
            <PendingOrderNotice order={pending} orderHref={data.links.order} s={s} onNewOrder={newOrderInstead} />
          )}
          {props.asideNotice}
          {data.route === 'delivery' && DeliverySection && (
            <DeliverySection {...sectionProps} delivery={delivery} money={money} askArea showMap showForm />
          )}
          {data.route === 'pickup' && PickupSection && <PickupSection {...sectionProps} />}
          {data.route === 'reserv_dinein' && BookingSection && (
            <BookingSection data={data} checkout={checkout} s={s} api={api} failed={serverError !== null} />
          )}
          {(data.route === 'dinein' || data.route === 'reserv_dinein') && !model.forBooking && TableSection && (
            <TableSection {...sectionProps} tables={props.tables} />
          )}
          {/* A pre-order's time is its booking's (shown with the booking). A parcel shipped abroad with no later time
              to choose has no "When": "As soon as possible" read as a courier at the door. */}
          {!model.forBooking && !(model.shipping && model.days.length === 0 && model.scheduleType === 'now') && (
            <WhenSection {...sectionProps} />
          )}
          <ContactSection {...sectionProps} phone={props.phone} />
          {wallet.balance !== null && wallet.balance > 0 && (
            <WalletChoice balance={wallet.balance} use={wallet.use} totals={model.totals} s={s} money={money} />
          )}
          <PaymentSection {...sectionProps} />
        </div>
        {/* On a wide screen the summary, the place-order button and the way back sit in a column of their own beside
          the form, kept in view while it is filled; on a phone they follow the form, as in the page's order. */}
        <div className="checkout-side">
          <OrderSummary
            data={data}
            model={model}
            coupon={cart.coupon}
            couponError={props.couponError}
            belowMinimum={belowMinimum}
            timeProblem={timeProblem}
            cartError={err('cart')}
            s={s}
            money={money}
            nameOf={props.nameOf}
            detailOf={props.detailOf}
          />
          {serverError && (
            <p id="co-server-error" role="alert" className="notice" tabIndex={-1} data-testid="order-error">
              {serverError}
            </p>
          )}
          {pending.state === 'waiting' ? (
            // No second order unawares (PendingOrderNotice.tsx): the choices are in the notice the form opens with.
            <p>
              <a href={`#${PENDING_NOTICE_ID}`}>{fill(s.pendingPayment, { number: pending.number })}</a>
            </p>
          ) : (
            <button
              ref={placeButton}
              type="submit"
              className="primary"
              // Until the API says where a waiting order stands (a moment), nothing is placed beside it.
              disabled={sending || belowMinimum !== null || pending.state === 'checking' || bookingUnread}
              aria-busy={sending || pending.state === 'checking' || bookingUnread}
              aria-describedby={belowMinimum ? 'co-minimum' : timeProblem ? 'co-cart-time' : undefined}
            >
              {sending ? s.placing : fill(s.placeOrder, { total: money(model.totals.total) })}
            </button>
          )}
          <p>
            <a href={data.links.cart}>{s.backToCart}</a>
          </p>
        </div>
      </form>
    </FieldErrorsAnnounced.Provider>
  );
}
