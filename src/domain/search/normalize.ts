/**
 * Text as menu search compares it: what a customer types and what the menu says are both reduced to
 * the same form, so spelling variants that mean the same word meet.
 *
 * - Compatibility forms become plain ones (NFKC: full-width "ＡＢＣ" is "abc", half-width katakana full-width,
 *   Arabic presentation forms their letters), then lower case.
 * - Latin, Greek and Cyrillic accents go (café = cafe, Ä = a), through NFD; other combining marks are kept, so
 *   Japanese dakuten (が ≠ か), Devanagari or Bengali vowel signs and Hangul are untouched.
 * - Arabic and Persian: tashkeel (fatha, damma, kasra, tanwin, shadda, sukun, superscript alef, Quranic marks)
 *   and tatweel go; hamza and madda on a carrier go with them, so أ إ آ are ا, and ؤ ئ their plain letters;
 *   ٱ is ا; alef maksura ى, Arabic ي and Persian ی are one yeh; Arabic ك and Persian ک one kaf; teh marbuta ة
 *   is ه. Customers type these interchangeably, and keyboards differ between the two languages.
 * - Digits of every script (Arabic-Indic, Persian, Devanagari, full-width …) are ASCII (domain/digits.ts).
 * - Format characters go: direction marks (LRM, RLM, ALM, isolates), zero-width (non-)joiners, soft hyphens.
 */
import { normalizeDigits } from '../digits.ts';

/** Combining marks removed after NFD: Latin/Greek/Cyrillic accents and Arabic tashkeel, hamza and madda. */
const STRIPPED_MARKS = /[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed]/g;
/** Tatweel (kashida) and every format character (\p{Cf}: bidi marks, ZWJ/ZWNJ, BOM, soft hyphen). */
const INVISIBLE = /[\u0640\p{Cf}]/gu;
/** Apostrophes inside words ("Today's", "Al'Hamra") are dropped, not word breaks. */
const APOSTROPHES = /['\u2019\u02bc\u02bb`]/g;

/** Letters one script writes two ways, or another language's letter for the same sound, mapped to one. */
const LETTERS: Readonly<Record<string, string>> = {
  '\u0671': '\u0627', // ٱ alef wasla → ا
  '\u0649': '\u064a', // ى alef maksura → ي
  '\u06cc': '\u064a', // ی Persian yeh → ي
  '\u06a9': '\u0643', // ک keheh (Persian kaf) → ك
  '\u06aa': '\u0643', // ڪ swash kaf → ك
  '\u0629': '\u0647', // ة teh marbuta → ه
  '\u06d5': '\u0647', // ە ae, and ۀ once its hamza is gone → ه
  ß: 'ss',
  ς: 'σ', // Greek final sigma
  ı: 'i', // Turkish dotless i: customers type either
  ø: 'o',
  ł: 'l',
  đ: 'd',
  æ: 'ae',
  œ: 'oe',
};
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/** The search form of a text (see the module comment); '' for anything that is not a string. */
export function normalizeSearchText(text: unknown): string {
  if (typeof text !== 'string') return '';
  return normalizeDigits(
    text
      .normalize('NFKC')
      .toLowerCase()
      .normalize('NFD')
      .replace(STRIPPED_MARKS, '')
      .replace(INVISIBLE, '')
      .replace(APOSTROPHES, '')
      .normalize('NFC')
      .replace(LETTER_PATTERN, (c) => LETTERS[c] ?? c),
  );
}

/** Anything that is not a letter, a digit or a combining mark separates words. */
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;

/** The words of an already normalised text. */
export function wordsOf(normalized: string): string[] {
  return normalized.split(SEPARATORS).filter((w) => w !== '');
}

/**
 * Scripts written without spaces between words (Japanese, Chinese, Thai, Lao, Khmer, Myanmar) and Hangul, whose
 * words carry particles: a query word in them is looked for anywhere in the text, not as a word start.
 */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Whether a word is matched as a substring (see UNSPACED). */
export function isUnspacedWord(word: string): boolean {
  return UNSPACED.test(word);
}

/** Alphabets whose typos are forgiven as in English (Latin scripts; Greek and Cyrillic are spelt the same way). */
const TYPO_TOLERANT = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]+$/u;
/** Arabic script (Arabic, Persian, Urdu): its words are shorter and its roots denser, so typos are forgiven later. */
const ARABIC_SCRIPT = /^[\p{Script=Arabic}\p{N}]+$/u;

/**
 * How many typos a query word may have and still find a word: in Latin, Greek and Cyrillic one from 4 letters and
 * two from 8 ("flafel" finds Falafel); in Arabic script one from 5 letters, the spellings customers write one for
 * another that the folding above cannot make one ("شاورمة" finds "شاورما", "بيتزه" "بيتزا": a loanword's last
 * letter), where a shorter word would find words of other roots; none in other scripts (looked for as substrings).
 */
export function typosForgiven(word: string): number {
  const length = Array.from(word).length;
  if (TYPO_TOLERANT.test(word)) return length >= 8 ? 2 : length >= 4 ? 1 : 0;
  if (ARABIC_SCRIPT.test(word)) return length >= 5 ? 1 : 0;
  return 0;
}

const ARABIC_ARTICLE = '\u0627\u0644'; // ال

/**
 * The forms a word is known by: itself, and for an Arabic word with the definite article (الشاورما) the word
 * without it, so "شاورما" finds "الشاورما" and the other way round.
 */
export function wordForms(word: string): string[] {
  return word.startsWith(ARABIC_ARTICLE) && [...word].length >= 4 ? [word, word.slice(2)] : [word];
}
