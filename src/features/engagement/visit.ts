/**
 * A visit of the storefront is counted once per browser session (spec §7 `POST webapp/visit/{id}`): the first page
 * of a business a tab opens counts it, and a flag in the tab's sessionStorage keeps the later pages (and reloads)
 * from counting again. The count carries nothing about the visitor (no id, no referrer): it is the business's
 * own audience figure, not tracking, so it needs no consent. Without a usable sessionStorage nothing is counted:
 * a visit that cannot be remembered would be counted on every page.
 */

/** Where a tab remembers that its visit of a business was counted. */
export const visitKey = (ref: string) => `sf:${ref}:visit`;

/** Counts the visit unless this session has; returns whether it did. `count` is the API call. */
export function countVisitOnce(
  ref: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  count: () => Promise<unknown>,
): boolean {
  try {
    if (!storage || storage.getItem(visitKey(ref))) return false;
    // Remembered first: a second page opened while the call is on its way does not count again.
    storage.setItem(visitKey(ref), '1');
  } catch {
    return false; // privacy mode or full storage
  }
  count().catch(() => {
    // Not counted (offline, API down): forget it, so the next page of the session tries again.
    try {
      storage.setItem(visitKey(ref), '');
    } catch {
      // nothing more to do
    }
  });
  return true;
}
