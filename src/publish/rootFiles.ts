/**
 * What the shared host answers at its root, the same text wherever it is served from: the local tree (written by
 * src/build/siteIndex.ts after every publish), the bundled server over a bucket (src/publish/bucketSource.ts) and
 * the edge worker (src/edge/worker.ts). Pure: no file system, no Node API (the edge bundles it).
 */
import { FALLBACK_LOCALE, pickLocale, RTL_LOCALES } from '../domain/locale.ts';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * robots.txt of the shared host. App shells are noindex by meta tag; crawlers still need to fetch them to see it,
 * so nothing is disallowed but the releases' version files (`/{ref}/builds/…`, which open pages poll for a new
 * release: a crawler has nothing to index there). The data files pages draw from (`_search`, `_prices`) stay open:
 * a crawler that renders a page fetches them as a browser does.
 */
export const robotsTxt = (origin: string) =>
  `User-agent: *\nDisallow: /*/builds/\nSitemap: ${origin}/sitemap-index.xml\n`;

/**
 * The sitemap index of the tenants served on the shared host (a business on its own domain has its sitemap there:
 * a sitemap lists URLs of its own host only, so the caller leaves those out).
 */
export function sitemapIndexXml(origin: string, refs: readonly string[]): string {
  const sitemaps = refs.map((ref) => `<sitemap><loc>${xml(`${origin}/${ref}/sitemap.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

/** The tenant list's look: one card per business, light and dark, inline (the root pages' policy allows styles). */
const ROOT_PAGE_CSS =
  ':root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5;background:#f6f4f1;color:#1d1b19}' +
  'main{max-width:40rem;margin:0 auto;padding:2.5rem 1rem}h1{margin:0 0 .25rem;font-size:2rem;overflow-wrap:anywhere}p{margin:0 0 1.5rem}' +
  'ul{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}' +
  'li{border:1px solid #e2ddd6;border-radius:.9rem;background:#fff}li:hover{border-color:currentColor}' +
  'a{display:block;padding:1rem 1.25rem .1rem;color:inherit;text-decoration:none;font-weight:700;font-size:1.15rem}' +
  'a:last-child{padding-bottom:1rem}h1+ul{margin-top:1.25rem}' +
  'a:focus-visible{outline:3px solid #6d557c;outline-offset:2px;border-radius:.9rem}' +
  'small{display:block;padding:0 1.25rem .9rem;color:#5f5a55}' +
  '@media (prefers-color-scheme:dark){:root{background:#121212;color:#eee}li{background:#1e1e1e;border-color:#3a3a3a}small{color:#b5b0aa}}';

/** The shared host's root page: the businesses published there, by name, each linking to its storefront. */
export function tenantListHtml(tenants: ReadonlyArray<{ ref: string; name: string }>): string {
  const items = tenants
    .map(
      ({ ref, name }) =>
        `<li><a href="/${escapeHtml(ref)}">${escapeHtml(name)}</a> <small>/${escapeHtml(ref)}</small></li>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Storefronts</title><style>${ROOT_PAGE_CSS}</style></head>` +
    `<body><main><h1>Storefronts</h1><p>Restaurants published on this server.</p><ul>${items || '<li>None yet: run npm run build:sites</li>'}</ul></main></body></html>`
  );
}

/** The security headers of the pages the servers make themselves (root list, not-found): no script at all. */
export const OWN_PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
} as const;

/** What the not-found page says in one language: locales/*.json `error.pageNotFound` (with `{{path}}`) and `backHome`. */
export interface NotFoundText {
  title: string;
  back: string;
}
/** The not-found page's words by locale (src/publish/notFoundTexts.ts reads them from the locale files). */
export type NotFoundTexts = Readonly<Record<string, NotFoundText>>;

const ENGLISH: NotFoundText = { title: 'Page Not Found: {{path}}', back: 'Back to the home page' };

/**
 * The page the servers answer for a path of no business: spec §8 "Page Not Found: {path}", the path as text, in
 * the visitor's language (the browser's Accept-Language among the locales the app has words in; English when none
 * matches). There is no business, so neither its languages nor its cookie choice apply.
 */
export function notFoundHtml(path: string, locale = FALLBACK_LOCALE, texts: NotFoundTexts = {}): string {
  const text = texts[locale] ?? ENGLISH;
  // The path is left to right in every language (an Arabic heading puts its slashes where they belong).
  const [before = '', after = ''] = escapeHtml(text.title).split('{{path}}');
  const title = `${before}<bdi dir="ltr">${escapeHtml(path)}</bdi>${after}`;
  const dir = RTL_LOCALES.includes(locale) ? ' dir="rtl"' : '';
  // In the list's look, with the way to every business published here (an unknown or mistyped business name, a
  // link from elsewhere): a bare heading left a visitor nowhere to go.
  return (
    `<!doctype html><html lang="${escapeHtml(locale)}"${dir}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(text.title.replace('{{path}}', () => path))}</title><style>${ROOT_PAGE_CSS}</style></head>` +
    `<body><main><h1>${title}</h1><ul><li><a href="/">${escapeHtml(text.back)}</a></li></ul></main></body></html>`
  );
}

/** The locale of the not-found page for an Accept-Language header: English when none of its languages is had. */
export function notFoundLocale(acceptLanguage: string | null | undefined, texts: NotFoundTexts): string {
  if (!acceptLanguage) return FALLBACK_LOCALE;
  const available = [FALLBACK_LOCALE, ...Object.keys(texts).filter((l) => l !== FALLBACK_LOCALE && texts[l])];
  // Browsers list their languages by preference; the `q` weights only repeat that order.
  return pickLocale({ browserLanguages: acceptLanguage.split(',').map((l) => l.trim()), available });
}

/** The servers' answer for a path of no business: the page in the visitor's language, and its headers. */
export function notFoundPage(
  path: string,
  acceptLanguage: string | null | undefined,
  texts: NotFoundTexts,
): { html: string; headers: Record<string, string> } {
  const locale = notFoundLocale(acceptLanguage, texts);
  return {
    html: notFoundHtml(path, locale, texts),
    headers: {
      ...OWN_PAGE_HEADERS,
      'Cache-Control': NOT_FOUND_CACHE,
      'Content-Language': locale,
      Vary: 'Accept-Language',
    },
  };
}

/** How long the servers' own pages may be kept: the tenant list a minute, a not-found never (the business may come). */
export const LIST_CACHE = 'public, max-age=60';
export const NOT_FOUND_CACHE = 'no-store';

const BARE_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

/**
 * A short plain answer of the servers' own (a refused path or method, no file at all, a bucket that failed): under
 * the same policy as their pages (nothing runs, nothing is sniffed as another type) and never cached.
 */
export function bare(status: 400 | 404 | 405 | 500 | 502, extra: Record<string, string> = {}): Response {
  return new Response(BARE_TEXT[status], {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      ...OWN_PAGE_HEADERS,
      'Cache-Control': 'no-store',
      ...extra,
    },
  });
}
