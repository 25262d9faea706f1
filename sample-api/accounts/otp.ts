/**
 * One-time codes (spec §7 send-otp, verify-otp, resend-otp; §9 30-second resend timer). One challenge per phone and
 * business: a new code replaces the old one. Limits, all on the server's clock (never the client's x-current-time):
 * a code lives CODE_TTL; a resend waits RESEND_AFTER; MAX_SENDS codes per phone per hour; MAX_ATTEMPTS wrong codes
 * lock the challenge for LOCK (even the right code is refused until a new one is asked for after the lock).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Outbox } from './outbox.ts';
import type { Phone } from './phone.ts';
import { hashOtp, newOtpCode, sameDigest } from './secrets.ts';

export const OTP_RULES = { ttl: 300, resendAfter: 30, maxSends: 5, sendWindow: 3600, maxAttempts: 5, lock: 900 };

export type OtpPurpose = 'login' | 'phone_change';
export type Channel = 'sms' | 'whatsapp';
/** What completes when the code is right: a registration (name, email) or a phone change (user id). */
export interface OtpPending {
  name?: string;
  email?: string | null;
  user_id?: number;
}

export interface OtpRefusal {
  ok: false;
  status: 404 | 410 | 422 | 423 | 429;
  code: string;
  message: string;
  retry_after?: number;
  attempts_left?: number;
}

interface Row {
  purpose: OtpPurpose;
  channel: Channel;
  code_hash: string | null;
  expires_at: string;
  attempts: number;
  locked_until: string | null;
  last_sent_at: string;
  sends: number;
  window_start: string;
  pending: string | null;
}

const seconds = (from: string, to: Date) => (to.getTime() - Date.parse(from)) / 1000;
const refuse = (status: OtpRefusal['status'], code: string, message: string, retryAfter?: number): OtpRefusal => ({
  ok: false,
  status,
  code,
  message,
  ...(retryAfter !== undefined ? { retry_after: Math.max(1, Math.ceil(retryAfter)) } : {}),
});

export interface SendRequest {
  businessId: number;
  referenceId: string;
  businessName: string;
  phone: Phone;
  purpose: OtpPurpose;
  /** Missing on a resend: the channel the last code went through. */
  channel?: Channel;
  pending?: OtpPending | null;
  /** A resend keeps the challenge's purpose and pending action and needs one to exist. */
  resend?: boolean;
}

export function createOtps(db: DatabaseSync, outbox: Outbox) {
  const select = db.prepare('SELECT * FROM otps WHERE business_id = ? AND e164 = ?');
  const upsert = db.prepare(`INSERT OR REPLACE INTO otps
    (business_id, e164, purpose, channel, code_hash, expires_at, attempts, locked_until, last_sent_at, sends,
     window_start, pending) VALUES (?, ?, ?, ?, ?, ?, 0, NULL, ?, ?, ?, ?)`);
  const wrong = db.prepare(
    'UPDATE otps SET attempts = ?, locked_until = ?, code_hash = ? WHERE business_id = ? AND e164 = ?',
  );
  const remove = db.prepare('DELETE FROM otps WHERE business_id = ? AND e164 = ?');
  const lockedFor = (row: Row, now: Date) => (row.locked_until ? -seconds(row.locked_until, now) : 0);

  return {
    /** Makes a code and puts it in the outbox, or says why not (locked, too soon, too many). */
    send(
      req: SendRequest,
      now: Date,
    ): { ok: true; channel: Channel; expires_in: number; resend_after: number } | OtpRefusal {
      const row = select.get(req.businessId, req.phone.e164) as Row | undefined;
      if (row && lockedFor(row, now) > 0) {
        return refuse(423, 'otp_locked', 'Too many wrong codes: try again later', lockedFor(row, now));
      }
      if (req.resend && !row?.code_hash) return refuse(404, 'no_code', 'No code was sent to this phone: ask for one');
      const sinceLast = row ? seconds(row.last_sent_at, now) : Infinity;
      if (sinceLast < OTP_RULES.resendAfter) {
        const wait = OTP_RULES.resendAfter - sinceLast;
        return refuse(429, 'resend_too_soon', `Wait ${Math.ceil(wait)} s before asking for a new code`, wait);
      }
      const inWindow = row && seconds(row.window_start, now) < OTP_RULES.sendWindow;
      if (row && inWindow && row.sends >= OTP_RULES.maxSends) {
        const wait = OTP_RULES.sendWindow - seconds(row.window_start, now);
        return refuse(429, 'too_many_codes', 'Too many codes for this phone: try again later', wait);
      }
      const purpose = req.resend && row ? row.purpose : req.purpose;
      const pending = req.resend && row ? row.pending : req.pending ? JSON.stringify(req.pending) : null;
      const channel = req.channel ?? row?.channel ?? 'sms';
      const code = newOtpCode();
      upsert.run(
        req.businessId,
        req.phone.e164,
        purpose,
        channel,
        hashOtp(code, `${req.businessId}:${req.phone.e164}`),
        new Date(now.getTime() + OTP_RULES.ttl * 1000).toISOString(),
        now.toISOString(),
        inWindow ? row.sends + 1 : 1,
        inWindow ? row.window_start : now.toISOString(),
        pending,
      );
      outbox.send({
        channel,
        to: req.phone.e164,
        phone: req.phone.phone,
        dial_code: req.phone.dial_code,
        reference_id: req.referenceId,
        purpose,
        code,
        text: `${code} is your ${req.businessName} code. It expires in ${OTP_RULES.ttl / 60} minutes.`,
        sent_at: now.toISOString(),
      });
      return { ok: true, channel, expires_in: OTP_RULES.ttl, resend_after: OTP_RULES.resendAfter };
    },

    /** Checks a code; the right one ends the challenge and gives back what it was for. */
    verify(
      businessId: number,
      phone: Phone,
      purpose: OtpPurpose,
      code: string,
      now: Date,
    ): { ok: true; pending: OtpPending | null } | OtpRefusal {
      const row = select.get(businessId, phone.e164) as Row | undefined;
      if (row && lockedFor(row, now) > 0) {
        return refuse(423, 'otp_locked', 'Too many wrong codes: ask for a new code later', lockedFor(row, now));
      }
      if (!row?.code_hash || row.purpose !== purpose) {
        return refuse(404, 'no_code', 'No code is waiting for this phone: ask for one');
      }
      if (seconds(row.expires_at, now) >= 0)
        return refuse(410, 'otp_expired', 'The code has expired: ask for a new one');
      if (!sameDigest(hashOtp(code, `${businessId}:${phone.e164}`), row.code_hash)) {
        const attempts = row.attempts + 1;
        if (attempts >= OTP_RULES.maxAttempts) {
          const until = new Date(now.getTime() + OTP_RULES.lock * 1000).toISOString();
          wrong.run(attempts, until, null, businessId, phone.e164);
          return refuse(423, 'otp_locked', 'Too many wrong codes: ask for a new code later', OTP_RULES.lock);
        }
        wrong.run(attempts, null, row.code_hash, businessId, phone.e164);
        const left = OTP_RULES.maxAttempts - attempts;
        return { ...refuse(422, 'wrong_code', `Wrong code: ${left} attempts left`), attempts_left: left };
      }
      remove.run(businessId, phone.e164);
      return { ok: true, pending: row.pending ? (JSON.parse(row.pending) as OtpPending) : null };
    },
  };
}

export type Otps = ReturnType<typeof createOtps>;
