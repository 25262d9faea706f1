import { describe, expect, it } from 'vitest';
import { DomainMismatchError, tenantSite, type DomainOptions } from './tenantSite.ts';
import type { RestaurantResponse } from '../lib/api/schema.ts';

const SHARED = 'https://menus.example.com';
const DOMAIN = 'shawarma-house.example';
/** The restaurant-domain call of an API that routes DOMAIN to `owner` (or to nobody). */
const api = (owner: string | null, calls: string[] = []) => ({
  getRestaurantByDomain: async (domain: string) => {
    calls.push(domain);
    return { restaurant: owner ? { reference_id: owner } : null } as unknown as RestaurantResponse;
  },
});
const configured: DomainOptions = { tenantDomains: new Map([[DOMAIN, 'shawarma-house']]) };
const site = (custom_domain: string | null, domains: DomainOptions, owner: string | null = 'shawarma-house') =>
  tenantSite({ ref: 'shawarma-house', business: { custom_domain }, sharedSiteUrl: SHARED, api: api(owner), domains });

describe('where a tenant is built', () => {
  it('is under the shared host when the business has no domain', async () => {
    expect(await site(null, configured)).toEqual({ siteUrl: SHARED, basePath: '/shawarma-house', domain: null });
  });

  it('is the root of its domain when the API names it, restaurant-domain confirms it and TENANT_DOMAINS serves it', async () => {
    expect(await site(DOMAIN, configured)).toEqual({ siteUrl: `https://${DOMAIN}`, basePath: '', domain: DOMAIN });
  });

  it('takes the origin the tests serve the domain on', async () => {
    const local = { ...configured, originOf: (d: string) => `http://${d}:4441` };
    expect((await site(DOMAIN, local)).siteUrl).toBe(`http://${DOMAIN}:4441`);
  });

  it('stays under the shared host, saying why, while the operator has not set the domain up', async () => {
    const lines: string[] = [];
    const calls: string[] = [];
    const answer = await tenantSite({
      ref: 'shawarma-house',
      business: { custom_domain: DOMAIN },
      sharedSiteUrl: SHARED,
      api: api('shawarma-house', calls),
      domains: { tenantDomains: new Map([[DOMAIN, 'cafe-limmat']]) },
      log: (l) => lines.push(l),
    });
    expect(answer.basePath).toBe('/shawarma-house');
    expect(lines).toEqual([
      `custom domain ${DOMAIN} is not in TENANT_DOMAINS for shawarma-house: built under the shared host`,
    ]);
    expect(calls).toEqual([]); // the API is not asked about a domain that will not be used
    // A republish later in the same process says it no more: the setting is the same as it was.
    await tenantSite({
      ref: 'shawarma-house',
      business: { custom_domain: DOMAIN },
      sharedSiteUrl: SHARED,
      api: api('shawarma-house', calls),
      domains: { tenantDomains: new Map([[DOMAIN, 'cafe-limmat']]) },
      log: (l) => lines.push(l),
    });
    expect(lines).toHaveLength(1);
  });

  it('fails when restaurant-domain answers another business, or none, for the domain', async () => {
    await expect(site(DOMAIN, configured, 'cafe-limmat')).rejects.toThrow(DomainMismatchError);
    await expect(site(DOMAIN, configured, 'cafe-limmat')).rejects.toThrow(/answers "cafe-limmat", not this business/);
    await expect(site(DOMAIN, configured, null)).rejects.toThrow(/answers no business/);
  });
});
