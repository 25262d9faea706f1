/**
 * Where a tenant's pages live: under the shared host (`{PUBLIC_SITE_URL}/{ref}/…`) or at the root
 * of the business's own domain (`https://{domain}/…`). The decision is taken once per build, here, and carried by
 * the snapshot (`siteUrl`, `basePath`, `domain`): every URL a page writes (links, assets, canonical, hreflang,
 * sitemap, OpenGraph, the app manifest and the service worker's scope) follows from those.
 *
 * Decision: a business is built on its domain when both sides agree —
 * - the API: the business's `custom_domain` (src/lib/api/schema.ts), confirmed by spec §7
 *   `GET webapp/v5/restaurant-domain/{domain}` answering the same business (a payload cannot claim a domain the
 *   API does not route to it);
 * - the operator: `TENANT_DOMAINS` maps that host to the business, which says DNS points the domain at our CDN and
 *   TLS is set up there (the edge worker and the CDN purge read the same variable). Until then the business stays
 *   under the shared host: moving it earlier would send every visitor (301) to a domain that does not answer.
 * So the sample API gives Shawarma House `shawarma-house.example`, and a build without TENANT_DOMAINS (`npm start`,
 * the fixture build of the tests) keeps it at `/shawarma-house`; `scripts/test-fixtures.ts` builds it a second
 * time on its domain for the custom-domain tests. A domain named by the API but not configured is logged.
 */
import type { ApiClient } from '../lib/api/client.ts';
import type { Business } from '../lib/api/schema.ts';
import { domainOrigin } from '../domain/customDomain.ts';
import { parseTenantDomains } from '../edge/domains.ts';

/** Where one tenant's pages are built for. */
export interface TenantSite {
  /** Absolute URL of the site the pages are on (canonical, hreflang, sitemap, OpenGraph resolve against it). */
  siteUrl: string;
  /** Path prefix of every page: `/{ref}` under the shared host, `''` at the root of the business's domain. */
  basePath: string;
  /** The business's own domain the pages are built for, or null. */
  domain: string | null;
}

export interface DomainOptions {
  /** Hosts the operator serves businesses' own domains on (`TENANT_DOMAINS`): host → referenceId. */
  tenantDomains: ReadonlyMap<string, string>;
  /** The origin of a domain's pages; default `https://{domain}` (the tests serve them over http on their port). */
  originOf?: (domain: string) => string;
}

/** The operator's domains from the environment (`TENANT_DOMAINS`). */
export function domainOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DomainOptions {
  return { tenantDomains: parseTenantDomains(env.TENANT_DOMAINS) };
}

/** A business the API gives a domain that it does not route back to it. */
export class DomainMismatchError extends Error {}

const unroutedSaid = new Set<string>();

/** Decides where a tenant is built (see the top of this file). */
export async function tenantSite(args: {
  ref: string;
  business: Pick<Business, 'custom_domain'>;
  sharedSiteUrl: string;
  api: Pick<ApiClient, 'getRestaurantByDomain'>;
  domains: DomainOptions;
  log?: (msg: string) => void;
}): Promise<TenantSite> {
  const { ref, business, domains } = args;
  const shared: TenantSite = { siteUrl: args.sharedSiteUrl, basePath: `/${ref}`, domain: null };
  const domain = business.custom_domain ?? null;
  if (!domain) return shared;
  if (domains.tenantDomains.get(domain) !== ref) {
    // Said once per process and domain: a setting the operator has or has not made, not news at every republish.
    const said = `${ref}\0${domain}`;
    if (!unroutedSaid.has(said)) {
      unroutedSaid.add(said);
      args.log?.(`custom domain ${domain} is not in TENANT_DOMAINS for ${ref}: built under the shared host`);
    }
    return shared;
  }
  const answer = await args.api.getRestaurantByDomain(domain);
  const owner = answer.restaurant?.reference_id;
  if (owner !== ref)
    throw new DomainMismatchError(
      `restaurant-domain/${domain} answers ${owner ? `"${owner}"` : 'no business'}, not this business: not built on that domain`,
    );
  const originOf = domains.originOf ?? ((d: string) => domainOrigin(d));
  return { siteUrl: originOf(domain), basePath: '', domain };
}
