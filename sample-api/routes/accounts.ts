/**
 * The account calls of the sample API (issue 4), mounted with one line in server.ts: login (accounts-auth.ts, accounts-register.ts),
 * profile, locations and wallet (accounts-profile.ts), the customer's orders (accounts-orders.ts), tables and
 * bookings (accounts-tables.ts, accounts-reservations.ts), feedback (accounts-feedback.ts) and the newsletter
 * sign-up (newsletter.ts). The stores are in
 * ../accounts; routes/orders.ts takes accounts/orderHook.ts for the customer side of an order.
 */
import { Hono } from 'hono';
import type { Accounts } from '../accounts/index.ts';
import type { OrderStore } from '../orders/store.ts';
import type { TenantRegistry } from '../tenants.ts';
import { authRoutes } from './accounts-auth.ts';
import { feedbackRoutes } from './accounts-feedback.ts';
import { customerOrderRoutes } from './accounts-orders.ts';
import { profileRoutes } from './accounts-profile.ts';
import { registerRoutes } from './accounts-register.ts';
import { reservationRoutes } from './accounts-reservations.ts';
import { newsletterRoutes } from './newsletter.ts';
import { tableRoutes } from './accounts-tables.ts';

export function accountRoutes(
  registry: TenantRegistry,
  accounts: Accounts,
  orders: OrderStore,
  clock?: () => Date,
): Hono {
  const app = new Hono();
  app.route('/', tableRoutes(registry));
  app.route('/', authRoutes(registry, accounts));
  app.route('/', registerRoutes(registry, accounts));
  app.route('/', profileRoutes(registry, accounts));
  app.route('/', customerOrderRoutes(accounts, orders, registry, clock));
  app.route('/', reservationRoutes(registry, accounts, orders, clock));
  app.route('/', feedbackRoutes(registry, accounts));
  app.route('/', newsletterRoutes(registry, accounts, clock));
  return app;
}
