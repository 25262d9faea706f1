/**
 * The islands' way to call the restaurant API (spec §7), without the build client's zod schemas (they would
 * weigh on every island): the same headers (webapp flag, version 5, locale, no-cache, current time, bearer token),
 * one retry of an idempotent call on the §7 statuses, none for POST; a failure becomes an `ApiFailure` carrying
 * the server's message (spec §8: or 'Something Went Wrong'), its `code` when the server gave one, and the numbers a
 * refusal may carry (the login calls answer `attempts_left` for a wrong code and `retry_after` seconds when locked or
 * too soon: sample-api routes/accounts-auth.ts), which the customer needs to see.
 */
import { sendsToLogin } from '../../domain/auth.ts';

export const RETRYABLE = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** The numbers a refusal may carry besides its message. */
export interface RefusalDetails {
  attemptsLeft: number | null;
  retryAfter: number | null;
  reason: string | null;
}

const NO_DETAILS: RefusalDetails = /* @__PURE__ */ Object.freeze({
  attemptsLeft: null,
  retryAfter: null,
  reason: null,
});

export class ApiFailure extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly details: RefusalDetails;
  constructor(status: number, message: string, code: string | null = null, details: RefusalDetails = NO_DETAILS) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/**
 * The answer of a call for one thing by its id (an order, a booking), or null when the API says there is no such
 * thing (404): the page then says so in its own words and offers the ways on, instead of the server's message.
 */
export function unlessMissing<T>(answer: Promise<T>): Promise<T | null> {
  return answer.catch((err: unknown) => {
    if (err instanceof ApiFailure && err.status === 404) return null;
    throw err;
  });
}

const finite = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The details of an error answer's body (anything else gives none). */
export function refusalDetailsOf(body: unknown): RefusalDetails {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return {
    attemptsLeft: finite(b.attempts_left),
    retryAfter: finite(b.retry_after),
    reason: typeof b.reason === 'string' ? b.reason : null,
  };
}

export interface BrowserApiOptions {
  baseUrl: string;
  locale: string;
  token?: string | null;
  now?: () => Date;
  fetch?: typeof fetch;
  /** Spec §6: a 401/403 on a call whose path has no `profile` sends the customer to login. */
  onUnauthorized?: (path: string) => void;
  /** Default `CALL_TIMEOUT_MS`. */
  timeoutMs?: number;
}

const FALLBACK_MESSAGE = 'Something Went Wrong';
/**
 * One attempt's deadline, answer read in full: a call that hangs (a stalled mobile network) ends as a network failure
 * (status 0: the islands say the connection was lost and offer to try again) instead of a form busy for ever.
 */
export const CALL_TIMEOUT_MS = 30_000;

/** An answer's body: null when empty (204, a bare 200), undefined when it is not JSON (an HTML error page). */
function parsedBody(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Calls `path` below the API base; resolves with the parsed JSON answer or rejects with an ApiFailure. */
export async function callApi<T>(
  opts: BrowserApiOptions,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const doFetch = opts.fetch ?? fetch;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Webapp': 'true',
    'X-Version': '5',
    'X-Locale': opts.locale,
    'Accept-Language': opts.locale,
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    'X-Current-Time': (opts.now?.() ?? new Date()).toISOString(),
  };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const attempts = method === 'GET' || method === 'HEAD' ? 2 : 1;
  let last: unknown = null;
  for (let attempt = 0; attempt < attempts; attempt++) {
    let res: Response;
    let body: unknown;
    try {
      res = await doFetch(url, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? CALL_TIMEOUT_MS),
      });
      body = parsedBody(await res.text());
    } catch (err) {
      last = new ApiFailure(0, (err as Error)?.message || FALLBACK_MESSAGE);
      continue;
    }
    // A page that is not JSON answering 200 (a captive portal, a proxy's error page) is no answer of the API.
    if (res.ok && body === undefined) {
      last = new ApiFailure(502, FALLBACK_MESSAGE);
      continue;
    }
    if (res.ok) return body as T;
    const answer = (body && typeof body === 'object' ? body : {}) as { message?: unknown; code?: unknown };
    const message = typeof answer.message === 'string' && answer.message ? answer.message : FALLBACK_MESSAGE;
    const code = typeof answer.code === 'string' ? answer.code : null;
    last = new ApiFailure(res.status, message, code, refusalDetailsOf(body));
    if (sendsToLogin(res.status, path)) opts.onUnauthorized?.(path);
    if (!RETRYABLE.has(res.status)) break;
  }
  throw last instanceof ApiFailure ? last : new ApiFailure(0, FALLBACK_MESSAGE);
}

/**
 * Logout on the server: POST webapp/logout revokes the token (sample-api routes/accounts-auth.ts; spec §7 names no
 * logout call). Best effort: it never rejects, so the local logout neither waits on it nor fails with it; a 401
 * (a token already dead) sends no one to login; `keepalive` lets the request finish while the page navigates away.
 */
export async function callLogout(opts: BrowserApiOptions): Promise<void> {
  if (!opts.token) return;
  const doFetch = opts.fetch ?? fetch;
  const keepalive: typeof fetch = (input, init) => doFetch(input, { ...init, keepalive: true });
  await callApi({ ...opts, fetch: keepalive, onUnauthorized: undefined }, 'webapp/logout', { method: 'POST' }).catch(
    () => undefined,
  );
}
