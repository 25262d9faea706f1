/**
 * The checkout island (spec §2 /{ref}/{type}/checkout, and the address, map and form steps): where the order goes,
 * when, who orders and how they pay, the totals, and "Place order". Rules come from the model (pure); this
 * component renders it, keeps the stores updated, and sends the order (POST webapp/order). After success the cart
 * is cleared and the order page opens; a refusal (tampered total, outside zones, below minimum…) shows the
 * server's message and keeps the cart.
 */
import { useStore } from '@nanostores/react';
import { $settings } from '../../stores/settings.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatMoney } from '../../domain/money.ts';
import { localized } from '../../domain/localizedText.ts';
import { ApiFailure } from '../../lib/api/browser.ts';
import { readIslandData } from '../../components/ui/islandData.ts';
import { $cart, $cartAside, $couponCode, $qrTable, setCartCoupon, setQrTable } from '../../stores/cart.ts';
import { dropAside, settleCartFor } from '../../stores/cartAside.ts';
import AsideNotice from '../cart/AsideNotice.tsx';
import { $checkout, updateCheckout } from '../../stores/checkout.ts';
import { $auth, setUseWallet } from '../../stores/auth.ts';
import { orderPlaced, orderSentToPayment } from '../../stores/order.ts';
import { customerApi } from '../account/api.ts';
import { isAuthenticated } from '../../domain/auth.ts';
import { checkoutPhoneFallback } from '../../domain/checkout/phone.ts';
import { walletBalance } from '../../domain/pricing/wallet.ts';
import { $delivery } from '../../stores/delivery.ts';
import type { CheckoutData } from './checkoutData.ts';
import { CHECKOUT_DATA_ID } from './checkoutIds.ts';
import { refreshCoupon } from '../cart/pricing.ts';
import BookingSection from './BookingSection.tsx';
import DeliverySection from './DeliverySection.tsx';
import { checkoutModel } from './model.ts';
import { tableFromQr } from './dineInTable.ts';
import { orderBodyOf } from './orderBody.ts';
import { summaryLine } from './problemLabels.ts';
import { firstProblem, problemFieldId } from './problems.ts';
import ContactSection from './ContactSection.tsx';
import PaymentSection from './PaymentSection.tsx';
import PickupSection from './PickupSection.tsx';
import TableSection from './TableSection.tsx';
import WhenSection from './WhenSection.tsx';
import { fill } from '../../components/ui/fill.ts';
import { slotDay, slotTime } from './slotText.ts';
import TotalsList from './TotalsList.tsx';
import { trackEvent } from '../tracking/bus.ts';
import { rememberPlacedOrder } from '../tracking/purchase.ts';

export type CheckoutStep = 'checkout' | 'address' | 'map' | 'form';

export interface CheckoutViewProps {
  strings: Record<string, string>;
  step: CheckoutStep;
}

const readData = () => readIslandData<CheckoutData>(CHECKOUT_DATA_ID);

export default function CheckoutView(props: CheckoutViewProps) {
  const data = useMemo(readData, []);
  return data ? <Checkout {...props} data={data} /> : <p role="alert">{props.strings.broken}</p>;
}

function Checkout({ strings: s, step, data }: CheckoutViewProps & { data: CheckoutData }) {
  const cart = useStore($cart);
  const couponCode = useStore($couponCode);
  const delivery = useStore($delivery);
  const checkout = useStore($checkout);
  const [now, setNow] = useState(() => new Date());
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [tables, setTables] = useState<Array<{ id: number; name: string }> | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const auth = useStore($auth);
  const authenticated = isAuthenticated({ token: auth.token, user: auth.user }, data.businessUserId);
  const [walletMinor, setWalletMinor] = useState<number | null>(null);

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
  const money = (minor: number) => formatMoney(minor, data.currency, data.locale);
  const wallet = walletMinor === null ? null : { balance: walletMinor, use: auth.useWallet };
  const chosenBranch = useStore($settings).branch;
  const model = checkoutModel({ data, cart, delivery, checkout, now, authenticated, wallet, chosenBranch, money });

  // The wallet of a logged-in customer (spec §3 Wallet: the balance is the sum of its items).
  useEffect(() => {
    if (!authenticated || !data.enableWallet) return setWalletMinor(null);
    api
      .wallet()
      .then((answer) => setWalletMinor(walletBalance(answer.wallet, data.currency)))
      .catch(() => setWalletMinor(null));
  }, [authenticated]);
  // Spec §5: the checkout phone falls back to the user's, then the saved form contact phone; the name likewise.
  useEffect(() => {
    const user = (authenticated ? auth.user : null) as { name?: string; phone?: string; dial_code?: string } | null;
    const patch: { name?: string; phone?: string } = {};
    if (!checkout.name.trim() && user?.name) patch.name = user.name;
    if (!checkout.phone.trim()) {
      const phone = checkoutPhoneFallback({
        userPhone: user?.phone ? `${user.dial_code ?? ''}${user.phone}` : null,
        formContactPhone: delivery.address.contact_phone,
      });
      if (phone) patch.phone = phone;
    }
    if (patch.name || patch.phone) updateCheckout(patch);
  }, [authenticated]);

  // Tracking (features/tracking, after consent only): the checkout began, with what the cart holds.
  useEffect(() => {
    if (step !== 'checkout' || !cart.items.length) return;
    const lines = cart.items.map((l) => ({ id: l.itemId, quantity: l.count, label: l.priceLabelId }));
    trackEvent({ name: 'begin_checkout', value: model.totals.total, lines });
  }, []);

  // Dine-in: the table from a QR code (?table=7), and the branch's tables when the API lists them.
  useEffect(() => {
    if (data.route !== 'dinein' && data.route !== 'reserv_dinein') return;
    // The cart store kept `?table=` from whichever page of the business the QR code opened (issue 11 item 3):
    // the checkout takes it into its own saved choice, which lasts until the order is placed.
    const fromQr = $qrTable.get();
    if (fromQr) {
      updateCheckout({ table: fromQr });
      setQrTable('');
    }
    api
      .tables(model.branchId)
      .then((answer) => {
        const list = Array.isArray(answer.tables) ? answer.tables : null;
        // A QR code may name the table (T3) or give its id (1103): keep the id, which the list offers.
        const match = tableFromQr($checkout.get().table, list);
        if (match) updateCheckout({ table: match });
        setTables(list);
      })
      .catch(() => setTables(null));
  }, []);
  // The coupon typed in the cart: its rules from the API (calc-order), applied here by the shared rules.
  // The same call as the cart page's (features/cart/pricing.ts), again when the customer logs in or out.
  useEffect(() => {
    let live = true;
    const args = { code: couponCode, cart, branchId: model.branchId, route: data.route };
    void refreshCoupon(api, args, (coupon) => live && setCartCoupon(coupon)).then((error) => {
      if (live) setCouponError(error);
    });
    return () => {
      live = false;
    };
  }, [couponCode, cart.items.length, model.branchId, authenticated]);
  // Issue 11: lines another selling type or branch sells wait aside (named, with a way back) instead of leaving;
  // set-aside lines this type sells come back.
  const aside = useStore($cartAside);
  useEffect(() => {
    const elsewhere = data.elsewhere?.items ?? {};
    settleCartFor(
      data.catalogue.items.map((e) => e.item),
      model.branchId,
      data.route,
      (id) => String(id) in elsewhere,
    );
  }, [model.dropped.length, aside.length, model.branchId]);
  const asideNotice = (
    <AsideNotice
      aside={aside}
      route={data.route}
      elsewhere={data.elsewhere ?? null}
      locale={data.locale}
      nameOf={(id) => nameOf(id)}
      inMenu={(id) => data.catalogue.items.some((e) => e.item.id === id)}
      page="checkout"
      onDrop={dropAside}
    />
  );

  const problems = Object.entries(model.problems);
  const cartProblem = model.problems.cart;
  const belowMinimum =
    cartProblem && (cartProblem.key === 'minimumArea' || cartProblem.key === 'belowMinimum') ? cartProblem : null;
  const err = (key: string) => {
    const p = model.problems[key];
    return tried && p ? fill(s[p.key], p.values ?? {}) : null;
  };
  const sectionProps = { data, model, checkout, s, err };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    setServerError(null);
    if (problems.length) {
      const first = firstProblem(model.problems)!;
      requestAnimationFrame(() => (document.getElementById(problemFieldId(first)) ?? summary.current)?.focus());
      return;
    }
    setSending(true);
    try {
      const body = orderBodyOf({
        data,
        model,
        checkout,
        delivery,
        couponCode: cart.coupon ? couponCode : '',
        note: cart.note,
        useWallet: model.useWallet,
        origin: location.origin,
      });
      const answer = await api.placeOrder(body);
      const id = answer.order?.id;
      if (id === undefined || id === null) throw new ApiFailure(500, s.noOrderId ?? '');
      // Its order page reports the purchase (features/tracking/purchase.ts).
      rememberPlacedOrder(data.ref, id);
      // Paid online: the cart stays until the payment comes back paid (the order page clears it then).
      if (answer.payment_url && /^https?:\/\//.test(answer.payment_url)) {
        orderSentToPayment(id);
        location.assign(answer.payment_url);
        return;
      }
      orderPlaced();
      location.assign(`${data.links.order}/${encodeURIComponent(String(id))}`);
    } catch (err) {
      // No network (issue 16: an ApiFailure of status 0): the order needs a connection; the cart is kept.
      const offline = err instanceof ApiFailure && err.status === 0;
      setServerError(
        offline ? (s.offline ?? '') : err instanceof Error && err.message ? err.message : (s.failed ?? ''),
      );
      setSending(false);
      requestAnimationFrame(() => document.getElementById('co-server-error')?.focus());
    }
  };

  const isDelivery = data.route === 'delivery';
  const nameOf = (itemId: number) =>
    localized(data.catalogue.items.find((e) => e.item.id === itemId)?.item.names, data.locale, data.fallbacks);
  const continueLink = (
    <p>
      <a className="button" href={data.links.checkout}>
        {s.continue}
      </a>
    </p>
  );

  if (step !== 'checkout') {
    return (
      <div className="checkout">
        {step === 'form' ? (
          <ContactSection {...sectionProps} />
        ) : (
          <DeliverySection
            {...sectionProps}
            delivery={delivery}
            money={money}
            askArea={false}
            showMap={step === 'map' || step === 'address'}
            showForm={step === 'address'}
          />
        )}
        {continueLink}
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
        <p>
          {s.cartEmpty} <a href={data.links.menu}>{s.backToMenu}</a>
        </p>
      </>
    );
  }

  return (
    <form
      className="checkout"
      onSubmit={submit}
      noValidate
      aria-describedby={tried && problems.length ? 'co-problems' : undefined}
    >
      {tried && problems.length > 0 && (
        <div id="co-problems" role="alert" className="notice" tabIndex={-1}>
          <p>{s.problems}</p>
          <ul>
            {problems.map(([key, p]) => (
              <li key={key}>
                <a href={`#${problemFieldId(key)}`}>{summaryLine(key, fill(s[p.key], p.values ?? {}), s)}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {asideNotice}
      {isDelivery && <DeliverySection {...sectionProps} delivery={delivery} money={money} askArea showMap showForm />}
      {data.route === 'pickup' && <PickupSection {...sectionProps} />}
      {data.route === 'reserv_dinein' && (
        <BookingSection data={data} checkout={checkout} s={s} api={api} failed={serverError !== null} />
      )}
      {(data.route === 'dinein' || data.route === 'reserv_dinein') && !model.forBooking && (
        <TableSection {...sectionProps} tables={tables} />
      )}
      <WhenSection {...sectionProps} />
      <ContactSection {...sectionProps} />
      {walletMinor !== null && walletMinor > 0 && (
        <div className="field">
          <label className="row">
            <input
              type="checkbox"
              checked={auth.useWallet}
              aria-describedby="co-wallet-hint"
              onChange={(e) => {
                setUseWallet(
                  e.target.checked,
                  e.target.checked ? Math.min(walletMinor, model.totals.total + model.totals.walletDiscount) : 0,
                );
                // Spec §4: using the wallet switches the payment type to cash.
                if (e.target.checked) updateCheckout({ paymentType: 2, paymentChosen: true });
              }}
            />{' '}
            {s.useWallet}
          </label>
          <p id="co-wallet-hint" className="muted">
            {fill(s.walletAvailable, { amount: money(walletMinor) })}
          </p>
        </div>
      )}
      <PaymentSection {...sectionProps} />
      <section aria-labelledby="co-summary-title" className="summary" id="co-summary" tabIndex={-1} ref={summary}>
        <h2 id="co-summary-title">{s.summary}</h2>
        <ul className="summary-lines">
          {model.totals.lines.map((line) => (
            <li key={line.key}>
              {line.count} × {nameOf(line.itemId)} <span className="price">{money(line.priceAfterCoupon)}</span>
            </li>
          ))}
        </ul>
        {cart.coupon && <p className="muted">{fill(s.couponApplied, { code: cart.coupon.code })}</p>}
        {couponError && <p role="alert">{couponError}</p>}
        <TotalsList
          totals={model.totals}
          s={s}
          money={money}
          delivery={
            isDelivery
              ? model.zone || model.country
                ? { known: true }
                : { known: false, note: s.feeAfterAddress ?? '' }
              : null
          }
        />
        {model.slot && (
          <p>
            {fill(s.scheduledFor, {
              date: slotDay(model.slot.date, data.locale),
              from: slotTime(model.slot.from, data.locale),
              to: slotTime(model.slot.to, data.locale),
            })}
          </p>
        )}
        {/* Below the minimum: said at once, not only after "Place order" (issue 11 item 4). */}
        {belowMinimum ? (
          <p id="co-minimum" role="status" className="notice" data-testid="minimum-order">
            {fill(s[belowMinimum.key], belowMinimum.values ?? {})}
          </p>
        ) : (
          err('cart') && <p role="alert">{err('cart')}</p>
        )}
      </section>
      {serverError && (
        <p id="co-server-error" role="alert" className="notice" tabIndex={-1} data-testid="order-error">
          {serverError}
        </p>
      )}
      <button
        type="submit"
        className="primary"
        disabled={sending || belowMinimum !== null}
        aria-busy={sending}
        aria-describedby={belowMinimum ? 'co-minimum' : undefined}
      >
        {sending ? s.placing : fill(s.placeOrder, { total: money(model.totals.total) })}
      </button>
      <p>
        <a href={data.links.cart}>{s.backToCart}</a>
      </p>
    </form>
  );
}
