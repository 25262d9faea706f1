/**
 * The accounts database (node:sqlite, design decision 7): `<dataDir>/accounts.sqlite` beside the orders, or in
 * memory without a data directory (tests). Money columns are integer minor units of the business's currency;
 * secrets are never stored in the clear (secrets.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  business_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  dial_code TEXT NOT NULL,
  e164 TEXT NOT NULL,
  email TEXT,
  password_hash TEXT,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (business_id, e164)
);
CREATE TABLE IF NOT EXISTS tokens (
  hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tokens_user ON tokens (user_id);
CREATE TABLE IF NOT EXISTS otps (
  business_id INTEGER NOT NULL,
  e164 TEXT NOT NULL,
  purpose TEXT NOT NULL,
  channel TEXT NOT NULL,
  code_hash TEXT,
  expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  locked_until TEXT,
  last_sent_at TEXT NOT NULL,
  sends INTEGER NOT NULL DEFAULT 1,
  window_start TEXT NOT NULL,
  pending TEXT,
  PRIMARY KEY (business_id, e164)
);
CREATE TABLE IF NOT EXISTS verifications (
  hash TEXT PRIMARY KEY,
  business_id INTEGER NOT NULL,
  e164 TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS locations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS locations_user ON locations (user_id);
CREATE TABLE IF NOT EXISTS wallet_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  source TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS wallet_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  amount INTEGER NOT NULL,
  reason TEXT NOT NULL,
  package_id INTEGER,
  order_id TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS reservations (
  id TEXT PRIMARY KEY,
  user_id INTEGER,
  reference_id TEXT NOT NULL,
  branch_id INTEGER NOT NULL,
  table_id INTEGER,
  date TEXT NOT NULL,
  time TEXT NOT NULL,
  persons INTEGER NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  dial_code TEXT NOT NULL,
  note TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS reservations_user ON reservations (user_id, created_at);
CREATE TABLE IF NOT EXISTS ratings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER,
  reference_id TEXT NOT NULL,
  branch_id INTEGER NOT NULL,
  rate INTEGER,
  answers TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;

/** Opens (and creates) the accounts database. */
export function openAccountsDb(dataDir?: string | null): DatabaseSync {
  let location = ':memory:';
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    location = join(dataDir, 'accounts.sqlite');
  }
  const db = new DatabaseSync(location);
  db.exec(SCHEMA);
  return db;
}

/** Runs `work` in one transaction: all of it is stored, or none. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}
