/**
 * A short cut of a long text for list pages (menu and category item cards): whole words, then an ellipsis. The
 * item page shows the whole text. Words are the locale's (Intl.Segmenter), so Japanese, Thai or Chinese, written
 * without spaces, are cut between words too, and never inside a grapheme (an emoji, a combining accent).
 */

/** `text` if it has at most `max` characters (UTF-16 units), else a cut of it ending in "…", `max` at most. */
export function truncateText(text: string, max: number, locale = 'en'): string {
  if (text.length <= max) return text;
  const room = max - 1; // the ellipsis
  let end = 0;
  for (const { segment, index, isWordLike } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    if (index + segment.length > room) break;
    if (isWordLike) end = index + segment.length;
  }
  // One word longer than the room (a URL, a long compound): cut it between graphemes instead.
  if (end === 0) {
    for (const { segment, index } of new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(text)) {
      if (index + segment.length > room) break;
      end = index + segment.length;
    }
  }
  return `${text.slice(0, end).trimEnd()}…`;
}

/** Characters of an item's description on its card: about three lines of a card's width. */
export const CARD_DESCRIPTION_MAX = 140;
