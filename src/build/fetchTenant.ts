/**
 * Fetches everything one tenant's pages need from the restaurant API, validates it, and resolves its pictures:
 * the tenant snapshot. Any failure throws `TenantBuildError` naming the tenant and the field or HTTP status.
 */
import { type ClientConfig, clientConfigFromEnv } from '../features/site/clientConfig.ts';
import { ApiError, PayloadError, type ApiClient } from '../lib/api/client.ts';
import { interpretRestaurant } from '../lib/api/business.ts';
import { assertSafeReferenceId } from '../domain/referenceId.ts';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../domain/time.ts';
import type { ImageStats } from './images.ts';
import { collectImageUrls, PictureError, processImages } from './images.ts';
import { fetchTags } from './fetchTags.ts';
import { prepareBannerPictures, upcomingBannerPictures } from './bannerPictures.ts';
import { BuildAbortedError, raceAbort } from './deadline.ts';
import { picturePolicyFromEnv, type PicturePolicy } from './picturePolicy.ts';
import {
  DomainMismatchError,
  domainOptionsFromEnv,
  tenantSite,
  type DomainOptions,
  type TenantSite,
} from './tenantSite.ts';
import { contentIdOf, type BusinessPayload, type TenantSnapshot } from './snapshot.ts';
import { LOGO_WIDTHS } from '../features/images/picture.ts';

/** A tenant that could not be built, with the reason in words a business owner's support can act on. */
export class TenantBuildError extends Error {
  readonly referenceId: string;
  /** Retrying cannot help (the payload is invalid, the tenant unknown): fix the data, then republish. */
  readonly permanent: boolean;
  constructor(referenceId: string, message: string, permanent = false) {
    super(`${referenceId}: ${message}`);
    this.name = 'TenantBuildError';
    this.referenceId = referenceId;
    this.permanent = permanent;
  }
}

/** A failure that will fail again the same way: a payload that breaks the schema, a picture the policy refuses,
 * or a 4xx other than the retryable ones. */
export function isPermanentFailure(err: unknown): boolean {
  if (err instanceof TenantBuildError) return err.permanent;
  if (err instanceof PayloadError) return true;
  if (err instanceof PictureError) return err.permanent;
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && ![408, 409, 425, 429].includes(err.status);
}

/** Describes an API or validation failure: the HTTP status and path, or the field that failed. */
export function describeFailure(err: unknown): string {
  if (err instanceof PayloadError)
    return `invalid payload from ${err.path}: field ${err.field} (${err.message.slice(err.field.length + 2)})`;
  if (err instanceof ApiError) {
    // The API no longer knows the business: its site stays as it was until the operator takes it down.
    const gone =
      err.status === 404 && /(^|\/)restaurant\//.test(err.path)
        ? '; the site stays as it was (`npm run republish -- unpublish <ref>` takes it down)'
        : '';
    return err.status
      ? `${err.path} answered HTTP ${err.status}: ${err.message}${gone}`
      : `${err.path}: ${err.message}`;
  }
  return (err as Error)?.message ?? String(err);
}

/**
 * What the owner should hear of a time zone the runtime does not know (a typo such as `Asia/Tokio`): the pages then
 * decide opening hours, "open now" and the menus served now in the default zone (domain/time.ts), hours off. Null
 * for a known zone, or none given (the default is meant then, spec: default time zone Kuwait).
 */
export function timeZoneWarning(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone.trim() === '' || isValidTimeZone(zone)) return null;
  return `time zone ${JSON.stringify(String(zone).slice(0, 64))} is unknown: opening hours and "open now" use ${DEFAULT_TIME_ZONE}`;
}

export interface FetchTenantOptions {
  api: ApiClient;
  apiBaseUrl: string;
  siteUrl: string;
  buildId: string;
  /** The render code's version (the app bundle's hash): part of the snapshot's content id. */
  codeVersion: string;
  imageCacheDir: string;
  redirectAllowlist?: string[];
  /** Defaults to clientConfigFromEnv(apiBaseUrl). */
  client?: ClientConfig;
  /** Where pictures may come from; defaults to picturePolicyFromEnv(apiBaseUrl). */
  pictures?: PicturePolicy;
  /** Businesses' own domains the operator serves (tenantSite.ts); default `TENANT_DOMAINS`. */
  domains?: DomainOptions;
  /** The build's deadline and shutdown (deadline.ts): the API calls and picture fetches stop when it fires. */
  signal?: AbortSignal;
  log?: (msg: string) => void;
  /** The build's clock: which days' banners have their pictures prepared (bannerPictures.ts), and the fetch time.
   * Default: now. */
  now?: () => Date;
}

/** Describes a failure of this stage; a deadline or shutdown says what was being waited for. */
function describeStage(err: unknown, stage: string): string {
  return err instanceof BuildAbortedError ? `${err.message} while ${stage}` : describeFailure(err);
}

/** Fetches, validates and resolves one tenant. */
export async function fetchTenant(
  ref: string,
  opts: FetchTenantOptions,
): Promise<{ snapshot: TenantSnapshot; imageStats: ImageStats }> {
  assertSafeReferenceId(ref);
  const { signal } = opts;
  let data: BusinessPayload;
  try {
    signal?.throwIfAborted();
    // The API client cannot be cancelled mid-call; the build stops waiting for it when its signal fires.
    const answer = await raceAbort(opts.api.getRestaurant(ref), signal);
    // An answer with neither a business nor a redirect names what is missing for the owner (its customers would
    // read spec §8's "Something Went Wrong"); a new webhook tries again, so it is not retried.
    if (!answer.restaurant && !(answer.redirect && answer.url)) {
      const says = answer.message ? `; the API says: ${JSON.stringify(answer.message.slice(0, 200))}` : '';
      throw new TenantBuildError(ref, `invalid payload: field restaurant (missing)${says}`, true);
    }
    // A redirect is the answer itself, not a failure to get one: refused (off the site) or followed (nothing here to
    // build), trying again gets the same answer until the business changes it, and its webhook brings that.
    let load: ReturnType<typeof interpretRestaurant>;
    try {
      load = interpretRestaurant(answer, opts.siteUrl, opts.redirectAllowlist);
    } catch (err) {
      throw new TenantBuildError(ref, err instanceof Error ? err.message : String(err), true);
    }
    if (load.kind === 'redirect')
      throw new TenantBuildError(ref, `the API redirects this business to ${load.url}; nothing to build`, true);
    data = load.data;
  } catch (err) {
    if (err instanceof TenantBuildError) throw err;
    // A validation failure of the restaurant call names the field relative to the answer (restaurant.currency).
    throw new TenantBuildError(ref, describeStage(err, 'waiting for the restaurant call'), isPermanentFailure(err));
  }
  if (data.restaurant.reference_id !== ref) {
    throw new TenantBuildError(
      ref,
      `field restaurant.reference_id is "${data.restaurant.reference_id}", expected "${ref}"`,
      true,
    );
  }
  const business = data.restaurant;
  const zoneWarning = timeZoneWarning(business.time_zone);
  if (zoneWarning) opts.log?.(zoneWarning);
  let site: TenantSite;
  try {
    site = await raceAbort(
      tenantSite({
        ref,
        business,
        sharedSiteUrl: opts.siteUrl,
        api: opts.api,
        domains: opts.domains ?? domainOptionsFromEnv(),
        log: opts.log,
      }),
      signal,
    );
  } catch (err) {
    const permanent = err instanceof DomainMismatchError || isPermanentFailure(err);
    throw new TenantBuildError(ref, describeStage(err, 'waiting for the restaurant-domain call'), permanent);
  }
  let stage = 'waiting for the branches, zones and tags calls';
  try {
    const [branches, zones, tags, banners] = await raceAbort(
      Promise.all([
        opts.api.getBranches(business.user_id),
        business.checkoutDelivery.enabled
          ? opts.api.getZones(business.user_id, business.checkoutDelivery.shipping)
          : Promise.resolve({ zones: [], countries: [] }),
        fetchTags(opts.api, business),
        upcomingBannerPictures(opts.api, business, opts.now?.() ?? new Date()),
      ]),
      signal,
    );
    // Banners decorate the page: without their pictures, the pages show the API's (engagement/bannerStrip.ts).
    if (banners.failures.length)
      opts.log?.(
        `banners: ${banners.failures.length} of ${banners.days} days could not be read ` +
          `(${describeFailure(banners.failures[0])}); their pictures are shown as the API serves them`,
      );
    stage = 'fetching pictures';
    const base = opts.apiBaseUrl.replace(/\/?$/, '/');
    // A URL that does not parse stays as written: the picture policy refuses it with the reason.
    const absolute = (u: string) => URL.parse(u, base)?.toString() ?? u;
    // Pictures are looked up by the URL written in the payload; relative ones are fetched from the API host.
    const urls = collectImageUrls(data);
    const policy = opts.pictures ?? picturePolicyFromEnv(opts.apiBaseUrl);
    const logo = business.logo ? absolute(business.logo) : undefined;
    const { images: byAbsolute, stats } = await processImages(urls.map(absolute), {
      cacheDir: opts.imageCacheDir,
      policy,
      extraWidths: (url) => (url === logo ? LOGO_WIDTHS : []),
      signal,
      log: opts.log,
    });
    const images = Object.fromEntries(
      urls.flatMap((u) => (byAbsolute[absolute(u)] ? [[u, byAbsolute[absolute(u)]!]] : [])),
    );
    // The banners' pictures, each on its own: one the policy refuses or that fails does not stop the build.
    stage = 'preparing banner pictures';
    Object.assign(
      images,
      await prepareBannerPictures(
        banners.pictures.filter((u) => !images[u]),
        (url) => processImages([url], { cacheDir: opts.imageCacheDir, policy, signal, log: opts.log }),
        stats,
        opts.log,
      ),
    );
    signal?.throwIfAborted();
    const content: Omit<TenantSnapshot, 'contentId'> = {
      referenceId: ref,
      buildId: opts.buildId,
      // The build's clock (BUILD_NOW in tests): the sitemap's date of every page this build changed (lastmod.ts).
      fetchedAt: (opts.now?.() ?? new Date()).toISOString(),
      siteUrl: site.siteUrl,
      basePath: site.basePath,
      domain: site.domain,
      apiBaseUrl: opts.apiBaseUrl,
      client: opts.client ?? clientConfigFromEnv(opts.apiBaseUrl),
      data,
      branches: branches.branches,
      zones,
      tags,
      images,
      bannerPictures: banners.pictures.filter((u) => images[u]),
    };
    const snapshot: TenantSnapshot = { ...content, contentId: contentIdOf(content, opts.codeVersion) };
    return { snapshot, imageStats: stats };
  } catch (err) {
    throw new TenantBuildError(ref, describeStage(err, stage), isPermanentFailure(err));
  }
}
