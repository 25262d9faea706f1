/**
 * Standard Webhooks (https://www.standardwebhooks.com/) signing and verification for the rebuild webhook.
 *
 * Headers: `webhook-id`, `webhook-timestamp` (unix seconds) and `webhook-signature`, a space-separated list of
 * `v1,<base64 HMAC-SHA256>` entries (several during secret rotation). Signed content: `${id}.${timestamp}.${body}`.
 *
 * Secrets: as in the reference libraries, a secret is base64; the `whsec_` prefix is optional and stripped before
 * decoding. A secret without the prefix is therefore base64-decoded too (not used as UTF-8 text), so the same
 * configured string gives the same key here and in every Standard Webhooks sender. A secret that is not strict
 * base64 is a configuration error and throws, rather than silently yielding a key no sender would use.
 *
 * Design.md "hostile input": bad, missing or stale (> 300 s) signatures are refused; replays are caught later by the
 * queue's idempotency on `webhook-id`, which is why the id is part of the signed content.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How far (seconds) a timestamp may be from now, either way: the spec's recommended tolerance. */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;
export const SECRET_PREFIX = 'whsec_';

export type HeaderSource = Headers | Record<string, string | string[] | undefined>;
export type VerifyFailure = 'missing-headers' | 'bad-timestamp' | 'stale' | 'future' | 'bad-signature';
export type VerifyResult = { ok: true; id: string; timestamp: number } | { ok: false; reason: VerifyFailure };

export interface VerifyInput {
  headers: HeaderSource;
  /** The body exactly as received. Bytes are safest; a string is signed as its UTF-8 encoding. */
  rawBody: string | Uint8Array;
  /** Every secret that may have signed this delivery (old + new during rotation, global + tenant). */
  secrets: readonly string[];
  now: Date;
}

/** Strict, padded base64 (no whitespace, no URL alphabet): anything looser would make two strings the same key. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** A v1 signature is a SHA-256 digest: 32 bytes = 43 base64 characters and one '='. */
const V1_SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;
/**
 * The id becomes an idempotency key in the queue: printable ASCII, no spaces, bounded length. No '.' either: the
 * signed content joins fields with '.', and an id containing one could re-split a signed message into different
 * (id, timestamp, body) fields.
 */
const MESSAGE_ID = /^[\x21-\x2d\x2f-\x7e]{1,256}$/;
/** Unix seconds as plain digits; 12 digits reaches the year 33658, enough to refuse absurd values early. */
const TIMESTAMP = /^\d{1,12}$/;

/** Key bytes of a secret (`whsec_<base64>` or bare base64). Throws on a malformed secret, never echoing it. */
export function decodeSecret(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  if (encoded.length === 0 || !BASE64.test(encoded)) {
    throw new Error(`Webhook secret is not valid base64 (expected "${SECRET_PREFIX}<base64>")`);
  }
  return Buffer.from(encoded, 'base64');
}

/** A fresh 32-byte secret in the `whsec_` form, for the operator CLI. */
export function generateSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

function toBytes(body: string | Uint8Array): Buffer {
  return typeof body === 'string'
    ? Buffer.from(body, 'utf8')
    : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

function digest(key: Buffer, id: string, timestamp: number | string, body: string | Uint8Array): Buffer {
  return createHmac('sha256', key).update(`${id}.${timestamp}.`, 'utf8').update(toBytes(body)).digest();
}

/** The `v1,<base64>` signature of one message, as a sender puts in `webhook-signature`. */
export function signWebhook(input: {
  id: string;
  timestamp: number;
  body: string | Uint8Array;
  secret: string;
}): string {
  if (!Number.isSafeInteger(input.timestamp) || input.timestamp < 0) throw new Error('timestamp must be unix seconds');
  return `v1,${digest(decodeSecret(input.secret), input.id, input.timestamp, input.body).toString('base64')}`;
}

/** All three headers for a delivery (tests, the operator CLI, the bench). */
export function webhookHeaders(input: {
  id: string;
  timestamp: number;
  body: string | Uint8Array;
  secret: string;
}): Record<string, string> {
  return {
    'webhook-id': input.id,
    'webhook-timestamp': String(input.timestamp),
    'webhook-signature': signWebhook(input),
  };
}

/**
 * Every value of one header, case-insensitively. A record may hold the same name in two spellings, or an array
 * (Node's IncomingHttpHeaders); a Headers object already joins repeats with ", ".
 */
function headerValues(headers: HeaderSource, name: string): string[] {
  if (typeof Headers !== 'undefined' && headers instanceof Headers) {
    const value = headers.get(name);
    return value === null ? [] : [value];
  }
  const values: string[] = [];
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() !== name || value === undefined) continue;
    values.push(...(Array.isArray(value) ? value : [value]));
  }
  return values;
}

/** A header that must have exactly one value (id, timestamp): repeats are ambiguous, so count as missing. */
function singleHeader(headers: HeaderSource, name: string): string | undefined {
  const values = headerValues(headers, name);
  return values.length === 1 ? values[0]!.trim() : undefined;
}

/** Decoded v1 candidates; other versions (`v2,…`) and malformed entries are ignored, as the spec asks. */
function v1Signatures(header: string): Buffer[] {
  const found: Buffer[] = [];
  for (const entry of header.split(/\s+/)) {
    const comma = entry.indexOf(',');
    if (comma < 0 || entry.slice(0, comma) !== 'v1') continue;
    const encoded = entry.slice(comma + 1);
    if (V1_SIGNATURE.test(encoded)) found.push(Buffer.from(encoded, 'base64'));
  }
  return found;
}

/**
 * Verifies one delivery. Checks run cheapest first (headers, clock, then HMAC), matching the reference libraries.
 * Throws only on a programming or configuration error: no secrets, a malformed secret, an invalid `now`.
 */
export function verifyWebhook(input: VerifyInput): VerifyResult {
  if (input.secrets.length === 0) throw new Error('verifyWebhook needs at least one secret');
  const keys = input.secrets.map(decodeSecret); // before looking at the request: a bad config fails every time
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  if (!Number.isFinite(nowSeconds)) throw new Error('verifyWebhook: now is an invalid Date');

  const id = singleHeader(input.headers, 'webhook-id');
  const rawTimestamp = singleHeader(input.headers, 'webhook-timestamp');
  const signatureValues = headerValues(input.headers, 'webhook-signature');
  if (!id || !MESSAGE_ID.test(id) || !rawTimestamp || signatureValues.join('').trim() === '') {
    return { ok: false, reason: 'missing-headers' };
  }

  if (!TIMESTAMP.test(rawTimestamp)) return { ok: false, reason: 'bad-timestamp' };
  const timestamp = Number(rawTimestamp);
  if (nowSeconds - timestamp > TIMESTAMP_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  if (timestamp - nowSeconds > TIMESTAMP_TOLERANCE_SECONDS) return { ok: false, reason: 'future' };

  const candidates = v1Signatures(signatureValues.join(' '));
  // Sign the timestamp string as received (not the re-serialised number) so leading zeros cannot change meaning.
  for (const key of keys) {
    const expected = digest(key, id, rawTimestamp, input.rawBody);
    for (const candidate of candidates) {
      // Lengths are equal by construction (V1_SIGNATURE), but timingSafeEqual throws if not, so guard anyway.
      if (candidate.length === expected.length && timingSafeEqual(candidate, expected)) {
        return { ok: true, id, timestamp };
      }
    }
  }
  return { ok: false, reason: 'bad-signature' };
}
