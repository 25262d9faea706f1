/**
 * Where a visitor's language is detected (spec §9, design decision 4). An explicit locale in the
 * URL wins: `/shawarma-house/ar/delivery` is the Arabic page whatever the browser says, so a shared Arabic link
 * opens in Arabic. Detection applies only on a first visit to an unprefixed page (the business's default
 * language) with no locale cookie: the browser languages choose, and the choice is remembered in the cookie, so it
 * happens once. After that the cookie only records the language switcher's choices, and every URL shows the
 * language it names.
 *
 * The cookie is one for the whole site (spec §9: path /), shared by every business of the host, so whether this is
 * a first visit is this business's own mark (`seen`, kept per business by the script): on a first visit the cookie
 * leads (the language chosen on another business, when this one offers it), then the browser languages. A cookie
 * naming a language this business lacks is no choice for it; it is left as it is (overwriting it would lose the
 * visitor's choice on the other business).
 *
 * A search engine's crawler is never redirected (decision, 2026-11-28): it renders every page as a first visit with
 * an English browser and no storage, so detection would send it from every page of a business's own language to the
 * English one, and those pages (each language's x-default among them) would be reported as redirects and fall out of
 * the index. The page at a URL is the same for a crawler and for a visitor; only the redirect is a visitor's.
 */
import { pickLocale } from './locale.ts';

/**
 * Search engines' crawlers that render pages (Search Console's URL inspection too), by their user agent's own token:
 * a bare "bot" would also take phones such as the Cubot's. Google's other renderers are named too: the ads
 * landing-page check (AdsBot-Google, -Mobile), Shopping's Storebot-Google and GoogleOther; Bing's ads checker
 * (adidxbot). Fetchers that run no script (link previews, AdSense's Mediapartners-Google) need no entry: the
 * redirect is the page's script.
 * Short: it is inlined in every page.
 */
const CRAWLER =
  /(google|bing|adidx|yandex\w*|apple|duckduck|petal|seznam)bot|google(-inspectiontool|other)|(ads|store)bot-google|baiduspider|slurp|yeti\//i;

/** Whether a user agent is a search engine's crawler (spec §9's detection is for visitors). */
export function isSearchCrawler(userAgent: unknown): boolean {
  return typeof userAgent === 'string' && CRAWLER.test(userAgent);
}

export interface FirstVisitDecision {
  /** The locale to show: the page to go to when it is not the current one. */
  locale: string;
  /** Whether to remember `locale` in the cookie. */
  remember: boolean;
}

/** What the first-visit script does on a page in `current` (null: nothing, stay and write nothing). */
export function firstVisitLocale(args: {
  current: string;
  defaultLocale: string;
  available: readonly string[];
  cookie: string | null;
  browserLanguages: readonly string[];
  /** This business was visited before in this browser (its own mark; default: the cookie alone decides). */
  seen?: boolean;
  /** The browser's user agent: a search engine's crawler is never redirected. */
  userAgent?: string;
}): FirstVisitDecision | null {
  const available = Array.isArray(args.available) ? args.available.filter((l) => typeof l === 'string') : [];
  if (available.length < 2 || isSearchCrawler(args.userAgent)) return null;
  // A prefixed URL names its language: never redirected.
  if (args.current !== args.defaultLocale) return null;
  const cookie = typeof args.cookie === 'string' && args.cookie !== '' ? args.cookie : null;
  const offered = cookie !== null && available.some((l) => l.toLowerCase() === cookie.toLowerCase());
  // Visited before with a language of its own chosen: every unprefixed URL is the default language.
  if (offered && args.seen !== false) return null;
  const locale = pickLocale({ cookie: offered ? cookie : null, browserLanguages: args.browserLanguages, available });
  return { locale, remember: cookie === null };
}

/** The key of a business's "visited before" mark (first-visit detection), beside its other keys. */
export const seenKey = (ref: string) => `sf:${ref}:locale-seen`;

/**
 * The address of the page the visitor is on, in `locale`. A page for ids unknown at build time is one shell
 * (`…/order/_`) served for every `…/order/{id}` (design decision 5), and its alternates name the shell: the id (and
 * whatever follows it) is taken from the address the visitor is on, so an order, a booking or a wallet package opened
 * or switched to another language is still that order. Undefined when the page has no version in `locale`.
 */
export function alternateAddress(args: {
  alternates: Readonly<Record<string, string>>;
  current: string;
  locale: string;
  pathname: string;
}): string | undefined {
  const there = Object.hasOwn(args.alternates, args.locale) ? args.alternates[args.locale] : undefined;
  const here = Object.hasOwn(args.alternates, args.current) ? args.alternates[args.current] : undefined;
  if (typeof there !== 'string') return undefined;
  if (typeof here !== 'string' || !here.endsWith('/_') || !there.endsWith('/_')) return there;
  const dir = here.slice(0, -1);
  const rest = args.pathname.startsWith(dir) ? args.pathname.slice(dir.length) : '';
  return rest ? there.slice(0, -1) + rest : there;
}
