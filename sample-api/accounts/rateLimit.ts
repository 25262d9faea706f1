/**
 * Rate limits of the one-time-code calls (issue 10 item 9), on top of the per-code rules of otp.ts (resend wait,
 * five codes an hour per phone and business, five wrong codes lock one code):
 *
 * - codes SENT: at most `codesPerPhone` an hour to one phone across every business (a script cannot bomb a phone
 *   through many restaurants) and `codesPerClient` an hour at one client's request (nor many phones from one
 *   place). Only codes that went out count: a refused call costs no message.
 * - codes and passwords CHECKED: at most `checksPerClient` attempts per 10 minutes from one client, every attempt
 *   counting, right or wrong (a script guessing across many phones meets this before the per-code locks).
 *
 * Over a limit the call gets 429 with `Retry-After` (seconds), `retry_after` in the body, a message and a `code`:
 * `too_many_codes` (phone; the storefront says so in the customer's language), `too_many_requests` (sends from
 * one client) or `too_many_attempts` (checks from one client); the login island shows the latter two as the API's
 * message. Every window runs on the server's clock, never on the client's x-current-time header.
 *
 * The client is the socket's remote address; `X-Forwarded-For` only when `trustProxy` says the API is behind one
 * proxy (its last entry: the one that proxy appended; earlier entries are the caller's to invent). IPv6 clients
 * are counted per /64, the block one customer line gets. The counts live in memory: a restart forgets them,
 * which suits a sample API (a real deployment would keep them beside the accounts).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { isIPv4, isIPv6 } from 'node:net';
import { json } from '../routes/respond.ts';
import { parsePhone } from './phone.ts';

export interface CodeLimits {
  /** Codes sent to one phone (all businesses) per hour. */
  codesPerPhone: number;
  /** Codes sent at one client's request per hour. */
  codesPerClient: number;
  /** Code and password checks by one client per 10 minutes. */
  checksPerClient: number;
}

/** High enough that a person never meets them (a few logins a day), low enough that a script soon does. */
export const CODE_LIMITS: CodeLimits = { codesPerPhone: 5, codesPerClient: 20, checksPerClient: 20 };
export const SEND_WINDOW_SECONDS = 3600;
export const CHECK_WINDOW_SECONDS = 600;

/** Limits from SAMPLE_API_CODES_PER_PHONE, SAMPLE_API_CODES_PER_CLIENT, SAMPLE_API_CHECKS_PER_CLIENT. */
export function codeLimitsFromEnv(env: Record<string, string | undefined>): Partial<CodeLimits> {
  const read = (name: string) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const limits: Partial<CodeLimits> = {
    codesPerPhone: read('SAMPLE_API_CODES_PER_PHONE'),
    codesPerClient: read('SAMPLE_API_CODES_PER_CLIENT'),
    checksPerClient: read('SAMPLE_API_CHECKS_PER_CLIENT'),
  };
  return Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined));
}

/** Sliding windows: at most `limit` hits in any `seconds` long stretch, per key. */
export function createRateLimiter(clock: () => Date, maxKeys = 50_000) {
  const hits = new Map<string, number[]>();
  const recent = (key: string, seconds: number, now: number) => {
    const kept = (hits.get(key) ?? []).filter((t) => t > now - seconds * 1000);
    if (kept.length) hits.set(key, kept);
    else hits.delete(key);
    return kept;
  };
  return {
    /** Seconds until one more hit fits, or 0 when it fits now. */
    waitFor(key: string, limit: number, seconds: number): number {
      const now = clock().getTime();
      const kept = recent(key, seconds, now);
      if (kept.length < limit) return 0;
      return Math.max(1, Math.ceil((kept[kept.length - limit]! + seconds * 1000 - now) / 1000));
    },
    /** Counts a hit now; the function it returns takes that hit back (a call that sent nothing after all). */
    hit(key: string, seconds: number): () => void {
      const now = clock().getTime();
      const kept = recent(key, seconds, now);
      hits.delete(key); // re-inserted last: the map's order is then oldest-used first
      hits.set(key, [...kept, now]);
      // A flood of distinct keys (many addresses) must not grow the memory without bound: forget the oldest.
      for (const old of hits.keys()) {
        if (hits.size <= maxKeys) break;
        hits.delete(old);
      }
      return () => {
        const list = hits.get(key);
        const at = list?.lastIndexOf(now) ?? -1;
        if (list && at >= 0) list.splice(at, 1);
      };
    },
    size: () => hits.size,
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The key of an address: IPv4 as is (also when IPv4-mapped), IPv6 by its first 64 bits; null when not one. */
export function addressKey(raw: string): string | null {
  const address = raw.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Who is calling: the remote address (see the file comment for proxies); 'unknown' without a socket (tests). */
export function clientOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1);
    const key = forwarded ? addressKey(forwarded) : null;
    if (key) return key;
  }
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    remote = undefined; // no Node socket: app.request() in tests
  }
  return (remote && addressKey(remote)) || 'unknown';
}

const SEND_PATHS = new Set(['/send-otp', '/webapp/send-otp', '/webapp/register', '/webapp/register-whatsapp']);
const CHECK_PATHS = new Set([
  '/verify-otp',
  '/webapp/verify-otp',
  '/webapp/verify',
  '/webapp/verify-by-whatsapp',
  '/webapp/verify-phone',
  '/webapp/login',
]);

/**
 * The phone (E.164) a sending call names, from its JSON body or (resend) query: `named` when it has a phone or
 * dial code at all, `e164` when they make a phone (the route refuses the others).
 */
async function phoneOf(c: Context): Promise<{ named: boolean; e164: string | null }> {
  let fields: Record<string, unknown> = {};
  if (c.req.method === 'GET') fields = c.req.query();
  else {
    // Hono keeps the parsed body: the route reads the same one afterwards.
    const body: unknown = await c.req.json().catch(() => null);
    if (body && typeof body === 'object') fields = body as Record<string, unknown>;
  }
  const { phone, dial_code } = fields;
  const named = phone !== undefined || dial_code !== undefined;
  if (typeof phone !== 'string' || typeof dial_code !== 'string' || phone.length > 32 || dial_code.length > 8)
    return { named, e164: null };
  const parsed = parsePhone(phone, dial_code);
  return { named, e164: 'e164' in parsed ? parsed.e164 : null };
}

/** Whether an answer says a code went out (send-otp, register, resend-otp, update-profile with a new phone). */
async function codeWentOut(res: Response): Promise<boolean> {
  if (res.status !== 200 && res.status !== 202) return false;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { otp_sent?: unknown; verify_phone?: unknown } | null;
  return body?.otp_sent === true || (!!body?.verify_phone && typeof body.verify_phone === 'object');
}

function tooMany(code: string, message: string, wait: number): Response {
  const res = json(
    { message: message.replace('{minutes}', String(Math.ceil(wait / 60))), code, retry_after: wait },
    429,
  );
  res.headers.set('Retry-After', String(wait));
  return res;
}

/** The middleware that applies the limits to the code calls; other calls pass untouched. */
export function codeRateLimits(opts: {
  clock: () => Date;
  limits?: Partial<CodeLimits>;
  trustProxy?: boolean;
  limiter?: RateLimiter;
}): MiddlewareHandler {
  const given = Object.entries(opts.limits ?? {}).filter(([, v]) => Number.isFinite(v) && (v as number) > 0);
  const limits: CodeLimits = { ...CODE_LIMITS, ...Object.fromEntries(given) };
  const limiter = opts.limiter ?? createRateLimiter(opts.clock);
  return async (c, next) => {
    const { method, path } = c.req;
    const check = method === 'POST' && CHECK_PATHS.has(path);
    const send =
      (method === 'POST' && SEND_PATHS.has(path)) ||
      (method === 'GET' && path === '/webapp/resend-otp') ||
      (method === 'POST' && path === '/webapp/update-profile');
    if (!check && !send) return next();
    const client = `client:${clientOf(c, !!opts.trustProxy)}`;

    if (check) {
      const wait = limiter.waitFor(`check:${client}`, limits.checksPerClient, CHECK_WINDOW_SECONDS);
      if (wait > 0)
        return tooMany('too_many_attempts', 'Too many attempts from your connection: try again in {minutes} min', wait);
      limiter.hit(`check:${client}`, CHECK_WINDOW_SECONDS);
      return next();
    }

    const { named, e164: phone } = await phoneOf(c);
    // update-profile sends a code only for a new phone: a name or email change is no code and never limited.
    if (path === '/webapp/update-profile' && !named) return next();
    const clientWait = limiter.waitFor(`send:${client}`, limits.codesPerClient, SEND_WINDOW_SECONDS);
    if (clientWait > 0) {
      const message = 'Too many codes asked from your connection: try again in {minutes} min';
      return tooMany('too_many_requests', message, clientWait);
    }
    const phoneWait = phone ? limiter.waitFor(`send:phone:${phone}`, limits.codesPerPhone, SEND_WINDOW_SECONDS) : 0;
    if (phoneWait > 0)
      return tooMany('too_many_codes', 'Too many codes for this phone: try again in {minutes} min', phoneWait);
    // Counted before the route runs, in the same tick as the check: parallel calls cannot all pass one last slot.
    const undo = [limiter.hit(`send:${client}`, SEND_WINDOW_SECONDS)];
    if (phone) undo.push(limiter.hit(`send:phone:${phone}`, SEND_WINDOW_SECONDS));
    await next();
    if (!(await codeWentOut(c.res))) for (const takeBack of undo) takeBack();
  };
}
