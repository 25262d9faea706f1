/**
 * Text quoted the way its language quotes (CLDR's quotationStart and quotationEnd of each supported locale): a
 * customer's note for the kitchen reads „ohne Zwiebeln“ in German, « sans oignons » in French, 「玉ねぎ抜き」 in
 * Japanese, where an English “…” on every page read as a foreign mark.
 */
const CURLY: readonly [string, string] = ['“', '”'];
const GUILLEMETS: readonly [string, string] = ['«', '»'];
const LOW_HIGH: readonly [string, string] = ['„', '“'];
const LOW_HIGH_RIGHT: readonly [string, string] = ['„', '”'];

const QUOTES: Readonly<Record<string, readonly [string, string]>> = {
  ar: ['”', '“'],
  az: GUILLEMETS,
  bg: LOW_HIGH,
  ca: GUILLEMETS,
  de: LOW_HIGH,
  el: GUILLEMETS,
  es: GUILLEMETS,
  et: LOW_HIGH,
  fa: GUILLEMETS,
  fi: ['”', '”'],
  // With the narrow no-break spaces French sets inside them.
  fr: ['«\u202f', '\u202f»'],
  hr: LOW_HIGH,
  hu: LOW_HIGH_RIGHT,
  hy: GUILLEMETS,
  it: GUILLEMETS,
  ja: ['「', '」'],
  ka: LOW_HIGH,
  nn: GUILLEMETS,
  no: GUILLEMETS,
  pl: LOW_HIGH_RIGHT,
  ro: LOW_HIGH_RIGHT,
  ru: GUILLEMETS,
  sq: GUILLEMETS,
  sv: ['”', '”'],
};

/** `text` between the quotation marks of `locale` (English's “…” for a language that uses them, or an unknown one). */
export function quoted(text: string, locale: string): string {
  const [open, close] = QUOTES[locale.split('-')[0]!] ?? CURLY;
  return `${open}${text}${close}`;
}
