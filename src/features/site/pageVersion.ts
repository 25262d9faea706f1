/**
 * A page's version: what an open page compares with `builds/latest.json` to learn that its own content changed
 * (spec §4, §7: the hourly new-build check).
 *
 * It is a digest of the page's own bytes, written into the page in place of this placeholder by the build worker
 * (build/render/pageVersion.ts): a page that a republish leaves byte for byte the same keeps its version, so its file
 * is the same blob and a bucket publish does not upload it again; and an open page is told of a new build only when
 * the build changed *it* (a one-item edit does not send every open page of the menu back to the network).
 *
 * The placeholder is what a page rendered outside the build (none is served) carries: never taken for stale.
 */
export const PAGE_VERSION_PLACEHOLDER = '00000000000';

/** What `builds/latest.json` holds: the release's content id and the version of every page it serves. */
export interface LatestBuild {
  id: string;
  pages: string[];
}

/** Whether an open page of version `version` is out of date, given what `builds/latest.json` answered. */
export function isPageStale(version: string | undefined, latest: unknown): boolean {
  if (!version || version === PAGE_VERSION_PLACEHOLDER) return false;
  const pages = (latest as Partial<LatestBuild> | null)?.pages;
  // An answer of another shape (a proxy's page, an older release's file) says nothing.
  if (!Array.isArray(pages)) return false;
  return !pages.includes(version);
}
