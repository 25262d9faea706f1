/**
 * The files of a release that do not come from rendering (buildTenant.ts writes them before the render worker
 * renders the pages, so the worker can check the finished release): the serving rules, the build ids, the
 * installable app's files and the search indexes.
 *
 * Returns the bytes written, for storefront_bytes_written_total: counted as they are written, not by a stat of
 * every file of the release after (~8 ms per 450-file release, in the process that fetches the next tenants while
 * the workers render on the same cores). The pictures and icons, hard-linked from their caches, are not counted.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TenantSnapshot } from './snapshot.ts';
import { businessLocales } from '../domain/locale.ts';
import { landingTarget } from '../features/routes/routeTable.ts';
import { formatHeaders, formatRedirects, headerRules, redirectRules } from './cdnRules.ts';
import { writePwaFiles } from './pwaFiles.ts';
import { writeSearchIndexes } from './searchFiles.ts';
import { writeCartPriceFiles } from './cartPriceFiles.ts';
import { basePathOf } from '../features/site/basePath.ts';
import { reserveTypeOf } from '../features/account/reservation/reservation.ts';

/** robots.txt of a business's own domain: everything but the version files may be crawled (as rootFiles.ts says). */
const domainRobots = (siteUrl: string) =>
  `User-agent: *\nDisallow: /builds/\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;

export async function writeReleaseData(
  release: string,
  snapshot: TenantSnapshot,
  buildId: string,
  cacheDir: string,
): Promise<number> {
  const ref = snapshot.referenceId;
  const business = snapshot.data.restaurant;
  const locales = businessLocales(business);
  // `/{ref}`, or '' for a business built at the root of its own domain (tenantSite.ts): the rules say the same.
  const base = basePathOf(snapshot);
  // Where a bare /reservation leads: the booking form of the business's kind of booking, when it takes bookings.
  const bookingPage = business.reservation?.enabled ? `reservation/${reserveTypeOf(business.reservation)}` : undefined;
  let bytes = 0;
  const put = async (file: string, text: string) => {
    await writeFile(file, text);
    bytes += Buffer.byteLength(text);
  };
  await put(
    join(release, '_redirects'),
    formatRedirects(
      // The landing forwards where the route table says (one selling type, or a digital menu's first menu): an
      // HTTP redirect, not a page with a meta refresh that a link preview takes for the page.
      redirectRules(ref, locales, locales[0] ?? 'en', landingTarget(business), base, bookingPage),
    ),
  );
  await put(join(release, '_headers'), formatHeaders(headerRules(ref, { base })));
  // On its own domain the business's robots.txt is its own (the shared host's names the shared sitemap index).
  if (snapshot.domain) await put(join(release, 'robots.txt'), domainRobots(snapshot.siteUrl));
  await put(
    join(release, 'build.json'),
    JSON.stringify({
      referenceId: ref,
      buildId,
      contentId: snapshot.contentId,
      fetchedAt: snapshot.fetchedAt,
      businessName: business.business_name,
      locales,
      // Read by the servers (static.ts, the bucket manifest, the edge): this release is served at the root of
      // `domain`, and its shared-host paths answer 301 to `origin`.
      ...(snapshot.domain ? { domain: snapshot.domain, origin: new URL(snapshot.siteUrl).origin } : {}),
    }),
  );
  // New-build awareness (spec §4, §7): builds/latest.json, written by the render with the pages' versions.
  await mkdir(join(release, 'builds'), { recursive: true });
  // Installable and offline: icons, manifests, the service worker and what it keeps.
  bytes += await writePwaFiles({ release, snapshot, cacheDir: cacheDir });
  // Menu search: an index per language and selling type, fetched when the search field is used.
  bytes += await writeSearchIndexes(release, snapshot);
  // The menus' prices for the "View cart" bar, fetched once the cart has lines (not inline: a price edit would
  // change every menu page).
  bytes += await writeCartPriceFiles(release, snapshot);
  await put(
    join(release, 'builds', `${buildId}.json`),
    JSON.stringify({ id: buildId, contentId: snapshot.contentId, referenceId: ref, fetchedAt: snapshot.fetchedAt }),
  );
  return bytes;
}
