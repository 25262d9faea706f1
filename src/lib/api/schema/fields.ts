/**
 * The building blocks of every answer's schema: texts capped in length, texts in several languages, picture and
 * link URLs, and lists whose ids must be unique.
 */
import { z } from 'zod';

/**
 * Caps on texts (the spec names none). A payload is tenant data and a page repeats it: one 1 MB description made
 * 6 MB menu pages. Over a cap the payload is refused naming the field, rather than cut silently.
 * - name 200: the longest real dish or category names run to about 100 characters; twice that leaves room for
 *   translations that grow (German, Finnish) while 100 items' names stay under 20 kB on a list page;
 * - description 5,000: an ingredients and allergens note is under 1,500; 5,000 is a page of text. List pages show
 *   a short cut of it (ItemCard), only the item page the whole;
 * - address 500: a few lines; long 2,000: a server message;
 * - policy 100,000: terms or a privacy policy run to 10,000-15,000 words;
 * - short 64: codes, phones, time zones, kinds; url 2,048: what browsers and CDNs reliably take;
 * - 60 languages per text at most (the business's own list is far shorter).
 */
export const TEXT_LIMITS = {
  name: 200,
  description: 5_000,
  address: 500,
  long: 2_000,
  policy: 100_000,
  short: 64,
  url: 2_048,
  locales: 60,
} as const;

/**
 * The bidirectional embeddings and overrides (U+202A–U+202E): "Café ‮gnp.exe" reads "Café exe.png" in a browser's tab,
 * a share card or a search result, where no page markup isolates it. The pages set each owner's text in its own
 * direction themselves (`dir="auto"`, `<bdi>`), so these legacy controls are never needed; marks and isolates stay.
 */
const BIDI_OVERRIDES = /[\u202A-\u202E]/g;

/** A string of at most `max` characters, without bidi overrides; the message says how long it was. */
export const text = (max: number) =>
  z
    .string()
    .overwrite((value) => value.replace(BIDI_OVERRIDES, ''))
    .max(max, { error: (issue) => `${String(issue.input).length} characters, more than the ${max} allowed` });

/**
 * Caps on numbers (the spec names none). A price is held in minor units as an exact integer (domain/money.ts):
 * 10^10 in major units is 10^13 thousandths of a dinar, well inside the integers a number holds exactly (2^53), and
 * above any dish's price in any currency (a banquet in rials runs to 10^8). Over it, a payload is refused naming the
 * field: a price of `1e308` turned into no amount at all and the dish was published as free, `9007199254740993` as
 * `9007199254740989.00`. A measure (a weight in kg, a preparation or delivery time, calories) stops at a million.
 */
export const NUMBER_LIMITS = { amount: 1e10, measure: 1e6 } as const;

const capped = (max: number, what: string) =>
  z
    .number()
    .min(0)
    .max(max, { error: (issue) => `${String(issue.input)}, more than the ${max.toLocaleString('en')} ${what}` });
/** A price, fee or minimum in major units (≥ 0, at most NUMBER_LIMITS.amount). */
export const amount = () => capped(NUMBER_LIMITS.amount, 'an amount may be');
/** A weight, time or count of calories (≥ 0, at most NUMBER_LIMITS.measure). */
export const measure = () => capped(NUMBER_LIMITS.measure, 'a measure may be');

/** A text in several languages, `max` characters each: `[{ locale: 'en', name: 'Burger' }, ...]` (spec §3). */
export const localizedText = (max: number) =>
  z.array(z.object({ locale: z.string().min(2).max(10), name: text(max) }).loose()).max(TEXT_LIMITS.locales);
/** A text in several languages (spec §3 "locale, name lists"), description-sized. */
export const LocalizedText = localizedText(TEXT_LIMITS.description);
export type LocalizedText = z.infer<typeof LocalizedText>;
/** Names (of a dish, a category, a branch…), name-sized in each language. */
export const Names = localizedText(TEXT_LIMITS.name);
/** Descriptions, description-sized in each language. */
export const Descriptions = localizedText(TEXT_LIMITS.description);
/** A picture's URL, at most as long as a URL may be. */
export const PictureUrl = text(TEXT_LIMITS.url);

/**
 * Refuses a second entry with the same id in one list (a duplicate category crashed the render, a duplicate item
 * failed only at verification: pages and cart lines are keyed by these ids). The issue sits on the duplicate's
 * `id` and names the first: `menu.3.id: duplicate id 12 (the same as menu.1.id)`.
 */
export function uniqueIds(field: string) {
  return (list: ReadonlyArray<{ id: number }>, ctx: z.RefinementCtx) => {
    const first = new Map<number, number>();
    list.forEach((entry, i) => {
      const at = first.get(entry.id);
      if (at === undefined) first.set(entry.id, i);
      else
        ctx.addIssue({
          code: 'custom',
          path: [i, 'id'],
          message: `duplicate id ${entry.id} (the same as ${field}.${at}.id)`,
        });
    });
  };
}

/**
 * True for a link that stays on the site: one leading slash, then a path. Browsers read `\` as `/` and drop tabs
 * and newlines inside URLs, so `/\evil.example/x` and `/<tab>/evil.example` lead to another site as
 * `//evil.example` does: backslashes, control characters and spaces are refused, and the resolved URL must keep
 * the site's origin.
 */
export function isSiteRelativeUrl(u: string): boolean {
  if (!/^\/(?![/\\])/.test(u) || /[\\\s]/.test(u)) return false;
  if ([...u].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\u007f')) return false; // control characters
  const site = 'https://site.invalid';
  return URL.parse(u, site)?.origin === site;
}

/** True for an absolute http(s) URL with a host. */
const isWebUrl = (u: string) => /^https?:\/\//i.test(u) && !!URL.parse(u)?.hostname;

/** A URL the page may link to: http(s), mailto, tel or site-relative. Anything else (javascript:, data:) fails. */
export const SafeUrl = z
  .string()
  .max(TEXT_LIMITS.url)
  .refine(
    (raw) => {
      const u = raw.trim();
      return isWebUrl(u) || /^(mailto|tel):/i.test(u) || isSiteRelativeUrl(u);
    },
    { message: 'unsafe or unsupported URL (http, https, mailto, tel, or a path on this site)' },
  );
