import { describe, expect, it } from 'vitest';
import {
  decodeSecret,
  generateSecret,
  signWebhook,
  verifyWebhook,
  webhookHeaders,
  type HeaderSource,
} from './signature.ts';

// Known-answer vector shared by the Standard Webhooks reference libraries.
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const TS = 1614265330;
const BODY = '{"test": 2432232314}';
const EXPECTED = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';
const NOW = new Date(TS * 1000);
const OTHER_SECRET = 'whsec_' + Buffer.alloc(24, 7).toString('base64');

function headers(signature: string, over: Record<string, string | undefined> = {}): Record<string, string> {
  const all: Record<string, string | undefined> = {
    'webhook-id': ID,
    'webhook-timestamp': String(TS),
    'webhook-signature': signature,
    ...over,
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

function verify(h: HeaderSource, opts: { body?: string | Uint8Array; secrets?: string[]; now?: Date } = {}) {
  return verifyWebhook({
    headers: h,
    rawBody: opts.body ?? BODY,
    secrets: opts.secrets ?? [SECRET],
    now: opts.now ?? NOW,
  });
}

describe('signWebhook', () => {
  it('matches the Standard Webhooks known-answer vector', () => {
    expect(signWebhook({ id: ID, timestamp: TS, body: BODY, secret: SECRET })).toBe(EXPECTED);
  });

  it('treats a secret without whsec_ as the same base64 key (reference behaviour)', () => {
    expect(signWebhook({ id: ID, timestamp: TS, body: BODY, secret: SECRET.slice('whsec_'.length) })).toBe(EXPECTED);
  });

  it('signs bytes and strings identically', () => {
    expect(signWebhook({ id: ID, timestamp: TS, body: new TextEncoder().encode(BODY), secret: SECRET })).toBe(EXPECTED);
  });

  it('refuses malformed secrets and timestamps without echoing the secret', () => {
    for (const bad of ['', 'whsec_', 'whsec_not base64!', 'whsec_abc', 'plain-text-secret']) {
      expect(() => decodeSecret(bad)).toThrow(/not valid base64/);
    }
    try {
      decodeSecret('whsec_hunter2!!');
    } catch (error) {
      expect(String(error)).not.toContain('hunter2');
    }
    expect(() => signWebhook({ id: ID, timestamp: 1.5, body: BODY, secret: SECRET })).toThrow();
  });

  it('generates 32-byte whsec_ secrets that round-trip', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^whsec_/);
    expect(decodeSecret(secret)).toHaveLength(32);
    const h = webhookHeaders({ id: 'msg_1', timestamp: TS, body: 'x', secret });
    expect(verify(h, { body: 'x', secrets: [secret] })).toEqual({ ok: true, id: 'msg_1', timestamp: TS });
  });
});

describe('verifyWebhook', () => {
  it('accepts the known-answer vector (record and Headers, any header case)', () => {
    expect(verify(headers(EXPECTED))).toEqual({ ok: true, id: ID, timestamp: TS });
    expect(verify(new Headers(headers(EXPECTED)))).toEqual({ ok: true, id: ID, timestamp: TS });
    const upper = { 'Webhook-Id': ID, 'WEBHOOK-TIMESTAMP': String(TS), 'Webhook-Signature': EXPECTED };
    expect(verify(upper).ok).toBe(true);
    expect(verify({ ...headers(EXPECTED), 'webhook-signature': [EXPECTED] }).ok).toBe(true);
  });

  it('reports missing headers', () => {
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      expect(verify(headers(EXPECTED, { [name]: undefined }))).toEqual({ ok: false, reason: 'missing-headers' });
      expect(verify(headers(EXPECTED, { [name]: '' }))).toEqual({ ok: false, reason: 'missing-headers' });
    }
    expect(verify({})).toEqual({ ok: false, reason: 'missing-headers' });
  });

  it('treats an ambiguous or unusable id as missing', () => {
    expect(verify({ ...headers(EXPECTED), 'Webhook-Id': 'msg_other' }).ok).toBe(false); // two spellings, two values
    expect(verify(headers(EXPECTED, { 'webhook-id': 'a b' })).ok).toBe(false);
    expect(verify(headers(EXPECTED, { 'webhook-id': 'msg.1' })).ok).toBe(false); // '.' could re-split the content
    expect(verify(headers(EXPECTED, { 'webhook-id': 'x'.repeat(257) })).ok).toBe(false);
  });

  it('reports a malformed timestamp', () => {
    for (const ts of ['abc', '-1', '1614265330.5', '1e9', '0x10', '9999999999999']) {
      expect(verify(headers(EXPECTED, { 'webhook-timestamp': ts }))).toEqual({ ok: false, reason: 'bad-timestamp' });
    }
  });

  it('accepts 299 s either way and 300 s, refuses 301 s old (stale) and 301 s ahead (future)', () => {
    const at = (offset: number) => {
      const ts = TS + offset;
      const sig = signWebhook({ id: ID, timestamp: ts, body: BODY, secret: SECRET });
      return verify(headers(sig, { 'webhook-timestamp': String(ts) }));
    };
    expect(at(-299).ok).toBe(true);
    expect(at(299).ok).toBe(true);
    expect(at(-300).ok).toBe(true);
    expect(at(300).ok).toBe(true);
    expect(at(-301)).toEqual({ ok: false, reason: 'stale' });
    expect(at(301)).toEqual({ ok: false, reason: 'future' });
  });

  it('uses whole seconds of now', () => {
    expect(verify(headers(EXPECTED), { now: new Date((TS + 300) * 1000 + 999) }).ok).toBe(true);
    expect(() => verify(headers(EXPECTED), { now: new Date(NaN) })).toThrow(/invalid Date/);
  });

  it('rejects bad, truncated and non-base64 signatures', () => {
    const flipped = EXPECTED.slice(0, 5) + (EXPECTED[5] === 'A' ? 'B' : 'A') + EXPECTED.slice(6);
    for (const sig of [
      flipped,
      EXPECTED.slice(0, -2),
      EXPECTED + 'AAAA',
      'v1,' + '!'.repeat(43) + '=',
      'v1,not-base64',
      'v1,',
      'v1',
      EXPECTED.slice(3), // no version
      'v1,' + Buffer.alloc(32).toString('base64url'), // wrong alphabet / padding
      'v1,' + Buffer.alloc(16).toString('base64'), // wrong length
    ]) {
      expect(verify(headers(sig))).toEqual({ ok: false, reason: 'bad-signature' });
    }
  });

  it('rejects a signature made with another secret', () => {
    expect(verify(headers(EXPECTED), { secrets: [OTHER_SECRET] })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('rejects a one-byte body change, and a changed id or timestamp', () => {
    expect(verify(headers(EXPECTED), { body: BODY.replace('4', '5') })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verify(headers(EXPECTED), { body: BODY + ' ' }).ok).toBe(false);
    expect(verify(headers(EXPECTED, { 'webhook-id': 'msg_other' })).ok).toBe(false);
    expect(verify(headers(EXPECTED, { 'webhook-timestamp': String(TS + 1) })).ok).toBe(false);
  });

  it('signs the raw bytes: a body that is not valid UTF-8 verifies only as bytes', () => {
    const bytes = Uint8Array.from([0x7b, 0xff, 0xfe, 0x7d]);
    const sig = signWebhook({ id: ID, timestamp: TS, body: bytes, secret: SECRET });
    expect(verify(headers(sig), { body: bytes }).ok).toBe(true);
    expect(verify(headers(sig), { body: new TextDecoder().decode(bytes) }).ok).toBe(false);
  });

  it('supports rotation: either of two secrets verifies', () => {
    const signedByOther = signWebhook({ id: ID, timestamp: TS, body: BODY, secret: OTHER_SECRET });
    expect(verify(headers(EXPECTED), { secrets: [OTHER_SECRET, SECRET] }).ok).toBe(true);
    expect(verify(headers(signedByOther), { secrets: [OTHER_SECRET, SECRET] }).ok).toBe(true);
    expect(verify(headers(signedByOther), { secrets: [SECRET] }).ok).toBe(false);
  });

  it('accepts a list where one of several entries is valid, in any position', () => {
    const wrong = signWebhook({ id: ID, timestamp: TS, body: BODY, secret: OTHER_SECRET });
    expect(verify(headers(`${wrong} ${EXPECTED}`)).ok).toBe(true);
    expect(verify(headers(`${EXPECTED} ${wrong}`)).ok).toBe(true);
    expect(verify(headers(`v1,garbage ${wrong}  ${EXPECTED} v1a,xyz`)).ok).toBe(true);
    // Repeated header lines joined by Headers with ", " still yield the valid entry.
    const joined = new Headers(headers(wrong));
    joined.append('webhook-signature', EXPECTED);
    expect(verify(joined).ok).toBe(true);
    expect(verify(headers(`${wrong} v1,AAAA`)).ok).toBe(false);
  });

  it('ignores entries of another version, even if their bytes are the valid v1 signature', () => {
    const v2 = 'v2,' + EXPECTED.slice(3);
    expect(verify(headers(v2))).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verify(headers(`${v2} ${EXPECTED}`)).ok).toBe(true);
  });

  it('throws on configuration errors instead of failing open or closed silently', () => {
    expect(() => verify(headers(EXPECTED), { secrets: [] })).toThrow(/at least one secret/);
    expect(() => verify(headers(EXPECTED), { secrets: [SECRET, 'whsec_%%%'] })).toThrow(/not valid base64/);
  });
});
