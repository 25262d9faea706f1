/**
 * Online payment of the sample API (spec §4 payment method 1): there is no real provider, so an order paid online
 * is stored with its payment pending and the answer carries a `payment_url` to a demo gateway page
 * (routes/payments.ts) where the customer pays or cancels; the gateway then sends the browser to the storefront's
 * `success_url` (the order page) or `fail_url` (the payment failure page, spec §2 /payment/fail).
 *
 * The return URLs come from the order body. So that the gateway is no open redirect, both must be http(s) URLs on
 * the tenant's own site, decided by the API's configuration and never by the request: an `Origin` header is the
 * caller's to set (any script outside a browser sends what it likes). The tenant's site is the storefront's origin
 * (`siteUrl`, PUBLIC_SITE_URL) below `/{ref}/`, where every page of the tenant lives there (design decision 4), or
 * any path of the tenant's custom domain (https, with or without `www.`), whose whole site is the tenant's
 * (issue 13 item 5: a business built for its domain has its pages at the root; one that is not yet keeps `/{ref}/`).
 */
import type { StoredOrder } from './store.ts';
import { orderEvents, type OrderEvent } from './events.ts';

export const ONLINE_PAYMENT = 1;

declare module 'hono' {
  interface ContextVariableMap {
    /** The storefront's origins (server.ts, from `siteUrl`): where the demo payment may return. */
    siteOrigins: readonly string[];
  }
}

/** The tenant a return URL must lead to: its reference id and custom domain, as the registry's entries have them. */
export interface ReturnTenant {
  ref: string;
  fixture?: { domain?: string } | null;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAX_URL_LENGTH = 2048;

/**
 * The origins of the configured site URL(s). A loopback site (`npm start`) also answers on the other loopback
 * names at the same port: a developer opening http://127.0.0.1:4321 is on the same storefront as localhost.
 */
export function siteOrigins(siteUrl: string | readonly string[]): string[] {
  const origins = new Set<string>();
  for (const raw of typeof siteUrl === 'string' ? [siteUrl] : siteUrl) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`sample API: siteUrl is not a URL: ${raw}`);
    }
    if (!/^https?:$/.test(url.protocol)) throw new Error(`sample API: siteUrl must be http(s): ${raw}`);
    origins.add(url.origin);
    if (LOOPBACK.has(url.hostname)) {
      for (const name of LOOPBACK) origins.add(`${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`);
    }
  }
  return [...origins];
}

/** The origins of a tenant's custom domain (every path there is the tenant's). */
function domainOrigins(tenant: ReturnTenant): string[] {
  const domain = tenant.fixture?.domain?.toLowerCase().replace(/^www\./, '');
  return domain ? [`https://${domain}`, `https://www.${domain}`] : [];
}

type Refusal = { ok: false; code: 'invalid_return_url'; message: string };
const refuse = (message: string): Refusal => ({ ok: false, code: 'invalid_return_url', message });

/** One return URL checked against the tenant's site; the URL as the browser will read it, or why not. */
export function checkReturnUrl(
  value: unknown,
  tenant: ReturnTenant,
  sites: readonly string[] | undefined,
): { ok: true; url: URL } | Refusal {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH)
    return refuse('Invalid order: success_url and fail_url are required to pay online');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse('Invalid order: return URLs must be absolute URLs');
  }
  if (!/^https?:$/.test(url.protocol)) return refuse('Invalid order: return URLs must be http(s)');
  // The WHATWG parser has resolved dot segments (also %2e%2e) and backslashes: the path is the one a browser uses.
  const onDomain = domainOrigins(tenant).includes(url.origin);
  const onSite = (sites ?? []).includes(url.origin) && url.pathname.startsWith(`/${tenant.ref}/`);
  if (!(onDomain || onSite) || url.username || url.password)
    return refuse(`Invalid order: return URLs must be pages of the restaurant's own site (below /${tenant.ref}/)`);
  return { ok: true, url };
}

/** The return URLs of an online order, or why they are refused. */
export function returnUrls(
  body: Record<string, unknown>,
  tenant: ReturnTenant,
  sites: readonly string[] | undefined,
): { ok: true; success: string; fail: string } | Refusal {
  const success = checkReturnUrl(body['success_url'], tenant, sites);
  if (!success.ok) return success;
  const fail = checkReturnUrl(body['fail_url'], tenant, sites);
  if (!fail.ok) return fail;
  return { ok: true, success: success.url.href, fail: fail.url.href };
}

/**
 * Where an order waiting for its online payment is paid (the demo gateway's page, on the API's own origin), else
 * null. The order answer carries it too, not only the answer of POST webapp/order: a customer who left the payment
 * page (Back, a closed tab) pays from the order's page, or cancels there (the gateway's "Cancel payment"; the spec
 * lists no call that cancels an order).
 */
export function paymentUrlOf(order: Pick<StoredOrder, 'id' | 'payment_status'>, apiOrigin: string): string | null {
  return order.payment_status === 'pending' ? `${apiOrigin}/pay/${encodeURIComponent(order.id)}` : null;
}

/** An order's statuses: an unpaid online order stays pending, a failed payment cancels it (status 9). */
export function eventsOf(
  order: StoredOrder,
  now: Date,
  scheduledAt: string | null,
): { status: number; events: OrderEvent[] } {
  if (order.payment_status === 'pending') return { status: 0, events: [{ status: 0, at: order.created_at }] };
  if (order.payment_status === 'failed') {
    return {
      status: 9,
      events: [
        { status: 0, at: order.created_at },
        { status: 9, at: order.created_at },
      ],
    };
  }
  return orderEvents(order.created_at, order.selling_types, now, scheduledAt);
}
