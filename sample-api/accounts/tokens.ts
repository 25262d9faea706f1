/**
 * Bearer tokens (30 days) and verification tokens (15 minutes, single use: they prove a phone was verified between
 * verify-otp and register). Both are random and only their sha256 is stored: a copy of the database logs no one in.
 */
import type { DatabaseSync } from 'node:sqlite';
import { hashToken, newToken } from './secrets.ts';

export const TOKEN_TTL_DAYS = 30;
export const VERIFICATION_TTL_SECONDS = 900;

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

export function createTokens(db: DatabaseSync) {
  const insert = db.prepare('INSERT INTO tokens (hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const lookup = db.prepare('SELECT user_id, expires_at FROM tokens WHERE hash = ?');
  const revoke = db.prepare('DELETE FROM tokens WHERE user_id = ?');
  const revokeOne = db.prepare('DELETE FROM tokens WHERE hash = ?');
  const insertProof = db.prepare('INSERT INTO verifications (hash, business_id, e164, expires_at) VALUES (?, ?, ?, ?)');
  const takeProof = db.prepare('DELETE FROM verifications WHERE hash = ? RETURNING business_id, e164, expires_at');

  return {
    /** A new bearer token for the user; only its hash is kept. */
    issue(userId: number, now: Date): string {
      const token = newToken();
      insert.run(hashToken(token), userId, now.toISOString(), later(now, TOKEN_TTL_DAYS * 86_400));
      return token;
    },
    /** The user a bearer token belongs to, or null (unknown, expired, or the account is gone). */
    userIdOf(token: string, now: Date): number | null {
      const row = lookup.get(hashToken(token)) as { user_id: number; expires_at: string } | undefined;
      return row && Date.parse(row.expires_at) > now.getTime() ? row.user_id : null;
    },
    revokeUser: (userId: number) => void revoke.run(userId),
    /** Logout: this token stops working (the customer's other devices stay logged in). */
    revoke: (token: string) => void revokeOne.run(hashToken(token)),
    /** A proof that `e164` was verified for the business, for register. */
    issueVerification(businessId: number, e164: string, now: Date): string {
      const token = newToken();
      insertProof.run(hashToken(token), businessId, e164, later(now, VERIFICATION_TTL_SECONDS));
      return token;
    },
    /** Uses up a verification proof; true when it was valid for this business and phone. */
    takeVerification(token: string, businessId: number, e164: string, now: Date): boolean {
      const row = takeProof.get(hashToken(token)) as
        { business_id: number; e164: string; expires_at: string } | undefined;
      return !!row && row.business_id === businessId && row.e164 === e164 && Date.parse(row.expires_at) > now.getTime();
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
