/**
 * Customers of the sample API. A customer belongs to one business (business_id = the business's user_id), so the
 * same phone at two businesses is two customers. Password logins lock for LOGIN_LOCK seconds after
 * MAX_FAILED_LOGINS wrong passwords.
 */
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './db.ts';
import type { Phone } from './phone.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOGIN_LOCK = 900;

export interface UserRow {
  id: number;
  business_id: number;
  name: string;
  phone: string;
  dial_code: string;
  e164: string;
  email: string | null;
  password_hash: string | null;
  failed_logins: number;
  locked_until: string | null;
  created_at: string;
}

export interface NewUser {
  business_id: number;
  name: string;
  phone: Phone;
  email?: string | null;
  password_hash?: string | null;
}

export function createUsers(db: DatabaseSync) {
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const byPhone = db.prepare('SELECT * FROM users WHERE business_id = ? AND e164 = ?');
  const insert = db.prepare(`INSERT INTO users (business_id, name, phone, dial_code, e164, email, password_hash,
    created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`);
  const setLock = db.prepare('UPDATE users SET failed_logins = ?, locked_until = ? WHERE id = ?');

  return {
    byId: (id: number) => (byId.get(id) as UserRow | undefined) ?? null,
    byPhone: (businessId: number, e164: string) => (byPhone.get(businessId, e164) as UserRow | undefined) ?? null,
    create(user: NewUser, now: Date): UserRow {
      const { phone } = user;
      return insert.get(
        user.business_id,
        user.name,
        phone.phone,
        phone.dial_code,
        phone.e164,
        user.email ?? null,
        user.password_hash ?? null,
        now.toISOString(),
      ) as unknown as UserRow;
    },
    /** Changes the given fields (name, email, phone, password) and answers the updated row. */
    update(id: number, change: { name?: string; email?: string | null; phone?: Phone; password_hash?: string }) {
      const sets: string[] = [];
      const values: Array<string | null> = [];
      const set = (column: string, value: string | null) => (sets.push(`${column} = ?`), values.push(value));
      if (change.name !== undefined) set('name', change.name);
      if (change.email !== undefined) set('email', change.email);
      if (change.password_hash !== undefined) set('password_hash', change.password_hash);
      if (change.phone) {
        set('phone', change.phone.phone);
        set('dial_code', change.phone.dial_code);
        set('e164', change.phone.e164);
      }
      if (sets.length) db.prepare(`UPDATE users SET ${sets.join(', ')} WHERE id = ?`).run(...values, id);
      return byId.get(id) as unknown as UserRow;
    },
    /** Seconds left of a password-login lock, 0 when none. */
    lockedFor: (user: UserRow, now: Date) =>
      user.locked_until ? Math.max(0, Math.ceil((Date.parse(user.locked_until) - now.getTime()) / 1000)) : 0,
    /** Counts a wrong password; answers true when that locked the account. */
    loginFailed(user: UserRow, now: Date): boolean {
      const failed = user.failed_logins + 1;
      const locks = failed >= MAX_FAILED_LOGINS;
      setLock.run(
        locks ? 0 : failed,
        locks ? new Date(now.getTime() + LOGIN_LOCK * 1000).toISOString() : null,
        user.id,
      );
      return locks;
    },
    loginSucceeded: (user: UserRow) => void setLock.run(0, null, user.id),
    /** Deletes the account and everything personal hanging off it; orders and bookings stay with the business. */
    remove(id: number): void {
      transaction(db, () => {
        for (const table of ['tokens', 'locations', 'wallet_items', 'wallet_history']) {
          db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(id);
        }
        db.prepare('UPDATE reservations SET user_id = NULL WHERE user_id = ?').run(id);
        db.prepare('UPDATE ratings SET user_id = NULL WHERE user_id = ?').run(id);
        db.prepare('DELETE FROM users WHERE id = ?').run(id);
      });
    },
  };
}

export type Users = ReturnType<typeof createUsers>;
