/**
 * The cart page island (spec §2 /{ref}/{type}/cart): lines rebuilt from the current menu (a line whose item is
 * gone here is dropped with a message), counts, remove, note, coupon code, and the totals of the pricing rules.
 * Rendered on the client only (its state is in localStorage): the page shows a spinner until it mounts.
 */
import { useStore } from '@nanostores/react';
import { orderBranchId } from '../../domain/orderBranch.ts';
import { $settings } from '../../stores/settings.ts';
import { $delivery } from '../../stores/delivery.ts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Discounts, Item, Zone } from '../../lib/api/schema.ts';
import { formatMoney } from '../../domain/money.ts';
import { pruneCart } from '../../domain/pricing/cartProblems.ts';
import { couponStatus } from './couponStatus.ts';
import type { RouteType } from '../../domain/sellingType.ts';
import { localized } from '../../domain/localizedText.ts';
import { $cart, $cartAside, $couponCode, setCouponCode } from '../../stores/cart.ts';
import { setCartNote } from '../../stores/cartActions.ts';
import { fill } from '../../components/ui/fill.ts';
import { readIslandData } from '../../components/ui/islandData.ts';
import { customerApi } from '../account/api.ts';
import { $auth } from '../../stores/auth.ts';
import { isAuthenticated } from '../../domain/auth.ts';
import TotalsList from '../checkout/TotalsList.tsx';
import { normalizeDigits } from '../../domain/digits.ts';
import { dropAside } from '../../stores/cartAside.ts';
import AsideNotice from './AsideNotice.tsx';
import { useBranchBack } from './useBranchBack.ts';
import RecentOrderLinks from '../order/RecentOrderLinks.tsx';
import CartLines from './CartLines.tsx';
import { minimumProblem, priceCart } from './pricing.ts';
import { orderLinesOf } from '../../domain/pricing/orderPayload.ts';
import { useCouponCheck } from './useCouponCheck.ts';
import { useSettledCart } from './useSettledCart.ts';
import { useRemovedLines } from './useRemovedLines.ts';
import { PriceChanges, RemovedLines } from './lazyNotices.ts';
import { usePriceChanges } from './usePriceChanges.ts';
import type { ElsewhereData } from './elsewhere.ts';

export interface CartCatalogue {
  items: Array<{ item: Item; categoryId: number }>;
  discounts: Discounts | null;
  /** The other selling types' items and links (lines set aside on a switch). */
  elsewhere?: ElsewhereData | null;
  /** Delivery: the zones (fee, minimum) and their areas' names. */
  zones?: Array<
    Pick<Zone, 'id' | 'branch' | 'fees' | 'min_order' | 'name'> & { areas: Array<{ id: number; name: string }> }
  >;
}

export interface CartViewProps {
  strings: Record<string, string>;
  currency: string;
  locale: string;
  fallbacks: string[];
  route: RouteType;
  /** The business's own branch and all its branches (the customer may have chosen another in settings). */
  branchId: number;
  branchIds: number[];
  businessTaxRate: number | null;
  /** The selling type's own minimum order (major units), until a delivery area is chosen. */
  fallbackMinimum: number;
  menuHref: string;
  checkoutHref: string;
  /** The order pages' base (`/{ref}/order`): an empty cart links the orders this browser placed lately. */
  orderHref: string;
  apiUrl: string;
  /** Business.user_id: whose customers count as logged in here (their token goes with calc-order). */
  businessUserId: number;
  loginHref: string;
  catalogueId: string;
}

const readCatalogue = (id: string): CartCatalogue =>
  readIslandData<CartCatalogue>(id) ?? { items: [], discounts: null };

export default function CartView(props: CartViewProps) {
  const { strings: s, currency, locale } = props;
  const cart = useStore($cart);
  const couponCode = useStore($couponCode);
  const chosenBranch = useStore($settings).branch;
  const delivery = useStore($delivery);
  const deliveryBranch = delivery.branchId;
  const branchId = orderBranchId({
    own: props.branchId,
    known: props.branchIds,
    chosen: chosenBranch,
    forSellingType: props.route === 'delivery' ? deliveryBranch : null,
  });
  const catalogue = useMemo(() => readCatalogue(props.catalogueId), [props.catalogueId]);
  // The last line the customer removed, said by the status line (empty until then).
  const [removedLine, setRemovedLine] = useState('');
  // The page's moment, for which orders are still recent (a cart page is not kept open for a day).
  const [now] = useState(() => new Date());
  // The cart prices as checkout does — the customer's token on calc-order and their login in the
  // coupon rules (a guest-only coupon stops, an auth-only one applies once they log in).
  const auth = useStore($auth);
  const authenticated = isAuthenticated({ token: auth.token, user: auth.user }, props.businessUserId);
  const [api] = useState(() =>
    customerApi({ apiUrl: props.apiUrl, locale, businessUserId: props.businessUserId, login: props.loginHref }),
  );
  const items = useMemo(() => catalogue.items.map((e) => e.item), [catalogue]);
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const nameOf = useCallback(
    (itemId: number) => localized(byId.get(itemId)?.names, locale, props.fallbacks) || s.unknownItem || '',
    [byId, locale, props.fallbacks, s.unknownItem],
  );

  // Lines another selling type or branch sells wait aside (named below, with a way back); lines set aside
  // that this type sells come back; only lines nothing sells any more leave, named in a notice.
  const aside = useStore($cartAside);
  const pruned = useMemo(() => pruneCart(cart, items, branchId, props.route), [cart, items, branchId, props.route]);
  // A dish still on the menu whose chosen label or option is gone says so; a dish gone from the menu is named.
  const inMenu = useCallback((id: number) => byId.has(id), [byId]);
  const { removed, onRemoved: nameRemoved } = useRemovedLines(nameOf, inMenu);
  useSettledCart({
    entries: catalogue.items,
    elsewhere: catalogue.elsewhere,
    branchId,
    route: props.route,
    dropped: pruned.dropped.length,
    aside: aside.length,
    onRemoved: nameRemoved,
  });

  // After a branch change: the way back to the branch left, and the area it dropped said.
  const branchBack = useBranchBack({
    elsewhere: catalogue.elsewhere,
    route: props.route,
    own: props.branchId,
    known: props.branchIds,
    items,
    areaName: (id) => catalogue.zones?.flatMap((z) => z.areas).find((a) => a.id === id)?.name,
  });

  // Delivery to a chosen area: its zone's fee and minimum, as at checkout.
  const zone =
    props.route === 'delivery'
      ? ((catalogue.zones ?? []).find((z) => z.id === delivery.zoneId && z.branch === branchId) ?? null)
      : null;
  const area = zone?.areas.find((a) => a.id === delivery.areaId) ?? null;
  const totals = priceCart({
    cart: pruned.cart,
    catalogue,
    currency,
    route: props.route,
    authenticated,
    businessTaxRate: props.businessTaxRate,
    target: zone ? { zone } : null,
    fallbackMinimum: props.fallbackMinimum,
  });
  const belowMinimum = minimumProblem(totals, area ?? zone, money);
  // A price changed since the customer last saw this line is said, old and new.
  const priceChanges = usePriceChanges(props.route, totals.lines);
  // A code from `?coupon=` or typed earlier: checked when the cart opens and again when the customer logs in or out,
  // with the lines the order would carry.
  const coupon = useCouponCheck(api, branchId, props.route, () => orderLinesOf(totals.lines, currency));
  const checkCoupon = coupon.check;
  const couponSaid = couponStatus({
    checking: coupon.checking,
    error: coupon.error,
    typed: couponCode,
    applied: cart.coupon,
    totals,
    route: props.route,
  });
  useEffect(() => {
    if ($couponCode.get()) void checkCoupon();
  }, [checkCoupon, authenticated]);

  return (
    // Named by the page's own heading (ShellView.astro's h1, "Your cart"): no second heading saying it again.
    <section aria-labelledby="shell-title" className="cart">
      <AsideNotice
        aside={aside}
        route={props.route}
        elsewhere={catalogue.elsewhere ?? null}
        locale={locale}
        nameOf={nameOf}
        inMenu={(id) => byId.has(id)}
        page="cart"
        onDrop={dropAside}
        branchBack={branchBack}
      />
      <RemovedLines removed={removed} s={s} />
      <PriceChanges changes={priceChanges} nameOf={nameOf} money={money} s={s} />
      {/* In the page from the start, so a screen reader hears it fill: the line it was on is gone with its button. */}
      <p role="status" className="visually-hidden">
        {removedLine}
      </p>
      {totals.lines.length === 0 ? (
        <>
          {/* With dishes set aside just above, "Your cart is empty" would contradict them: the way back only. */}
          <p>
            {!(aside.length > 0 && catalogue.elsewhere) && s.empty} <a href={props.menuHref}>{s.backToMenu}</a>
          </p>
          <RecentOrderLinks orderHref={props.orderHref} text={s.trackOrder ?? ''} now={now} />
        </>
      ) : (
        <>
          <CartLines
            lines={totals.lines}
            byId={byId}
            nameOf={nameOf}
            locale={locale}
            fallbacks={props.fallbacks}
            s={s}
            money={money}
            onRemoved={(lineName) => setRemovedLine(fill(s.lineRemoved, { name: lineName }))}
          />
          <label className="row column">
            <span>{s.notes}</span>
            <textarea value={cart.note} maxLength={2000} rows={2} onChange={(e) => setCartNote(e.target.value)} />
          </label>
          <form
            className="row column"
            onSubmit={(e) => {
              e.preventDefault();
              void checkCoupon();
            }}
          >
            <label htmlFor="coupon-code">{s.coupon}</label>
            <div className="row">
              <input
                id="coupon-code"
                type="text"
                value={couponCode}
                maxLength={200}
                autoComplete="off"
                aria-invalid={!coupon.checking && coupon.error !== null && coupon.error !== 'couponUnchecked'}
                aria-describedby={couponSaid.note ? 'coupon-hint coupon-result' : 'coupon-result'}
                // A code typed with the page language's digits ("WELCOME١٠") is the same code.
                onChange={(e) => setCouponCode(normalizeDigits(e.target.value))}
              />
              <button type="submit">{s.applyCoupon}</button>
            </div>
            {couponSaid.note && (
              <span id="coupon-hint" className="muted">
                {s.couponHint}
              </span>
            )}
            <span id="coupon-result" role="status">
              {couponSaid.result ? fill(s[couponSaid.result.key], { code: couponSaid.result.code }) : ''}
            </span>
          </form>
          <TotalsList
            totals={totals}
            s={s}
            money={money}
            delivery={
              props.route === 'delivery'
                ? zone
                  ? { known: true }
                  : { known: false, note: s.deliveryAtCheckout ?? '' }
                : null
            }
          />
          {/* In the page from the start and filled when the cart falls short: a live region inserted with its
              text is not read out. */}
          <p
            id="cart-minimum"
            role="status"
            className={belowMinimum ? 'notice' : 'status-line'}
            data-testid={belowMinimum ? 'minimum-order' : undefined}
          >
            {belowMinimum && fill(belowMinimum.key === 'minimumArea' ? s.minimumArea : s.minimum, belowMinimum.values)}
          </p>
          {belowMinimum ? (
            <p className="cart-checkout">
              {/* Offered no more but kept in the keyboard's order, saying why (aria-describedby). */}
              <button type="button" className="button primary" aria-disabled="true" aria-describedby="cart-minimum">
                {s.goToCheckout}
              </button>
            </p>
          ) : (
            <p className="cart-checkout">
              <a className="button primary" href={props.checkoutHref}>
                {s.goToCheckout}
              </a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
