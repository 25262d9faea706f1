/**
 * Custom domains of tenants: `TENANT_DOMAINS` = `menu.cafe.example=cafe-limmat,order.kissa.jp=kissa-tokyo`.
 * A request on such a host is served as `/{ref}/…`: `/` is the tenant's landing, `/{ref}/…` stays as it is (the
 * pages link with that prefix) and any other path gets the prefix. Pure (the edge worker bundles it).
 */

const HOST = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;
const REF = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Parses the mapping; a malformed entry throws naming it (a typo must not silently serve nothing). */
export function parseTenantDomains(value: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [host = '', ref = '', ...extra] = entry.split('=').map((s) => s.trim());
    const h = host.toLowerCase();
    if (extra.length || !HOST.test(h) || !REF.test(ref))
      throw new Error(`TENANT_DOMAINS: ${JSON.stringify(entry)} is not host=referenceId`);
    out.set(h, ref);
  }
  return out;
}

/** The site path (still percent-encoded) a request on a tenant's own domain stands for. */
export function pathOnTenantDomain(ref: string, pathname: string): string {
  if (pathname === '/' || pathname === '') return `/${ref}`;
  if (pathname === `/${ref}` || pathname.startsWith(`/${ref}/`)) return pathname;
  return `/${ref}${pathname}`;
}
