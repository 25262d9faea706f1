/**
 * Whether a business the webhook names is one to build: published here, listed by the restaurant API (the list kept
 * briefly), or answered by the API's restaurant call (a real API may have no listing call). Three answers: true,
 * false (the API says "no such business": the webhook answers 404) and null (the API cannot tell now: down or 5xx;
 * the webhook answers 503, retry later, rather than a 404 its sender would take as final).
 */
import { ApiError, PayloadError, type ApiClient } from '../lib/api/client.ts';

export interface KnownTenantOptions {
  api: ApiClient;
  /** The tenants published here. */
  published: () => Promise<string[]>;
  /** How long the API's list is reused. Default 30 s. */
  listTtlMs?: number;
  /**
   * How long the API is given to tell (its calls may each wait a minute and retry once): past it the answer is null,
   * so a hanging API gets its sender a 503 within its own timeout rather than a request held for minutes. Default 10 s.
   */
  deadlineMs?: number;
  now?: () => number;
}

export function knownTenantCheck(opts: KnownTenantOptions): (ref: string) => Promise<boolean | null> {
  const now = opts.now ?? Date.now;
  const ask = askApi(opts, now);
  return async (ref) => {
    if ((await opts.published()).includes(ref)) return true;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), opts.deadlineMs ?? 10_000)));
    return Promise.race([ask(ref), late]).finally(() => clearTimeout(timer));
  };
}

/** The API's own answer, however long it takes. */
function askApi(opts: KnownTenantOptions, now: () => number): (ref: string) => Promise<boolean | null> {
  // One listing call at a time, shared by the checks of a delivery naming several businesses.
  let listed: { at: number; refs: Promise<Set<string>> } | null = null;
  return async (ref) => {
    if (!listed || now() - listed.at > (opts.listTtlMs ?? 30_000)) {
      const refs = opts.api.listTenants().then((l) => new Set(l.restaurants.map((r) => r.reference_id)));
      listed = { at: now(), refs };
    }
    const current = listed;
    try {
      if ((await current.refs).has(ref)) return true;
    } catch {
      if (listed === current) listed = null; // asked again next time
      // no listing: fall through to the restaurant call
    }
    return opts.api.getRestaurant(ref).then(
      (r) => Boolean(r.restaurant),
      (err: unknown) => {
        // The API answered for this business, with a payload that fails validation: it exists. The job is queued and
        // its build fails naming the field (the status page and `republish -- jobs` say it), where a 503 would have
        // had the sender retry for a day with "the API cannot be reached" and nobody told what to fix.
        if (err instanceof PayloadError) return true;
        return err instanceof ApiError && err.status >= 400 && err.status < 500 ? false : null;
      },
    );
  };
}
