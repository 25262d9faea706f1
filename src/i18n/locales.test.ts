/**
 * Consistency of the translation files in /locales against locales/en.json (the source of truth): the same keys
 * (plural keys compared by their stem), every plural form the language needs (per Intl.PluralRules), the same
 * `{{placeholders}}` per key, and no empty strings.
 */
import { readdirSync, readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = new URL('../../locales/', import.meta.url);
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

it('finds the English source and at least one translation', () => {
  expect(locales).toContain(SOURCE);
  expect(locales.length).toBeGreaterThan(1);
});

describe.each(locales)('locales/%s.json', (locale) => {
  const data = load(locale);
  const flat = flatten(data);
  const own = stems(flat);
  const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();

  it('is a JSON object whose leaves are all strings', () => {
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

  it('uses the same {{placeholders}} as en.json in every key', () => {
    const wrong: { key: string; expected: string[]; actual: string[] }[] = [];
    for (const [stem, entry] of own) {
      if (!source.has(stem)) continue;
      const expected = sourcePlaceholders(stem);
      for (const [form, text] of entry.forms) {
        const actual = placeholders(text);
        if (actual.join() !== expected.join()) wrong.push({ key: form ? `${stem}_${form}` : stem, expected, actual });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has no empty strings', () => {
    const empty = [...flat].filter(([, value]) => typeof value === 'string' && value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
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
