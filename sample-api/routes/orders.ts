/**
 * Order calls of the sample API (spec §7): POST webapp/order, GET webapp/order/{id} (with `payment_url` while an
 * online payment is awaited),
 * GET webapp/update-order-events/{ref}/{id}. Every order is priced by the server (orders/pricing.ts); accepted
 * orders are stored (orders/store.ts) and advance through the statuses with time (orders/events.ts). "Now" is the
 * `x-current-time` header, else the server's clock option, else the real clock.
 *
 * Answers: 201 `{ order: { id, order_number, status: 0, total, subtotal, adjustment, amounts, lines, created_at, address,
 * address_parts, area_id,
 * zone_id, table, pickup_branch_id, car, scheduled_at, reservation_id, reservation, … } }`; 400 `{ message, code: 'invalid_order' }`
 * naming the field; 404 for an unknown branch or order; 422 `{ message, code }` for a refused order.
 */
import { Hono } from 'hono';
import { toMajor, toMinor } from '../../src/domain/money.ts';
import { shortOrderNumber } from '../../src/domain/orderStatus.ts';
import { ADDRESS_FIELDS } from '../../src/lib/api/schema.ts';
import type { BookingOfOrder } from '../accounts/bookingOrders.ts';
import type { OrderCustomers } from '../accounts/orderHook.ts';
import { eventsOf, ONLINE_PAYMENT, paymentUrlOf, returnUrls } from '../orders/payment.ts';
import { orderAmounts } from '../orders/amounts.ts';
import { describeIssue, OrderBody } from '../orders/payload.ts';
import { priceOrder, quoteOrder, type OrderRefusal } from '../orders/pricing.ts';
import type { OrderStore, StoredOrder } from '../orders/store.ts';
import type { TenantRegistry } from '../tenants.ts';
import { json, requestNow } from './respond.ts';

/** A refusal's answer: its message and code, and the reason when it has one. */
const refusalBody = (r: OrderRefusal) => ({
  message: r.message,
  code: r.code,
  ...(r.reason ? { reason: r.reason } : {}),
});

/** The slot a scheduled order was placed for (the storefront sends `scheduled_at`, ISO), else null. */
function scheduledAtOf(order: StoredOrder): string | null {
  const at = order.payload['scheduled_at'];
  return typeof at === 'string' && Number.isFinite(Date.parse(at)) ? at : null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const HHMM = /^\d{1,2}:\d{2}$/;
/** A scheduled order's slot as the checkout sent it (`{ from, to }`, 'HH:mm'), or null. */
function slotOf(v: unknown): { from: string; to: string } | null {
  if (!isRecord(v)) return null;
  const { from, to } = v;
  return typeof from === 'string' && typeof to === 'string' && HHMM.test(from) && HHMM.test(to) ? { from, to } : null;
}

/** Where a delivery goes, as one line: the address fields as typed, in form order, else the pinned place's name. */
function addressTextOf(payload: Record<string, unknown>): string | null {
  const address = isRecord(payload['address']) ? payload['address'] : payload['shipping_address'];
  if (!isRecord(address)) return null;
  const named = address['display_name'];
  const parts = ADDRESS_FIELDS.map((f) => address[f])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => v.trim());
  const text = parts.length > 0 ? parts.join(', ') : typeof named === 'string' ? named.trim() : '';
  return text ? text.slice(0, 500) : null;
}

/** The typed address fields, in form order, each with its field's name: the storefront labels them in its words. */
function addressPartsOf(payload: Record<string, unknown>): Array<{ field: string; value: string }> {
  const address = isRecord(payload['address']) ? payload['address'] : payload['shipping_address'];
  if (!isRecord(address)) return [];
  // A shipping address may also have its region (a state, a prefecture): after the spec's fields.
  return [...ADDRESS_FIELDS, 'region'].flatMap((field) => {
    const value = address[field];
    return typeof value === 'string' && value.trim() !== '' ? [{ field, value: value.trim().slice(0, 200) }] : [];
  });
}

const textOf = (v: unknown, max: number) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null);
const idOf = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);
/** The car a pickup is brought to, as the customer gave it (each part bounded), or null when none was given. */
function carOf(v: unknown) {
  if (!isRecord(v)) return null;
  const car = { make: textOf(v['make'], 60), color: textOf(v['color'], 40), plate: textOf(v['plate'], 20) };
  return car.make || car.color || car.plate ? car : null;
}

/**
 * The amounts of an order: how its total was made up when it was priced (`amounts`, orders/amounts.ts), and, for
 * a reader of the older answer, the lines' sum and what came off or on besides the fee (`adjustment`: coupon,
 * wallet and exclusive taxes in one; orders stored before `amounts` was kept have only these).
 */
function amountsOf(order: StoredOrder) {
  const minor = (major: number) => toMinor(major, order.currency);
  const subtotal = order.lines.reduce((sum, line) => sum + minor(line.total_price), 0);
  const rest = minor(order.total) - subtotal - minor(order.fees);
  return {
    subtotal: toMajor(subtotal, order.currency),
    adjustment: toMajor(rest, order.currency),
    amounts: order.amounts ?? null,
  };
}

/** An order as the API answers it; `booking`: the booking it is the pre-order of (accounts/bookingOrders.ts). */
export function publicOrder(order: StoredOrder, now: Date, booking: BookingOfOrder | null = null) {
  const { status } = eventsOf(order, now, scheduledAtOf(order));
  const { payload } = order;
  const address = isRecord(payload['address']) ? payload['address'] : null;
  return {
    id: order.id,
    // The sample API's short number: the id's first letters (a real API numbers orders per business).
    order_number: shortOrderNumber(order),
    status,
    reference_id: order.reference_id,
    branch_id: order.branch_id,
    selling_types: order.selling_types,
    currency: order.currency,
    total: order.total,
    fees: order.fees,
    lines: order.lines,
    created_at: order.created_at,
    scheduled_at: scheduledAtOf(order),
    payment_status: order.payment_status ?? null,
    ...amountsOf(order),
    address: addressTextOf(payload),
    address_parts: addressPartsOf(payload),
    area_id: idOf(address?.['area_id']),
    zone_id: idOf(address?.['zone_id']),
    table: textOf(payload['table'], 40),
    pickup_branch_id: idOf(payload['pickup_branch_id']),
    car: order.selling_types === 'car_pickup' ? carOf(payload['car']) : null,
    shipping_country: typeof payload['shipping_country'] === 'string' ? payload['shipping_country'].slice(0, 2) : null,
    // The slot the customer chose ('HH:mm' in the business's time), so its page gives the window, not its start.
    schedule_slot: slotOf(payload['schedule_slot']),
    // The notes as the client sent them: the customer reads back what the kitchen got.
    comment: textOf(payload['comment'], 2000),
    notes: Array.isArray(payload['notes']) ? payload['notes'].flatMap((n) => textOf(n, 2000) ?? []).slice(0, 5) : [],
    reservation_id: booking?.id ?? null,
    reservation: booking,
  };
}

/** `customers` (accounts/orderHook.ts): record who orders, pay with the wallet, keep customers' orders private. */
export function orderRoutes(
  registry: TenantRegistry,
  store: OrderStore,
  clock?: () => Date,
  customers?: OrderCustomers,
): Hono {
  const app = new Hono();
  const nowOf = (header: string | undefined) => requestNow(header, clock);
  const view = (order: StoredOrder, now: Date) => publicOrder(order, now, customers?.bookingOf(order, now) ?? null);

  app.post('/webapp/order', async (c) => {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      return json({ message: 'Invalid order: the body is not JSON', code: 'invalid_order' }, 400);
    }
    const parsed = OrderBody.safeParse(raw);
    if (!parsed.success) return json({ message: describeIssue(parsed.error), code: 'invalid_order' }, 400);
    const body = parsed.data;
    if (body.total === undefined)
      return json({ message: 'Invalid order: total: required', code: 'invalid_order' }, 400);
    const entry = registry.byBranchId(body.branch_id);
    if (!entry) return json({ message: `Branch ${body.branch_id} not found`, code: 'unknown_branch' }, 404);

    const online = body.payment_type === ONLINE_PAYMENT && !body.use_wallet;
    const returns = online ? returnUrls(raw as Record<string, unknown>, entry, c.get('siteOrigins')) : null;
    if (returns && !returns.ok) return json({ message: returns.message, code: 'invalid_order' }, 400);
    const customer = customers?.forOrder(c.req.header('authorization'), entry, body.use_wallet) ?? null;
    if (customer instanceof Response) return customer;
    const now = nowOf(c.req.header('x-current-time'));
    let booking: { link(orderId: string): void } | null = null;
    if (body.reservation_id) {
      const found = customers
        ? customers.bookingFor(body.reservation_id, entry, {
            sellingType: body.selling_types,
            ordererId: customer?.userId ?? null,
            now,
          })
        : json({ message: 'Reservation not found', code: 'unknown_reservation' }, 404);
      if (found instanceof Response) return found;
      booking = found;
    }
    const scheduled = typeof raw === 'object' && raw ? (raw as Record<string, unknown>)['scheduled_at'] : null;
    const slot = typeof scheduled === 'string' && Number.isFinite(Date.parse(scheduled)) ? new Date(scheduled) : null;
    const priced = priceOrder(entry, body, {
      authenticated: customer !== null,
      walletBalance: customer?.walletBalance,
      orderTime: slot ?? now,
      placedAt: { now, scheduled: slot !== null },
    });
    if (!priced.ok) return json(refusalBody(priced), priced.status);

    const order = store.add({
      reference_id: entry.ref,
      branch_id: body.branch_id,
      selling_types: body.selling_types,
      currency: priced.currency,
      total: priced.total,
      fees: toMajor(priced.totals.deliveryFee, priced.currency),
      lines: priced.lines,
      created_at: now.toISOString(),
      payload: raw as Record<string, unknown>,
      user_id: customer?.userId ?? null,
      payment_status: online ? 'pending' : null,
      amounts: orderAmounts(priced.totals, priced.currency),
    });
    customer?.paid(order.id, priced.totals.walletDiscount, now);
    booking?.link(order.id);
    const wallet_amount = toMajor(priced.totals.walletDiscount, priced.currency);
    const payment_url = paymentUrlOf(order, new URL(c.req.url).origin) ?? undefined;
    return json({ order: { ...view(order, now), status: 0, wallet_amount }, payment_url }, 201);
  });

  // The server's quote of a cart (spec §7 POST /service/pos/calc-order/{id}, answer shape ours): the coupon's
  // rules when its code is known, so the storefront applies them with the same domain rules, and the amounts.
  app.post('/service/pos/calc-order/:branchId', async (c) => {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      return json({ message: 'Invalid order: the body is not JSON', code: 'invalid_order' }, 400);
    }
    const parsed = OrderBody.safeParse({ ...(raw as object), branch_id: Number(c.req.param('branchId')) });
    if (!parsed.success) return json({ message: describeIssue(parsed.error), code: 'invalid_order' }, 400);
    const entry = registry.byBranchId(parsed.data.branch_id);
    if (!entry) return json({ message: `Branch ${parsed.data.branch_id} not found`, code: 'unknown_branch' }, 404);
    // The customer's token counts here as in the order (spec §5 coupon user types): a quote for a logged-in
    // customer applies an auth-only coupon and refuses a guest-only one, as placing the order would.
    const customer = customers?.forOrder(c.req.header('authorization'), entry, false) ?? null;
    if (customer instanceof Response) return customer;
    const quoted = quoteOrder(entry, parsed.data, { addressOptional: true, authenticated: customer !== null });
    if (!quoted.ok) return json(refusalBody(quoted), quoted.status);
    return json({ coupon: quoted.coupon, calculatedAmounts: orderAmounts(quoted.totals, quoted.currency) });
  });

  app.get('/webapp/order/:id', (c) => {
    const order = store.get(c.req.param('id'));
    if (!order) return json({ order: null, message: 'Order not found' }, 404);
    const denied = customers?.canRead(c.req.header('authorization'), order.user_id ?? null);
    if (denied) return denied;
    // An order waiting for its online payment names the page it is paid at (orders/payment.ts paymentUrlOf).
    const payment_url = paymentUrlOf(order, new URL(c.req.url).origin);
    return json({ order: { ...view(order, nowOf(c.req.header('x-current-time'))), payment_url } });
  });

  app.get('/webapp/update-order-events/:ref/:id', (c) => {
    const order = store.get(c.req.param('id'));
    if (!order || order.reference_id !== c.req.param('ref')) {
      return json({ status: null, events: [], message: 'Order not found' }, 404);
    }
    return json(eventsOf(order, nowOf(c.req.header('x-current-time')), scheduledAtOf(order)));
  });

  return app;
}
