/**
 * Consistency of the translation files in /locales against locales/en.json (the source of truth): the same keys
 * (plural keys compared by their stem), every plural form the language needs (per Intl.PluralRules), the same
 * `{{placeholders}}` per key, no empty strings, nothing left in English, the glossary's terms for the selling
 * types and the main navigation, and a file for every supported locale.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../domain/locale.ts';

const LOCALES_DIR = new URL('../../locales/', import.meta.url);
const GLOSSARY_DIR = new URL('../../locales/glossary/', import.meta.url);
const SOURCE = 'en';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

type Flat = Map<string, unknown>;

/** Nested resource object → dotted key → leaf value (leaves are expected to be strings). */
function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

interface Stem {
  /** Plural category → text, for plural keys; '' → text for a plain key. */
  forms: Map<string, unknown>;
  plural: boolean;
}

/** Dotted keys grouped by stem: `menu.items_one` and `menu.items_other` → `menu.items`. */
function stems(flat: Flat): Map<string, Stem> {
  const out = new Map<string, Stem>();
  for (const [key, value] of flat) {
    const match = PLURAL_SUFFIX.exec(key);
    const stem = match ? key.slice(0, match.index) : key;
    const entry = out.get(stem) ?? { forms: new Map(), plural: false };
    if (match) entry.plural = true;
    entry.forms.set(match ? match[1]! : '', value);
    out.set(stem, entry);
  }
  return out;
}

function placeholders(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort();
}

function load(locale: string): unknown {
  return JSON.parse(readFileSync(new URL(`${locale}.json`, LOCALES_DIR), 'utf8'));
}

const locales = readdirSync(LOCALES_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();

const source = stems(flatten(load(SOURCE)));

/** Placeholders a stem's text must use: the union over the English forms. */
function sourcePlaceholders(stem: string): string[] {
  const entry = source.get(stem);
  return [...new Set([...(entry?.forms.values() ?? [])].flatMap(placeholders))].sort();
}

/**
 * Keys whose English text may stay as it is in any language: brand names, abbreviations and unit symbols used
 * as they are (a language may still translate them: "СМС", "분").
 */
const SAME_IN_ANY_LANGUAGE: Record<string, string> = {
  'account.channel_whatsapp': 'WhatsApp is a brand name',
  'account.channel_sms': 'SMS is the abbreviation most languages use as it is',
  'item.calories': 'kcal is the unit symbol',
};

/**
 * Words a language spells exactly as English does (the translation IS the same word), per locale. A locale
 * whose glossary maps an English term to itself ("Total": "Total") needs no entry here for that term.
 * The comparison is on the text without its placeholders and surrounding punctuation ("Status: {{status}}" →
 * "status"), case-insensitive.
 */
const COGNATES: Record<string, { words: string[]; reason: string }> = {
  ca: { words: ['categories'], reason: 'Catalan plural of "categoria"' },
  de: {
    words: ['optional', 'feedback', 'wallet', 'details', 'status', 'name', 'block', 'avenue', 'bonus'],
    reason: 'German words (Wallet as in Apple/Google Wallet; Block and Avenue are the Kuwaiti address parts)',
  },
  fr: {
    words: ['menu', 'options', 'minimum', 'pages', 'total', 'date', 'table', 'avenue', 'parking'],
    reason: 'French words spelled as in English',
  },
  nl: { words: ['postcode', 'intercom'], reason: 'Dutch words' },
  pl: { words: ['bonus'], reason: 'Polish word' },
};

/** Text without placeholders and without the punctuation and spaces around it, lower-cased, for comparing. */
function core(text: unknown, locale: string): string {
  if (typeof text !== 'string') return '';
  return text
    .replace(PLACEHOLDER, ' ')
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '')
    .toLocaleLowerCase(locale);
}

/** A locale's glossary (English term → the locale's term), or null when it has none. */
function glossaryOf(locale: string): Record<string, unknown> | null {
  const url = new URL(`${locale}.json`, GLOSSARY_DIR);
  if (!existsSync(url)) return null;
  try {
    return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
  } catch {
    // Reported by the glossary's own test.
    return { '': null };
  }
}

/** The keys whose text must use the glossary's term: the selling types and the main navigation. */
const GLOSSARY_KEYS = [...[...source.keys()].filter((stem) => stem.startsWith('sellingType.')), 'nav.cart', 'nav.menu'];

it('finds the English source and at least one translation', () => {
  expect(locales).toContain(SOURCE);
  expect(locales.length).toBeGreaterThan(1);
});

it('has a translation file for every supported locale', () => {
  const missing = SUPPORTED_LOCALES.filter((locale) => !locales.includes(locale));
  expect(missing).toEqual([]);
});

it('has no translation file for a locale that is not supported', () => {
  expect(locales.filter((locale) => !(SUPPORTED_LOCALES as readonly string[]).includes(locale))).toEqual([]);
});

it('has a glossary only beside a translation file', () => {
  const glossaries = existsSync(GLOSSARY_DIR) ? readdirSync(GLOSSARY_DIR).filter((name) => name.endsWith('.json')) : [];
  expect(glossaries.filter((name) => !locales.includes(name.slice(0, -'.json'.length)))).toEqual([]);
});

it('checks the glossary keys of every selling type', () => {
  // A renamed section would silently empty the glossary check.
  expect(GLOSSARY_KEYS.filter((key) => key.startsWith('sellingType.')).length).toBeGreaterThanOrEqual(4);
  for (const key of GLOSSARY_KEYS) expect(source.has(key), key).toBe(true);
});

/** A file that does not parse fails its own tests, not the collection of every locale's. */
function loadOrError(locale: string): { data: unknown; error: string | null } {
  try {
    return { data: load(locale), error: null };
  } catch (error) {
    return { data: {}, error: String(error) };
  }
}

describe.each(locales)('locales/%s.json', (locale) => {
  const { data, error } = loadOrError(locale);
  const flat = flatten(data);
  const own = stems(flat);
  const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
  /** Plural categories that stand for a single whole number (Arabic zero, one, two; English one). */
  const rules = new Intl.PluralRules(locale);
  const singleNumberForms = new Set<string>(
    categories.filter(
      (cat) => Array.from({ length: 1001 }, (_, n) => n).filter((n) => rules.select(n) === cat).length === 1,
    ),
  );

  it('is a JSON object whose leaves are all strings', () => {
    expect(error).toBeNull();
    expect(data).toBeTypeOf('object');
    const notStrings = [...flat].filter(([, value]) => typeof value !== 'string').map(([key]) => key);
    expect(notStrings).toEqual([]);
  });

  it('names a locale that Intl knows (so the plural rules are the real ones)', () => {
    expect(Intl.PluralRules.supportedLocalesOf([locale])).toEqual([locale]);
  });

  it('has the same keys as en.json', () => {
    const missing = [...source.keys()].filter((stem) => !own.has(stem));
    const extra = [...own.keys()].filter((stem) => !source.has(stem));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('pluralises exactly the keys that en.json pluralises', () => {
    const mismatched = [...own]
      .filter(([stem, entry]) => source.has(stem) && source.get(stem)!.plural !== entry.plural)
      .map(([stem]) => stem);
    expect(mismatched).toEqual([]);
  });

  it(`has every plural form of the language (${categories.join(', ')}) and no others`, () => {
    const wrong = [...own]
      .filter(([, entry]) => entry.plural)
      .map(([stem, entry]) => ({ stem, forms: [...entry.forms.keys()].sort() }))
      .filter(({ forms }) => forms.join() !== categories.join());
    expect(wrong).toEqual([]);
  });

  it('uses the same {{placeholders}} as en.json in every key ({{count}} optional in a form of one number)', () => {
    const wrong: { key: string; expected: string[]; actual: string[] }[] = [];
    for (const [stem, entry] of own) {
      if (!source.has(stem)) continue;
      const expected = sourcePlaceholders(stem);
      for (const [form, text] of entry.forms) {
        const actual = placeholders(text);
        // Arabic's "صنف واحد" and "صنفان" say their number in the word: {{count}} may go there.
        const withoutCount = expected.filter((name) => name !== 'count');
        if (singleNumberForms.has(form) && actual.join() === withoutCount.join()) continue;
        if (actual.join() !== expected.join()) wrong.push({ key: form ? `${stem}_${form}` : stem, expected, actual });
      }
    }
    expect(wrong).toEqual([]);
  });

  it.skipIf(!categories.includes('two'))(
    'writes the dual (the form of 2) without a number before it: the word says two',
    () => {
      // "صنفان", not "2 صنفان"; a count given as a value ("عدد الأصناف: {{count}}") is not a dual.
      const counted = /\{\{\s*count\s*\}\}\s*\p{L}|\p{L}\s*\{\{\s*count\s*\}\}/u;
      const withCount = [...own]
        .filter(([, entry]) => {
          const text = entry.forms.get('two');
          return typeof text === 'string' && counted.test(text);
        })
        .map(([stem]) => `${stem}_two`);
      expect(withCount).toEqual([]);
    },
  );

  it.skipIf(!categories.includes('few'))(
    'writes a count of minutes with no noun to agree with it (a language of several plural forms: "3 دقيقة" is wrong, "15 دقائق" too)',
    () => {
      // A message given minutes as a plain value has one form for every number: "الدقائق المتبقية: {{minutes}}", or
      // the unit's abbreviation ("через {{minutes}} мин", "za {{minutes}} min").
      const agreeing = [...flat]
        .filter(([, value]) => typeof value === 'string' && /\{\{\s*minutes\s*\}\}\s*\p{L}{4,}/u.test(value))
        .map(([key]) => key);
      expect(agreeing).toEqual([]);
    },
  );

  it('has no empty strings', () => {
    const empty = [...flat].filter(([, value]) => typeof value === 'string' && value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.skipIf(locale === SOURCE)('leaves no string in English (brand names, symbols and cognates aside)', () => {
    const glossary = glossaryOf(locale) ?? {};
    const sameTerms = new Set(
      Object.entries(glossary)
        .filter(([english, term]) => typeof term === 'string' && core(english, locale) === core(term, locale))
        .map(([english]) => core(english, locale)),
    );
    const cognates = new Set(COGNATES[locale]?.words ?? []);
    const english: string[] = [];
    for (const [stem, entry] of own) {
      const sourceEntry = source.get(stem);
      if (!sourceEntry || Object.hasOwn(SAME_IN_ANY_LANGUAGE, stem)) continue;
      for (const [form, text] of entry.forms) {
        // A form English lacks (ar "few") is compared with English "other".
        const sourceText = sourceEntry.forms.get(form) ?? sourceEntry.forms.get('other');
        const mine = core(text, locale);
        if (!/\p{L}/u.test(mine) || mine !== core(sourceText, locale)) continue;
        if (sameTerms.has(mine) || cognates.has(mine)) continue;
        english.push(`${form ? `${stem}_${form}` : stem}: ${JSON.stringify(text)}`);
      }
    }
    // Translate these; if the word really is the same in this language, add it to COGNATES above with why.
    expect(english).toEqual([]);
  });

  it.skipIf(glossaryOf(locale) === null)(
    "uses its glossary's terms for the selling types, the cart and the menu",
    () => {
      const glossary = glossaryOf(locale)!;
      const wrong: string[] = [];
      for (const key of GLOSSARY_KEYS) {
        const englishTerm = source.get(key)?.forms.get('');
        const term = typeof englishTerm === 'string' ? glossary[englishTerm] : undefined;
        const text = flat.get(key);
        if (typeof term !== 'string' || term.trim() === '') {
          wrong.push(`${key}: the glossary has no term for ${JSON.stringify(englishTerm)}`);
        } else if (
          typeof text !== 'string' ||
          !text.toLocaleLowerCase(locale).includes(term.toLocaleLowerCase(locale))
        ) {
          wrong.push(`${key}: ${JSON.stringify(text)} does not use ${JSON.stringify(term)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it.skipIf(glossaryOf(locale) === null)('has a glossary of non-empty strings keyed by English terms', () => {
    const glossary = glossaryOf(locale)!;
    expect(glossary).toBeTypeOf('object');
    const bad = Object.entries(glossary)
      .filter(([english, term]) => !/\p{L}/u.test(english) || typeof term !== 'string' || term.trim() === '')
      .map(([english]) => english);
    expect(bad).toEqual([]);
  });

  it('ends the not-found messages with the path (the 404 page appends it after the text)', () => {
    for (const key of ['error.404', 'error.pageNotFound']) {
      if (!source.has(key)) continue;
      expect(flat.get(key), key).toMatch(/^.+: \{\{path\}\}$/);
    }
  });

  it('resolves every plural key through i18next without falling back', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      resources: { [locale]: { translation: data as Record<string, unknown> } },
      lng: locale,
      fallbackLng: false,
      supportedLngs: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const unresolved: string[] = [];
    for (const [stem, entry] of own) {
      if (!entry.plural) continue;
      for (const count of [0, 1, 2, 3, 11, 100, 1.5, 1_000_000]) {
        if (instance.t(stem, { count }) === stem) unresolved.push(`${stem} (count ${count})`);
      }
    }
    expect(unresolved).toEqual([]);
  });
});
