/**
 * Lists without "and" (an address's parts), in their own module: only the order page uses them, and locale.ts is in
 * every island page's shared chunk.
 */
import { intlLocale } from './locale.ts';

/**
 * Items one after another with the locale's list separator and no "and" (an address: "Salmiya, Block 10, Street 26";
 * "السالمية، القطعة 10"; "東京都、渋谷区"): the separator a conjunction list puts between its first two items.
 */
export function formatSeparatedList(items: readonly string[], locale: string): string {
  return items.filter((item) => typeof item === 'string' && item !== '').join(listSeparatorOf(locale));
}

/**
 * The comma of a language's lists: the first punctuation mark CLDR puts between list items (a conjunction list's,
 * else a unit list's: Arabic's conjunction has only "و"), followed by a space except for the ideographic comma.
 */
function listSeparatorOf(locale: string): string {
  const tag = intlLocale(locale);
  const literals = (type: 'conjunction' | 'unit') => {
    try {
      return new Intl.ListFormat(tag, { type, style: type === 'unit' ? 'short' : 'long' })
        .formatToParts(['a', 'b', 'c'])
        .filter((part) => part.type === 'literal')
        .map((part) => part.value)
        .join('');
    } catch {
      return '';
    }
  };
  const mark = /\p{P}/u.exec(literals('conjunction'))?.[0] ?? /\p{P}/u.exec(literals('unit'))?.[0] ?? ',';
  return mark === '、' || mark === '，' ? mark : `${mark} `;
}
