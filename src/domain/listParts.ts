/**
 * A list in words in parts (a module of its own: only the pages that mark up each item load it, not every page's
 * shared chunk with formatList).
 */
import { listFormatOf } from './locale.ts';

/** A piece of a list in words: an item (`element`) or the words between items (`literal`: ", ", " and "). */
export interface ListPart {
  type: 'element' | 'literal';
  value: string;
}

/** formatList in parts, so a page can mark up each item: `[{ type: 'element', value }, { type: 'literal', value }]`. */
export function formatListParts(items: readonly string[], locale: string): ListPart[] {
  return listFormatOf(locale).formatToParts(items.filter((item) => typeof item === 'string'));
}
