/**
 * GET webapp/v5/orders/{userId}?page={n} (spec §7, §9 "orders list paged by page"): the caller's own orders, newest
 * first, ORDERS_PER_PAGE a page → `{ orders: [order as GET webapp/order/{id} answers], pagination: { page,
 * per_page, total, last_page } }`. 401 without a valid token, 403 for another customer's id, 400 for a bad page.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { readParams, requireOwner } from '../accounts/http.ts';
import type { Accounts } from '../accounts/index.ts';
import type { OrderStore } from '../orders/store.ts';
import type { TenantRegistry } from '../tenants.ts';
import { bookingOfOrder } from '../accounts/bookingOrders.ts';
import { publicOrder } from './orders.ts';
import { json, requestNow } from './respond.ts';

export const ORDERS_PER_PAGE = 10;

export const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** The pagination block of a list answer. */
export function pagination(page: number, perPage: number, total: number) {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

export function customerOrderRoutes(
  accounts: Accounts,
  orders: OrderStore,
  registry: TenantRegistry,
  clock?: () => Date,
): Hono {
  const app = new Hono();
  app.get('/webapp/v5/orders/:userId', (c) => {
    const user = requireOwner(c, accounts, c.req.param('userId'));
    if (user instanceof Response) return user;
    const query = readParams(PageQuery, c.req.query());
    if (query instanceof Response) return query;
    const now = requestNow(c.req.header('x-current-time'), clock);
    const { orders: page, total } = orders.listByUser(user.id, query.page, ORDERS_PER_PAGE);
    return json({
      orders: page.map((order) => publicOrder(order, now, bookingOfOrder(accounts, registry, order, now))),
      pagination: pagination(query.page, ORDERS_PER_PAGE, total),
    });
  });
  return app;
}
