/**
 * The restaurant API calls of banners, visits and server-side conversions (spec §7), for the pages' lazily loaded
 * scripts: the same headers, retry and refusal rules as every other call (browser.ts). Banners are read with the
 * customer's token when there is one (spec: "optional token"), and their answer is decoded by the domain's rules
 * (domain/banners.ts): a broken or hostile entry is left out, never shown.
 *
 * `POST webapp/conversions/{referenceId}` is not in spec §7: it is this project's way to reach a business's
 * server-side event APIs (spec §4 types 5 to 7, whose access tokens stay on the API). The page posts the purchase
 * the visitor consented to report, by order id; the API reads the order's value from its own records.
 */
import { bannerDateParam, bannersOfDay, type Banner } from '../../domain/banners.ts';
import { callApi, type BrowserApiOptions } from './browser.ts';

export interface EngagementApiOptions extends Omit<BrowserApiOptions, 'token' | 'onUnauthorized'> {
  /** The customer's token at the moment of a call, if logged in. */
  token?: () => string | null;
}

const seg = (value: string | number) => encodeURIComponent(String(value));

/** A conversion the API forwards to the business's server-side event APIs. */
export interface ConversionBody {
  event_name: 'purchase';
  event_id: string;
  order_id: string;
}

export function createEngagementApi(opts: EngagementApiOptions) {
  const options = (keepalive = false): BrowserApiOptions => {
    const doFetch = opts.fetch ?? fetch;
    return {
      ...opts,
      token: opts.token?.() ?? null,
      // Reports may be sent as the page is left: keepalive lets them finish.
      fetch: keepalive ? (input, init) => doFetch(input, { ...init, keepalive: true }) : doFetch,
    };
  };
  return {
    /** GET webapp/banners/{branchId}?date=DD-MM-YYYY: the banners running on `day` (YYYY-MM-DD). */
    bannersOfDay: async (branchId: number, day: string): Promise<Banner[]> =>
      bannersOfDay(
        await callApi<unknown>(options(), `webapp/banners/${seg(branchId)}?date=${bannerDateParam(day)}`),
        day,
      ),
    /** POST webapp/banners/reach: these banners were seen. */
    reportBannerReach: (ids: number[]) =>
      callApi<unknown>(options(true), 'webapp/banners/reach', { method: 'POST', body: { banners: ids } }),
    /** POST webapp/visit/{branchId}: one visit of the storefront. */
    countVisit: (branchId: number) =>
      callApi<unknown>(options(true), `webapp/visit/${seg(branchId)}`, { method: 'POST', body: {} }),
    /** POST webapp/conversions/{referenceId}: a consented purchase for the server-side event APIs. */
    reportConversion: (ref: string, body: ConversionBody) =>
      callApi<unknown>(options(true), `webapp/conversions/${seg(ref)}`, { method: 'POST', body }),
  };
}

export type EngagementApi = ReturnType<typeof createEngagementApi>;
