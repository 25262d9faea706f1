/**
 * When each page last changed, for the sitemap's `<lastmod>` (crawler review 14).
 *
 * A build knows when it fetched the business (the snapshot's `fetchedAt`), not when a page changed: a date that
 * moved with every republish is one crawlers learn to ignore. So each release keeps, beside its pages, a record of
 * every indexable page's fingerprint and the date it took its present content (`_lastmod.json`). The next build
 * reads the live release's record (through the publish target, so workers on other machines agree) and carries a
 * page's date over while its fingerprint is the same; a page that changed, or is new, takes the build's fetch time.
 *
 * The fingerprint is the page as a reader gets it, less what a build changes without the content changing: the
 * hashed asset names (`/_astro/…`), the page's version (a digest of it all), Astro's scoped-style and island ids, scripts
 * (code, and the JSON data scripts read; the structured data for crawlers stays) and the Content-Security-Policy
 * (hashes of that code). A release of new code that changes the markup itself moves the dates of the pages it changed, once.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PublishTarget } from '../../publish/publishTarget.ts';

/** The record's file in a release (served like build.json; it holds dates and hashes only). */
export const LASTMOD_FILE = '_lastmod.json';

/** Page file (`delivery/101/10001.html`) → [fingerprint, ISO date of its last change]. */
export type PageDates = Record<string, [string, string]>;

// What the fingerprint leaves out, in one pattern read in one pass (five passes, each copying a page of 35-140 kB,
// were ~5% of a render worker's time): scripts other than the structured data crawlers read (code, inline or module,
// and the JSON the scripts read: the catalogue of a whole menu on the cart and checkout pages would move them for any
// dish's price), the Content-Security-Policy meta, the page's version, Astro's style and island ids; and the
// hashed asset names, kept as `/_astro/`.
const LEFT_OUT = new RegExp(
  [
    /<script(?![^>]*\stype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/.source,
    /<meta http-equiv="Content-Security-Policy"[^>]*>/.source,
    /\/_astro\/[^"'\s),]*/.source,
    / data-page-version="[^"]*"/.source,
    / data-astro-cid-[a-z0-9]+(?:="[^"]*")?| uid="[^"]*"/.source,
  ].join('|'),
  'g',
);

/** The fingerprint of a page's content, from its text (any one-byte decoding of its bytes, e.g. latin1). */
export function pageFingerprint(text: string): string {
  const hash = createHash('sha1');
  let from = 0;
  for (const m of text.matchAll(LEFT_OUT)) {
    hash.update(text.slice(from, m.index), 'latin1');
    if (m[0].startsWith('/_astro/')) hash.update('/_astro/', 'latin1');
    from = m.index + m[0].length;
  }
  hash.update(text.slice(from), 'latin1');
  return hash.digest('base64url');
}

const FINGERPRINT = /^[A-Za-z0-9_-]{1,64}$/;
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
/** A record larger than this is no release's (a page file per entry, ~100 bytes each): read as none. */
const MAX_RECORD_BYTES = 64 * 1024 * 1024;

/**
 * The record of an earlier release; anything else (missing, broken, hostile, another shape) reads as an empty
 * record, so every page takes the build's date: a sitemap never carries a date that is not a real one.
 */
export function parsePageDates(text: string | Buffer | null | undefined): PageDates {
  if (text == null || text.length === 0 || text.length > MAX_RECORD_BYTES) return {};
  let value: unknown;
  try {
    value = JSON.parse(String(text));
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const dates: PageDates = Object.create(null);
  for (const [file, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(entry) || entry.length !== 2) continue;
    const [hash, date] = entry;
    if (typeof hash === 'string' && FINGERPRINT.test(hash) && typeof date === 'string' && DATE.test(date))
      dates[file] = [hash, date];
  }
  return dates;
}

/**
 * This release's record: each page keeps the earlier date while its fingerprint is unchanged, else takes `now`
 * (the snapshot's fetch time). Pages the earlier release had and this one lacks are dropped.
 */
export function carryPageDates(previous: PageDates, fingerprints: ReadonlyMap<string, string>, now: string): PageDates {
  const dates: PageDates = Object.create(null);
  for (const [file, hash] of fingerprints) {
    const before = Object.hasOwn(previous, file) ? previous[file] : undefined;
    dates[file] = before && before[0] === hash ? before : [hash, now];
  }
  return dates;
}

/** A date as the sitemap writes it: W3C Datetime to the second (`2026-11-29T13:50:57Z`). */
export function sitemapDate(iso: string): string {
  return iso.replace(/\.\d+Z$/, 'Z');
}

/**
 * Puts the live release's record into a new release before it is rendered, for the render to carry its dates over
 * (renderTenant.ts). A target that cannot say (a bucket down) leaves every date to this build: never a failure.
 */
export async function seedPageDates(target: Pick<PublishTarget, 'readLive'>, ref: string, release: string) {
  const record = await target.readLive(ref, LASTMOD_FILE).catch(() => null);
  if (record) await writeFile(join(release, LASTMOD_FILE), record);
}
