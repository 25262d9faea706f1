/**
 * What the order calls (routes/orders.ts) ask of the accounts: who is ordering (the bearer token's customer, or a
 * guest), the wallet balance an order may use (use_wallet, spec §6), the wallet debit once the order is stored,
 * who may read an order (a customer's order: only that customer; a guest's: anyone with its random id), and the
 * booking a pre-order is for (bookingOrders.ts).
 */
import type { OrderStore, StoredOrder } from '../orders/store.ts';
import type { TenantEntry, TenantRegistry } from '../tenants.ts';
import { bookingForOrder, bookingOfOrder, type BookingOfOrder } from './bookingOrders.ts';
import { businessOfEntry } from './business.ts';
import { fail, forbidden, ownerCheck, unauthenticated, userOfHeader } from './http.ts';
import type { Accounts } from './index.ts';

export interface OrderCustomer {
  userId: number;
  /** Minor units; present only when the order uses the wallet. */
  walletBalance?: number;
  /** Records the wallet part of a stored order (minor units; nothing when 0). */
  paid(orderId: string, walletAmount: number, now: Date): void;
}

export interface OrderCustomers {
  /** The customer placing an order at `entry`: null for a guest, or the 401/403/422 answer. */
  forOrder(authorization: string | undefined, entry: TenantEntry, useWallet: boolean): OrderCustomer | null | Response;
  /** null when the caller may read an order owned by `ownerId`, else the 401/403 answer. */
  canRead(authorization: string | undefined, ownerId: number | null): Response | null;
  /**
   * The booking an order is the pre-order of (body `reservation_id`), checked (bookingOrders.ts): `link(orderId)`
   * records the stored order on it; else the refusal to answer.
   */
  bookingFor(
    reservationId: string,
    entry: TenantEntry,
    order: { sellingType: string; ordererId: number | null; now: Date },
  ): { link(orderId: string): void } | Response;
  /** The booking an order names, as the order's answers show it. */
  bookingOf(order: StoredOrder, now: Date): BookingOfOrder | null;
}

export function orderCustomers(accounts: Accounts, orders: OrderStore, registry: TenantRegistry): OrderCustomers {
  return {
    forOrder(authorization, entry, useWallet) {
      const user = userOfHeader(accounts, authorization);
      if (user === 'invalid') return unauthenticated();
      if (!user) return useWallet ? fail(401, 'unauthenticated', 'Log in to pay with the wallet') : null;
      const business = businessOfEntry(entry);
      if (!business || business.data.user_id !== user.business_id) return forbidden();
      if (useWallet && !business.data.enable_wallet)
        return fail(422, 'wallet_disabled', 'This restaurant has no wallet');
      return {
        userId: user.id,
        walletBalance: useWallet ? accounts.wallets.balance(user.id) : undefined,
        paid(orderId, walletAmount, now) {
          if (walletAmount > 0)
            accounts.wallets.debit(user.id, walletAmount, { reason: 'order', order_id: orderId }, now);
        },
      };
    },
    canRead: (authorization, ownerId) => ownerCheck(accounts, authorization, ownerId),
    bookingFor(reservationId, entry, order) {
      const business = businessOfEntry(entry);
      if (!business) return fail(404, 'unknown_reservation', 'Reservation not found');
      return bookingForOrder(accounts, orders, {
        reservationId,
        ref: entry.ref,
        timeZone: business.data.time_zone,
        ...order,
      });
    },
    bookingOf: (order, now) => bookingOfOrder(accounts, registry, order, now),
  };
}
