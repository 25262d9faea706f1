/**
 * A page's meta description when the payload gives it none of its own: what the page lists, in the page's language
 * (its categories, dishes, branches or policies, as Intl joins a list), so that no two pages of a business share the
 * business's description (review5 crawler B2: a menu, every category without a description, the branches and the
 * policies all said the landing page's words). Built from the payload only: no sentence of ours to translate.
 */
import { formatList } from '../../domain/locale.ts';
import type { PageContext } from '../site/context.ts';

/** The most names a description lists: the first ones (menus list what comes first). */
export const DESCRIPTION_NAMES = 8;

/** The first names, once each, joined as the language joins a list ("A, B and C"); empty when there are none. */
export function listDescription(names: readonly string[], locale: string): string {
  const kept = [...new Set(names.map((n) => (typeof n === 'string' ? n.trim() : '')).filter(Boolean))];
  return kept.length ? formatList(kept.slice(0, DESCRIPTION_NAMES), locale) : '';
}

/**
 * "Label: list" with the language's own punctuation ("Menu livraison : …" in French, a full-width colon in Japanese),
 * or undefined when the list is empty (the page then takes the business's description). The punctuation is the
 * checkout summary's `problemLine` ("{{field}}: {{problem}}"), the one "label: text" string every locale has.
 */
export function labelledDescription(t: PageContext['t'], label: string, list: string): string | undefined {
  return list ? t('checkout.problemLine', { field: label, problem: list }) : undefined;
}

/**
 * Characters below which a description says too little for a search result (crawler review 12: "From 2 pm",
 * "馕坑现烤"): about 50 in alphabets, 25 in scripts written a word to a character or two (CJK, Hangul, kana: each
 * counts double).
 */
export const THIN_DESCRIPTION = 50;

const WIDE = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** How long a text reads, a wide character counted twice. */
function weight(text: string): number {
  let n = 0;
  for (const c of text) n += WIDE.test(c) ? 2 : 1;
  return n;
}

/**
 * A description that says enough: `text` as it is when it does, else followed by what else the page shows (its
 * category, its price, the business: `more`, in that order) until it does, joined with " · " (no sentence of
 * ours to translate). Empty parts and parts already said are left out; nothing given gives ''.
 */
export function fullerDescription(text: string, more: ReadonlyArray<string | undefined>): string {
  const parts = [text.trim()].filter(Boolean);
  for (const part of more) {
    if (weight(parts.join(' · ')) >= THIN_DESCRIPTION) break;
    const p = part?.trim();
    if (p && !parts.some((q) => q.toLowerCase().includes(p.toLowerCase()))) parts.push(p);
  }
  return parts.join(' · ');
}

/**
 * The most a description says, in the weight above (a wide character counts twice): what a search result shows of
 * it (~155–160 characters); a longer one is cut there by the engine, mid-word. Open Graph cards show less.
 */
export const DESCRIPTION_MAX = 160;

/**
 * `text` as a search result can show it whole: as it is when it fits, else cut after the last whole word that fits
 * (at a character in scripts written without spaces) and ended with "…"; never inside a character.
 */
export function clippedDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (weight(clean) <= max) return clean;
  let n = 0;
  let end = 0;
  for (const c of clean) {
    n += WIDE.test(c) ? 2 : 1;
    if (n > max - 1) break; // room for the ellipsis
    end += c.length;
  }
  const cut = clean.slice(0, end);
  const space = cut.lastIndexOf(' ');
  // Back to the last space unless that loses most of the text (a long word, or a script without spaces).
  const kept = space > end * 0.6 ? cut.slice(0, space) : cut;
  return `${kept.replace(/[\s,;:.·–-]+$/u, '')}…`;
}
