/**
 * Secrets of the account side: bearer tokens and verification tokens (random, stored only as sha256), one-time
 * codes (random 6 digits, stored as an HMAC under a per-process key, so a restart voids codes still in flight) and
 * passwords (scrypt with a random salt). Comparisons are constant-time.
 */
import { createHash, createHmac, randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';

/** A new bearer or verification token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A one-time code: 6 digits from the OS's random source, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const OTP_KEY = randomBytes(32);

/** What the database keeps of a code; bound to the phone so a code hash is worthless for another number. */
export function hashOtp(code: string, phoneKey: string): string {
  return createHmac('sha256', OTP_KEY).update(`${phoneKey}\n${code}`).digest('hex');
}

/** Constant-time equality of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a, 'hex'), Buffer.from(b, 'hex')];
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** `salt:hash` of a password (scrypt, N=16384: a sample server, not a bank). */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`;
}

export function checkPassword(password: string, stored: string | null): boolean {
  const [salt, hash] = (stored ?? '').split(':');
  if (!salt || !hash) return false;
  return sameDigest(scryptSync(password, Buffer.from(salt, 'hex'), 32).toString('hex'), hash);
}
