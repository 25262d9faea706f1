/**
 * The sample API's account side (issue 4): customers, OTP codes, tokens, saved locations, wallets, bookings and
 * feedback, in one node:sqlite database (db.ts) plus the in-memory development outbox (outbox.ts). The routes are in
 * ../routes/accounts*.ts; the order calls use orderHook.ts to record the customer and pay with the wallet.
 *
 * Security timers (code expiry, resend wait, locks, token expiry) run on the server's clock option or the real
 * clock, never on the client's x-current-time header, which only decides business time: bookings, order statuses,
 * and the time stamp of business records (orders and every wallet movement, so a purchase and a payment sort in the
 * order they happened whatever the two clocks say; ties sort newest record first).
 */
import { openAccountsDb } from './db.ts';
import { createLocations } from './locations.ts';
import { createOtps } from './otp.ts';
import { createOutbox } from './outbox.ts';
import { createReservations } from './reservations.ts';
import { createRatings } from './survey.ts';
import { createTokens } from './tokens.ts';
import { createUsers } from './users.ts';
import { createWallets } from './wallet.ts';

export interface AccountsOptions {
  /** Keep accounts in `<dataDir>/accounts.sqlite`; in memory when missing. */
  dataDir?: string | null;
  /** The server's clock for security timers. */
  clock?: () => Date;
  /** Where outbox lines are printed (console.log by default). */
  log?: (line: string) => void;
}

export function createAccounts(opts: AccountsOptions = {}) {
  const db = openAccountsDb(opts.dataDir);
  const outbox = createOutbox(opts.log);
  return {
    clock: opts.clock ?? (() => new Date()),
    outbox,
    otps: createOtps(db, outbox),
    users: createUsers(db),
    tokens: createTokens(db),
    locations: createLocations(db),
    wallets: createWallets(db),
    reservations: createReservations(db),
    ratings: createRatings(db),
    /** Raw access for tests (e.g. proving a token is stored hashed). */
    db,
    close: () => db.close(),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
