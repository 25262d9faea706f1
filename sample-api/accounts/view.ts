/**
 * The account answers (shapes in src/lib/api/accounts.ts): the customer with locations and wallet, the wallet,
 * a booking. Stored money is minor units; answers are major units like every other answer of the API.
 */
import { toMajor } from '../../src/domain/money.ts';
import type { Reservation, User, Wallet } from '../../src/lib/api/accounts.ts';
import { accountFixtureOf } from '../fixtures/accounts.ts';
import type { OrderOfBooking } from './bookingOrders.ts';
import type { AccountBusiness } from './business.ts';
import type { Accounts } from './index.ts';
import { type ReservationRow, reservationStatus } from './reservations.ts';
import type { UserRow } from './users.ts';

/** The wallet of a customer; packages only while the business has the wallet feature on. */
export function walletView(accounts: Accounts, business: AccountBusiness | null, userId: number): Wallet {
  const currency = business?.data.currency ?? 'KWD';
  const major = (minor: number) => toMajor(minor, currency);
  const enabled = business?.data.enable_wallet === true;
  const fixture = business ? accountFixtureOf(business.ref).wallet : null;
  return {
    currency,
    balance: accounts.wallets.items(userId).map((item) => ({ ...item, amount: major(item.amount) })),
    onHoldBalance: 0,
    availablePackages: enabled ? (fixture?.packages ?? []).map((p) => ({ ...p, currency })) : [],
    creditHistory: accounts.wallets
      .history(userId)
      .map(({ id, type, amount, reason, package_id, order_id, created_at }) => ({
        id,
        type,
        amount: major(amount),
        reason,
        package_id,
        order_id,
        created_at,
      })),
    policy: fixture?.policy ?? [],
    wallet_feature_enabled: enabled,
  };
}

/** The customer as the storefront sees it (spec §3 User). */
export function userView(accounts: Accounts, business: AccountBusiness | null, user: UserRow): User {
  return {
    id: user.id,
    business_id: user.business_id,
    name: user.name,
    phone: user.phone,
    dial_code: user.dial_code,
    email: user.email,
    has_password: user.password_hash !== null,
    locations: accounts.locations.list(user.id) as User['locations'],
    wallet: walletView(accounts, business, user.id),
  };
}

/** A booking with its status at `now`, its table, when it has one, and its pre-order (bookingOrders.ts). */
export function reservationView(
  row: ReservationRow,
  business: AccountBusiness | null,
  now: Date,
  order: OrderOfBooking | null = null,
): Reservation {
  const tables = business ? (accountFixtureOf(business.ref).tables[row.branch_id] ?? []) : [];
  const { user_id: _owner, table_id, ...rest } = row;
  return {
    ...rest,
    table_id,
    table: tables.find((t) => t.id === table_id) ?? null,
    status: reservationStatus(row, now, business?.data.time_zone ?? 'Asia/Kuwait'),
    order,
  };
}
