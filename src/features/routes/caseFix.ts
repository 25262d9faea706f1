/**
 * An address typed in the wrong letter case (`/shawarma-house/branches`, `/shawarma-house/AR/Delivery`): the
 * spec's words are case-sensitive (`Branches`, `Policies`, `Feedback`), and people type lowercase. The not-found
 * page sends such an address to the page it means (notFound.client.ts). It is done there, not by a redirect rule:
 * some CDNs match `_redirects` case-insensitively, where `/branches → /Branches` would send `/Branches` to itself.
 * Crawlers still get the 404 (the site never links such an address); a person gets the page.
 */

/** The words of a business's addresses, ids aside: what a mistyped address may be put right to. */
export function addressWords(paths: Iterable<string>): string[] {
  const words = new Set<string>();
  for (const path of paths)
    for (const segment of path.split('/')) if (segment && segment !== '_' && !/^\d+$/.test(segment)) words.add(segment);
  return [...words];
}

/**
 * The address `pathname` means when only the case of its words is wrong, or null (already right, not under `base`,
 * or no word to put right). Segments that are no word of the business's (ids, unknown names) stay as typed.
 */
export function addressInCase(pathname: string, base: string, words: readonly string[]): string | null {
  if (base && pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  const byLower = new Map(words.map((w) => [w.toLowerCase(), w]));
  let changed = false;
  const fixed = pathname
    .slice(base.length)
    .split('/')
    .map((segment) => {
      const word = byLower.get(segment.toLowerCase());
      if (word === undefined || word === segment) return segment;
      changed = true;
      return word;
    });
  return changed ? base + fixed.join('/') : null;
}
