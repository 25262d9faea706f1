/**
 * Stamps a rendered page with its version (features/site/pageVersion.ts): the layout writes the placeholder in the
 * page's `<html>` tag; the digest of the page's bytes as they are with the placeholder (InlineSlots.splice reads
 * them) is written in its place, in the same number of bytes.
 *
 * Only the first occurrence in the page's first bytes is the layout's: the `<html>` tag comes before anything a
 * business writes, so a business's text holding the placeholder is never replaced.
 */
import { PAGE_VERSION_PLACEHOLDER } from '../../features/site/pageVersion.ts';

const ATTRIBUTE = Buffer.from(` data-page-version="${PAGE_VERSION_PLACEHOLDER}"`, 'latin1');
const VALUE_AT = ATTRIBUTE.length - 1 - PAGE_VERSION_PLACEHOLDER.length;
/** The `<html>` tag ends before this: doctype, language, direction, the business's id and base path. */
const HEAD_BYTES = 1024;

/** Writes `version` over the placeholder in `first` (the page's first part); false when the page has none. */
export function stampPageVersion(first: Buffer, version: string): boolean {
  if (version.length !== PAGE_VERSION_PLACEHOLDER.length || !/^[\w-]+$/.test(version))
    throw new Error(`a page version of an unexpected form: ${JSON.stringify(version)}`);
  const at = first.subarray(0, HEAD_BYTES).indexOf(ATTRIBUTE);
  if (at < 0) return false;
  first.write(version, at + VALUE_AT, 'latin1');
  return true;
}
