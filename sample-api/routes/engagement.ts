/**
 * Banners, visits and server-side conversions (spec §7, §4), with the storefront's rules (src/domain):
 * - `GET webapp/banners/{branchId}?date=DD-MM-YYYY`: `{ banners }`, the business's banners running on that day
 *   (domain/banners.ts runsOn); without `date`, the business's day at the request's time (`x-current-time`); a
 *   date that is not a real day answers 400. A customer's token may come along (spec: optional) and changes
 *   nothing here: the sample businesses show every visitor the same banners.
 * - `POST webapp/banners/reach` `{ banners: [ids] }`: one reach for each banner id the API knows (up to 50, each
 *   once per call); `{ recorded }`.
 * - `POST webapp/visit/{branchId}`: one visit of that branch's business; `{ recorded: true }`.
 * - `POST webapp/conversions/{referenceId}` `{ event_name: 'purchase', event_id, order_id }` (this project's
 *   extension: lib/api/engagement.ts): the purchase of an order of that business, paid or not paid online, is
 *   "sent" once to each of its server-side event APIs (types 5 to 7) with the order's own total and currency;
 *   `{ sent }` (0 when sent already). A business without one answers 404, an unknown or unpaid order 404 or 409.
 * - With test routes: `GET /__test/engagement/{ref}` → `{ visits: {branchId: n}, reach: {bannerId: n},
 *   conversions: [...] }`.
 */
import { Hono } from 'hono';
import { bannerDateParam, businessDay, dayOfDateParam, runsOn, type Banner } from '../../src/domain/banners.ts';
import { purchaseEventId } from '../../src/domain/tracking/events.ts';
import { PIXEL_TYPES, pixelProblem, type Pixel } from '../../src/domain/tracking/vendors.ts';
import { createEngagementStore } from '../engagement.ts';
import { fixtureBanners } from '../fixtures/banners.ts';
import type { OrderStore } from '../orders/store.ts';
import { businessOf, type TenantRegistry } from '../tenants.ts';
import { json, requestNow } from './respond.ts';

const asId = (text: string | undefined) => (text && /^\d{1,12}$/.test(text) ? Number(text) : null);

/** The server-side event APIs of a payload's pixels (types 5 to 7 with a valid id). */
function serverSidePixels(payload: unknown): Pixel[] {
  const pixels = (payload as { pixels?: unknown } | null)?.pixels;
  if (!Array.isArray(pixels)) return [];
  return pixels.filter(
    (p): p is Pixel =>
      typeof p?.type === 'number' &&
      typeof p?.pixel_id === 'string' &&
      PIXEL_TYPES[p.type]?.browser === false &&
      !pixelProblem(p),
  );
}

export function engagementRoutes(
  registry: TenantRegistry,
  orders: OrderStore,
  opts: { baseUrl: string; now?: () => Date; testRoutes?: boolean },
): Hono {
  const app = new Hono();
  const store = createEngagementStore();
  const banners = fixtureBanners(opts.baseUrl);
  const bannersOf = (ref: string): Banner[] => banners[ref] ?? [];
  const known = new Set(Object.values(banners).flatMap((list) => list.map((b) => b.id)));

  app.get('/webapp/banners/:branchId', (c) => {
    const branchId = asId(c.req.param('branchId'));
    const entry = branchId === null ? undefined : registry.byBranchId(branchId);
    if (!entry) return json({ banners: [], message: 'Branch not found' }, 404);
    const param = c.req.query('date');
    const zone = businessOf(entry.payload)?.time_zone;
    const day =
      param === undefined
        ? businessDay(requestNow(c.req.header('x-current-time'), opts.now), typeof zone === 'string' ? zone : '')
        : dayOfDateParam(param);
    if (!day) return json({ banners: [], message: 'date must be a day written DD-MM-YYYY' }, 400);
    return json({ date: bannerDateParam(day), banners: bannersOf(entry.ref).filter((b) => runsOn(b, day)) });
  });

  app.post('/webapp/banners/reach', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { banners?: unknown } | null;
    const ids = body?.banners;
    if (!Array.isArray(ids) || ids.length > 50) return json({ message: 'banners must be a list of up to 50 ids' }, 400);
    const counted = [...new Set(ids)].filter((id): id is number => typeof id === 'number' && known.has(id));
    counted.forEach(store.reached);
    return json({ recorded: counted.length });
  });

  app.post('/webapp/visit/:branchId', (c) => {
    const branchId = asId(c.req.param('branchId'));
    const entry = branchId === null ? undefined : registry.byBranchId(branchId);
    if (!entry) return json({ message: 'Branch not found' }, 404);
    store.visit(entry.ref, branchId!);
    return json({ recorded: true });
  });

  app.post('/webapp/conversions/:referenceId', async (c) => {
    const entry = registry.byRef(c.req.param('referenceId'));
    if (!entry) return json({ message: 'Restaurant not found' }, 404);
    const pixels = serverSidePixels(entry.payload);
    if (!pixels.length) return json({ message: 'No server-side event API is configured' }, 404);
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const orderId = typeof body?.order_id === 'string' ? body.order_id : '';
    if (body?.event_name !== 'purchase' || body.event_id !== purchaseEventId(orderId))
      return json(
        { message: 'Body must be { event_name: "purchase", event_id: "purchase-{order_id}", order_id }' },
        400,
      );
    const order = orders.get(orderId);
    if (!order || order.reference_id !== entry.ref) return json({ message: 'Order not found' }, 404);
    if (order.payment_status === 'pending' || order.payment_status === 'failed')
      return json({ message: 'The order is not paid' }, 409);
    const sentAt = requestNow(c.req.header('x-current-time'), opts.now).toISOString();
    const sent = pixels.filter((p) =>
      store.forward(entry.ref, {
        pixel_type: p.type,
        pixel_id: p.pixel_id,
        event_name: 'Purchase',
        event_id: purchaseEventId(order.id),
        order_id: order.id,
        value: order.total,
        currency: order.currency,
        sent_at: sentAt,
      }),
    ).length;
    return json({ sent });
  });

  if (opts.testRoutes)
    app.get('/__test/engagement/:referenceId', (c) => {
      const ref = c.req.param('referenceId');
      return json(
        store.of(
          ref,
          bannersOf(ref).map((b) => b.id),
        ),
      );
    });

  return app;
}
