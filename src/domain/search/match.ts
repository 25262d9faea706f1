/**
 * Menu search: which items a query finds and in what order. Used alike by the search island over the
 * build's index and by the sample API's `GET webapp/search/{term}`, so both answer the same.
 *
 * Why not a library: MiniSearch or Fuse.js would add 6–8 kB gzip to the search chunk and still need the Arabic
 * and Persian folding of normalize.ts, a Japanese substring rule and Damerau (swap) typos; a menu is a few hundred
 * items at most, so a linear scan over prepared words answers in well under a millisecond without an inverted
 * index. This file and its helpers are about 2 kB minified.
 *
 * Rules:
 * - Every word of the query must be found (in the name, a tag or the description); the query is cut to
 *   QUERY_MAX characters and MAX_WORDS words, each word to WORD_MAX letters (hostile input stays cheap).
 * - A word matches a word of the text exactly, as its start (prefix: "fala" finds Falafel), or with typos
 *   (normalize.ts typosForgiven): in Latin, Greek and Cyrillic one for words of 4 letters or more, two from 8
 *   ("flafel" finds Falafel), in Arabic script one from 5 ("شاورمة" finds "شاورما"); the last query word, the one
 *   being typed, may also have its typo in a prefix ("flaf").
 * - A word of INFIX_MIN letters or more is also found inside a longer word, the part of a compound ("Gipfel" finds
 *   Buttergipfeli), ranked below a word's start.
 * - Words in Japanese, Chinese, Korean, Thai… are looked for anywhere in the text (substring).
 * - A name match outranks any tag match, which outranks any description match; ties keep the menu's order.
 */
import { editDistance } from './editDistance.ts';
import { isUnspacedWord, normalizeSearchText, typosForgiven, wordForms, wordsOf } from './normalize.ts';

export const QUERY_MAX = 200;
export const MAX_WORDS = 10;
export const WORD_MAX = 40;

/** What an item is searched by, in one language. */
export interface SearchFields {
  name: string;
  description?: string;
  tags?: readonly string[];
}

interface PreparedField {
  /** Words of the text, with their other forms (Arabic without the article). */
  words: string[];
  /** The words joined by spaces: where unspaced query words are looked for. */
  text: string;
}

/** An item's fields reduced once for many queries. */
export interface PreparedDoc {
  name: PreparedField;
  tags: PreparedField;
  description: PreparedField;
}

interface QueryWord {
  forms: string[];
  unspaced: boolean;
  /** Typos forgiven: 0, 1 or 2. */
  typos: number;
}

/** A query reduced once for every item. */
export interface PreparedQuery {
  words: QueryWord[];
  /** The whole query, normalised: a name that starts with it gets a bonus. */
  text: string;
}

const WEIGHT = { name: 10, tags: 3, description: 1 } as const;
const QUALITY = {
  exact: 1,
  prefix: 0.8,
  substring: 0.7,
  infix: 0.65,
  typo1: 0.6,
  typo2: 0.45,
  prefixTypo: 0.5,
} as const;
/**
 * Letters from which a query word is also found inside a longer word, not only at its start: the part of a compound
 * ("Gipfel" in "Buttergipfeli", "Torte" in "Rüeblitorte", "milk" in "buttermilk"); German, Dutch and the Nordic
 * languages write dishes so. Shorter words ("tea", "ham") would be found inside too many others.
 */
export const INFIX_MIN = 4;
const NAME_START_BONUS = 2;

const cut = (word: string) => Array.from(word).slice(0, WORD_MAX).join('');

function prepareField(text: string): PreparedField {
  const words = wordsOf(normalizeSearchText(text)).map(cut);
  return { words: words.flatMap(wordForms), text: words.join(' ') };
}

/** Prepares an item's fields for matching. */
export function prepareSearchDoc(fields: SearchFields): PreparedDoc {
  return {
    name: prepareField(fields.name),
    tags: prepareField((fields.tags ?? []).join(' ')),
    description: prepareField(fields.description ?? ''),
  };
}

/** Prepares a query; null when it has no word to look for (empty, spaces, punctuation only). */
export function prepareQuery(query: unknown): PreparedQuery | null {
  if (typeof query !== 'string') return null;
  const words = wordsOf(normalizeSearchText(query.slice(0, QUERY_MAX)))
    .slice(0, MAX_WORDS)
    .map(cut);
  if (words.length === 0) return null;
  return {
    text: words.join(' '),
    words: words.map((word) => {
      return { forms: wordForms(word), unspaced: isUnspacedWord(word), typos: typosForgiven(word) };
    }),
  };
}

/** How well one query word is found in a field: 0 (not found) to 1 (a whole word). */
function wordQuality(q: QueryWord, field: PreparedField, last: boolean): number {
  let best = 0;
  for (const form of q.forms) {
    if (q.unspaced) {
      if (field.words.includes(form)) return QUALITY.exact;
      if (field.text.includes(form)) best = Math.max(best, QUALITY.substring);
      continue;
    }
    const length = Array.from(form).length;
    for (const word of field.words) {
      if (word === form) return QUALITY.exact;
      if (word.startsWith(form)) {
        best = Math.max(best, QUALITY.prefix);
        continue;
      }
      if (length >= INFIX_MIN && best < QUALITY.infix && word.includes(form)) {
        best = QUALITY.infix;
        continue;
      }
      if (q.typos === 0 || best >= QUALITY.typo1) continue;
      const d = editDistance(form, word, q.typos);
      if (d <= q.typos) {
        best = Math.max(best, d === 1 ? QUALITY.typo1 : QUALITY.typo2);
        continue;
      }
      if (!last || best >= QUALITY.prefixTypo) continue;
      // The word being typed: its typo may sit in the start of a longer word ("flaf" → "falafel").
      const letters = Array.from(word);
      for (const n of [length - 1, length, length + 1]) {
        if (n < 1 || n >= letters.length) continue;
        if (editDistance(form, letters.slice(0, n).join(''), q.typos) <= q.typos) {
          best = Math.max(best, QUALITY.prefixTypo);
          break;
        }
      }
    }
  }
  return best;
}

/** The score of an item for a query: 0 when some query word is found nowhere, higher is better. */
export function scoreSearchDoc(doc: PreparedDoc, query: PreparedQuery): number {
  let score = 0;
  for (const [i, q] of query.words.entries()) {
    const last = i === query.words.length - 1;
    const best = Math.max(
      WEIGHT.name * wordQuality(q, doc.name, last),
      WEIGHT.tags * wordQuality(q, doc.tags, last),
      WEIGHT.description * wordQuality(q, doc.description, last),
    );
    if (best === 0) return 0;
    score += best;
  }
  return doc.name.text.startsWith(query.text) ? score + NAME_START_BONUS : score;
}

/** The values whose documents match the query, best first (ties in the given order); [] for an empty query. */
export function searchPrepared<T>(entries: ReadonlyArray<{ doc: PreparedDoc; value: T }>, query: unknown): T[] {
  const prepared = prepareQuery(query);
  if (!prepared) return [];
  return entries
    .map((entry, order) => ({ value: entry.value, order, score: scoreSearchDoc(entry.doc, prepared) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((hit) => hit.value);
}
