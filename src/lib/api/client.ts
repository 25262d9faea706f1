/**
 * The restaurant API client (spec §7), shared by the build (Node) and the islands (browser).
 *
 * - Base URL from configuration (`API_BASE_URL` at build time; passed in by the caller in the browser).
 * - Every call sends the JSON headers of §7: webapp flag, version 5, locale, no-cache, current time, and a
 *   bearer token when logged in.
 * - Idempotent methods (GET, HEAD, OPTIONS) retry once on 408/409/425/429/500/502/503/504 and on a network
 *   failure; POST, PUT, PATCH and DELETE never retry (an order must not be placed twice).
 * - Answers are validated with the zod schemas of `schema.ts`; a broken answer throws `PayloadError` naming the
 *   field path, so a build failure says exactly what is wrong.
 * - Every answer is bounded (design decision 10): read while it streams, at most `maxBytes` (an answer over it is a
 *   payload error, not retried: the same answer would come again), within `timeoutMs` an attempt, headers and
 *   body (a hanging API is a network failure: a GET is tried once more, then the tenant's build fails).
 */
import type { z } from 'zod';
import { bannerDateParam, bannersOfDay } from '../../domain/banners.ts';
import {
  BranchesResponse,
  ItemResponse,
  MenuResponse,
  RestaurantResponse,
  ShiftsResponse,
  TagsResponse,
  TenantListResponse,
  ZonesResponse,
} from './schema.ts';

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
export const API_VERSION = '5';
/**
 * The largest answer read: the biggest business payload seen is a few MB (2 000 items in 4 languages is ~6 MB);
 * 64 MiB leaves room for growth and still keeps one tenant's answer from filling the memory of the process that
 * builds every tenant.
 */
export const DEFAULT_API_MAX_BYTES = 64 * 1024 * 1024;
/** One attempt's deadline, answer read in full (the restaurant payload is the slow one: seconds, not minutes). */
export const DEFAULT_API_TIMEOUT_MS = 60_000;

/** An HTTP failure of the restaurant API: carries the status and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly path: string;
  constructor(status: number, path: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.path = path;
  }
}

/** An answer that does not match its schema: `field` is the dotted path of the first bad field. */
export class PayloadError extends Error {
  readonly field: string;
  readonly path: string;
  constructor(path: string, field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'PayloadError';
    this.field = field;
    this.path = path;
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  locale?: string;
  token?: string | null;
  fetch?: typeof fetch;
  /** The clock sent as the current-time header; injectable for tests. */
  now?: () => Date;
  /** Called on 401/403 (spec §6): the islands send the customer to login. */
  onUnauthorized?: (path: string) => void;
  /** Default `DEFAULT_API_MAX_BYTES`. */
  maxBytes?: number;
  /** Default `DEFAULT_API_TIMEOUT_MS`. */
  timeoutMs?: number;
}

/**
 * Turns a zod error into `PayloadError` with a dotted field path (`restaurant.menu.0.items`). Given the answer, the
 * message also names what holds the field as an owner knows it (`in 103 "Wraps" › 10012 "Chicken Shawarma Wrap"`:
 * each object on the path with an id, and its first name) and the value it had (`got "abc"`): positions alone
 * sent a restaurant counting its categories.
 */
export function payloadErrorOf(path: string, error: z.ZodError, prefix = '', input?: unknown): PayloadError {
  const issue = error.issues[0];
  const field = [prefix, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.') || '(root)';
  const extra = input === undefined || !issue ? [] : whereAndWhat(input, issue.path);
  return new PayloadError(path, field, [issue?.message ?? 'invalid', ...extra].join('; '));
}

function whereAndWhat(input: unknown, path: readonly PropertyKey[]): string[] {
  const holders: string[] = [];
  let at: unknown = input;
  for (const [i, key] of path.entries()) {
    if (at === null || typeof at !== 'object') return holders.length ? [`in ${holders.join(' › ')}`] : [];
    at = (at as Record<PropertyKey, unknown>)[key];
    const last = i === path.length - 1;
    if (!last && at && typeof at === 'object' && !Array.isArray(at)) {
      const { id, names, name } = at as { id?: unknown; names?: unknown; name?: unknown };
      if (typeof id === 'number' || typeof id === 'string') {
        const first = Array.isArray(names) ? (names[0] as { name?: unknown } | undefined)?.name : name;
        holders.push(typeof first === 'string' && first ? `${id} ${JSON.stringify(first.slice(0, 60))}` : String(id));
      }
    }
  }
  const got = at === undefined ? 'missing' : `got ${JSON.stringify(at)?.slice(0, 60) ?? String(at)}`;
  return [...(holders.length ? [`in ${holders.join(' › ')}`] : []), got];
}

/** Builds the §7 request headers. */
export function apiHeaders(opts: Pick<ApiClientOptions, 'locale' | 'token' | 'now'>): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'X-Webapp': 'true',
    'X-Version': API_VERSION,
    'Accept-Language': opts.locale ?? 'en',
    'X-Locale': opts.locale ?? 'en',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    'X-Current-Time': (opts.now ?? (() => new Date()))().toISOString(),
  };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  return headers;
}

/**
 * An answer that is not JSON (`"price": NaN`, a cut-off body): the field where parsing failed, found with
 * jsonc-parser (loaded only then, so the islands' bundles do not carry it). Strict: no comments, no trailing commas.
 */
export async function invalidJsonError(path: string, text: string): Promise<Error> {
  const { parse, getLocation, printParseErrorCode } = await import('jsonc-parser');
  const errors: Array<{ error: number; offset: number; length: number }> = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  // A body that ends early was most likely cut in transit: a network failure, worth a retry.
  if (!first || first.offset >= text.trimEnd().length)
    return new ApiError(0, path, 'the answer is not complete JSON (cut off?)');
  const field = getLocation(text, first.offset).path.map(String).join('.') || '(root)';
  const near = JSON.stringify(text.slice(first.offset, first.offset + Math.min(Math.max(first.length, 1), 20)));
  return new PayloadError(path, field, `not valid JSON: ${printParseErrorCode(first.error as never)} ${near}`);
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** An error answer's message: read up to 64 kB (it is shown in a log line, never whole pages). */
async function readMessage(res: Response, path: string): Promise<string> {
  try {
    const body = JSON.parse(await readBounded(res, path, 64 * 1024)) as { message?: unknown };
    if (typeof body?.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON: fall through to the status text
  }
  return `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`;
}

/** The body of an answer as text, read while it streams and refused once it is over `maxBytes`. */
async function readBounded(res: Response, path: string, maxBytes: number): Promise<string> {
  const tooBig = () => new PayloadError(path, '(root)', `the answer is over the limit of ${maxBytes} bytes`);
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw tooBig();
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooBig();
    }
    text += decoder.decode(value, { stream: true });
  }
}

function networkFailure(err: unknown, timeoutMs: number): string {
  return err instanceof Error && err.name === 'TimeoutError'
    ? `no complete answer within ${timeoutMs} ms`
    : (err as Error).message;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Creates a client bound to one base URL, locale and (optional) token. */
export function createApiClient(opts: ApiClientOptions) {
  const doFetch = opts.fetch ?? globalThis.fetch.bind(globalThis);

  /** Sends one request, with the §7 retry rule, and returns the parsed JSON body. */
  async function request(method: string, path: string, body?: unknown): Promise<unknown> {
    const url = joinUrl(opts.baseUrl, path);
    const canRetry = IDEMPOTENT.has(method);
    const maxBytes = opts.maxBytes ?? DEFAULT_API_MAX_BYTES;
    const timeoutMs = opts.timeoutMs ?? DEFAULT_API_TIMEOUT_MS;
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      let text: string | undefined;
      try {
        res = await doFetch(url, {
          method,
          headers: apiHeaders(opts),
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (res.ok) text = await readBounded(res, path, maxBytes);
      } catch (err) {
        if (err instanceof PayloadError) throw err;
        if (canRetry && attempt === 0) continue;
        throw new ApiError(0, path, `Network error: ${networkFailure(err, timeoutMs)}`);
      }
      if (text !== undefined) {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw await invalidJsonError(path, text);
        }
      }
      if (canRetry && attempt === 0 && RETRY_STATUSES.has(res.status)) {
        await res.body?.cancel();
        continue;
      }
      if ((res.status === 401 || res.status === 403) && !path.includes('profile')) opts.onUnauthorized?.(path);
      throw new ApiError(res.status, path, await readMessage(res, path));
    }
  }

  async function get<T extends z.ZodType>(schema: T, path: string): Promise<z.infer<T>> {
    const json = await request('GET', path);
    let parsed: z.ZodSafeParseResult<z.infer<T>>;
    try {
      parsed = schema.safeParse(json) as z.ZodSafeParseResult<z.infer<T>>;
    } catch (err) {
      // Categories nested thousands deep exhaust the stack of a recursive schema: an invalid payload like any other
      // (named, not retried), never a crash that a retry would meet again.
      if (err instanceof RangeError) throw new PayloadError(path, 'menu', 'nested too deeply to read');
      throw err;
    }
    if (!parsed.success) throw payloadErrorOf(path, parsed.error, '', json);
    return parsed.data;
  }

  const enc = encodeURIComponent;
  return {
    request,
    /** GET webapp/v5/restaurant/{referenceId} — the whole business payload. */
    getRestaurant: (ref: string, q: { themeId?: string; wv?: string } = {}) => {
      const qs = new URLSearchParams();
      if (q.themeId) qs.set('theme_id', q.themeId);
      if (q.wv) qs.set('wv', q.wv);
      const s = qs.toString();
      return get(RestaurantResponse, `webapp/v5/restaurant/${enc(ref)}${s ? `?${s}` : ''}`);
    },
    /** GET webapp/v5/restaurant-domain/{domain}[/{activeBranchRef}]. */
    getRestaurantByDomain: (domain: string, branchRef?: string) =>
      get(RestaurantResponse, `webapp/v5/restaurant-domain/${enc(domain)}${branchRef ? `/${enc(branchRef)}` : ''}`),
    /** GET webapp/v5/menu/{id}. */
    getMenu: (id: string | number, themeId?: string) =>
      get(MenuResponse, `webapp/v5/menu/${enc(String(id))}${themeId ? `?theme_id=${enc(themeId)}` : ''}`),
    /** GET webapp/v5/item/{branchId}/{itemId}. */
    getItem: (branchId: number, itemId: number) => get(ItemResponse, `webapp/v5/item/${branchId}/${itemId}`),
    /** GET webapp/v5/shifts/{referenceId}. */
    getShifts: (ref: string) => get(ShiftsResponse, `webapp/v5/shifts/${enc(ref)}`),
    /** GET webapp/branches/{businessId}. */
    getBranches: (businessId: number) => get(BranchesResponse, `webapp/branches/${businessId}`),
    /** GET webapp/zones/{id}[?shipping=true]. */
    getZones: (id: number, shipping = false) =>
      get(ZonesResponse, `webapp/zones/${id}${shipping ? '?shipping=true' : ''}`),
    /** GET tags-ingredients?branch_id&locale. */
    getTags: (branchId: number, locale: string) =>
      get(TagsResponse, `tags-ingredients?branch_id=${branchId}&locale=${enc(locale)}`),
    /**
     * GET webapp/banners/{branchId}?date=DD-MM-YYYY: the banners running on `day` (YYYY-MM-DD), decoded by the
     * pages' own rules (domain/banners.ts: a broken or hostile entry is left out).
     */
    getBanners: async (branchId: number, day: string) =>
      bannersOfDay(await request('GET', `webapp/banners/${branchId}?date=${bannerDateParam(day)}`), day),
    /** Sample-API extension: the tenants to build. */
    listTenants: () => get(TenantListResponse, 'webapp/v5/restaurants'),
  };
}
