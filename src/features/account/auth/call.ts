/**
 * Account calls through the islands' callApi, keeping what a refusal says beyond its message: the login calls
 * answer `attempts_left` for a wrong code and `retry_after` seconds when locked or too soon (sample-api
 * routes/accounts-auth.ts), which the customer needs to see.
 */
import { ApiFailure, callApi, type BrowserApiOptions } from '../../../lib/api/browser.ts';

/** The numbers a refusal may carry. */
export interface RefusalDetails {
  attemptsLeft: number | null;
  retryAfter: number | null;
  reason: string | null;
}

/** An ApiFailure with the refusal's details. */
export class AccountFailure extends ApiFailure {
  readonly details: RefusalDetails;
  constructor(failure: ApiFailure, details: RefusalDetails) {
    super(failure.status, failure.message, failure.code);
    this.name = 'AccountFailure';
    this.details = details;
  }
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The details of an error answer's body. */
export function detailsOf(body: unknown): RefusalDetails {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return {
    attemptsLeft: num(b.attempts_left),
    retryAfter: num(b.retry_after),
    reason: typeof b.reason === 'string' ? b.reason : null,
  };
}

/** callApi, whose failures are AccountFailures. */
export async function accountCall<T>(
  opts: BrowserApiOptions,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  let errorBody: unknown = null;
  const base = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const capturing: typeof fetch = async (input, request) => {
    const res = await base(input, request);
    if (!res.ok)
      errorBody = await res
        .clone()
        .json()
        .catch(() => null);
    return res;
  };
  try {
    return await callApi<T>({ ...opts, fetch: capturing }, path, init);
  } catch (error) {
    if (error instanceof ApiFailure) throw new AccountFailure(error, detailsOf(errorBody));
    throw error;
  }
}
