/**
 * The service worker's decisions, pure: which strategy a request gets, the cache key of a page, which
 * assets and pictures a kept page needs, and which kept picture stands in for one that was not kept. sw.ts applies
 * them; tests check them without a browser.
 */

/** Page → worker: keep what this visitor needs offline. */
export interface KeepMessage {
  kind: 'keep';
  /** The page's language: its pages are kept (the other languages are not). */
  locale: string;
  /** Selling types whose categories, items and shells to keep (the page's own). */
  types: string[];
  /** What the page has already loaded (same scope): kept as they are. */
  loaded: string[];
  /** Data saver on: no pictures beyond the loaded ones. */
  light: boolean;
}

/** Worker → page. */
export type WorkerMessage = { kind: 'kept'; build: string; locale: string } | { kind: 'build'; build: string };

/**
 * - `pass`: not the worker's (another business, the worker script, the build pointer): the browser fetches it;
 * - `asset`: `_astro/` and `_img/` are named by their content: from the cache first, stored when fetched;
 * - `page`: a navigation: stale-while-revalidate (the kept copy at once, the network's stored for the next visit);
 * - `order-page`: the cart and checkout steps, whose price table prices the order: the network first (a copy kept
 *   from before a republish would send an order at the old prices, refused), the kept copy only without a network;
 * - `other`: any other file of the business (manifest, sitemap): the network, the kept copy without one.
 */
export type Strategy = 'pass' | 'asset' | 'page' | 'order-page' | 'other';

/** The pages an order is priced and placed from (routeTable's type shells): `…/cart`, `…/checkout`, `…/address`, `…/map`. */
const ORDER_PAGE = /\/(?:cart|checkout|address|map|form)$/;

/** Whether a decoded path is the business's: `/{ref}` itself or below `/{ref}/` (not `/{ref}-other`). */
export function inScope(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** The strategy of a GET of `path` under `base` (`/{ref}`). */
export function strategyFor(path: string, base: string, navigation: boolean): Strategy {
  if (!inScope(path, base)) return 'pass';
  const rest = path.slice(base.length);
  if (rest === '/sw.js' || rest.startsWith('/builds/')) return 'pass';
  if (rest.startsWith('/_astro/') || rest.startsWith('/_img/')) return 'asset';
  if (!navigation) return 'other';
  return ORDER_PAGE.test(rest) ? 'order-page' : 'page';
}

/** The version a page carries in its `<html>` tag (features/site/pageVersion.ts), or null for one without. */
export function versionOfPage(html: string): string | null {
  return /^[^]{0,1024}?<html\s[^>]*?data-page-version="([\w-]{1,64})"/.exec(html)?.[1] ?? null;
}

/** The page versions a release's `builds/latest.json` lists, or null for an answer of another shape. */
export function versionsOfLatest(latest: unknown): Set<string> | null {
  const pages = (latest as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(pages)) return null;
  return new Set(pages.filter((p): p is string => typeof p === 'string'));
}

/** The cache key of a page: its address without query or fragment (`/dinein?table=12` is the `/dinein` page). */
export function pageKey(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}

/** The locale of a page path: its first segment below the base when that is one of `locales`, else the default. */
export function localeOfPath(path: string, base: string, locales: string[], defaultLocale: string): string {
  const first = path.slice(base.length + 1).split('/')[0] ?? '';
  return locales.includes(first) && first !== defaultLocale ? first : defaultLocale;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PICTURE = /_img\/([0-9a-f]{8,64})-(\d{1,5})\.webp$/;

/**
 * What a kept page needs: its scripts, styles and islands (`{base}/_astro/…`, found wherever the HTML names them:
 * script src, module preloads, island component and renderer URLs) and one width of each picture it shows (the
 * smallest at least `pictureWidth` wide, or its widest): offline, any kept width of a picture stands in for the
 * others (nearestPicture), so one is enough to show it.
 */
export function assetsOfHtml(html: string, base: string, pictureWidth = 320): { assets: string[]; pictures: string[] } {
  const assets = new Set(html.match(new RegExp(`${escapeRe(base)}/_astro/[\\w.@~-]+`, 'g')) ?? []);
  const widths = new Map<string, number[]>();
  for (const m of html.matchAll(new RegExp(`${escapeRe(base)}/_img/([0-9a-f]{8,64})-(\\d{1,5})\\.webp`, 'g'))) {
    const list = widths.get(m[1]!) ?? [];
    list.push(Number(m[2]));
    widths.set(m[1]!, list);
  }
  const pictures = [...widths].map(([hash, ws]) => {
    const sorted = [...new Set(ws)].sort((a, b) => a - b);
    const width = sorted.find((w) => w >= pictureWidth) ?? sorted.at(-1)!;
    return `${base}/_img/${hash}-${width}.webp`;
  });
  return { assets: [...assets], pictures };
}

/**
 * The files a script chunk imports, statically or dynamically (`from"./x.js"`, `import("./y.js")`, Vite's preload
 * lists), as absolute URLs under `{origin}{base}/_astro/`: what the chunk needs to run offline.
 */
export function importsOfScript(code: string, fileUrl: string, base: string): string[] {
  const dir = new URL(`${base}/_astro/`, fileUrl).href;
  const out = new Set<string>();
  const add = (spec: string) => {
    const url = new URL(spec, fileUrl).href;
    if (url.startsWith(dir) && !url.slice(dir.length).includes('/')) out.add(url);
  };
  for (const m of code.matchAll(/["'`](\.{1,2}\/[\w.@~-]+\.(?:m?js|css))["'`]/g)) add(m[1]!);
  for (const m of code.matchAll(new RegExp(`["'\`](${escapeRe(base)}/_astro/[\\w.@~-]+\\.(?:m?js|css))["'\`]`, 'g')))
    add(m[1]!);
  return [...out];
}

/**
 * A kept picture to show for `wanted` (a width not kept): the same picture at the smallest kept width at least as
 * wide, else the widest kept; null when no width of it is kept.
 */
export function nearestPicture(wanted: string, kept: string[]): string | null {
  const want = PICTURE.exec(wanted);
  if (!want) return null;
  const [, hash, w] = want;
  const widths = kept
    .map((url) => ({ url, m: PICTURE.exec(url) }))
    .filter((k) => k.m?.[1] === hash)
    .map((k) => ({ url: k.url, width: Number(k.m![2]) }))
    .sort((a, b) => a.width - b.width);
  return (widths.find((k) => k.width >= Number(w)) ?? widths.at(-1))?.url ?? null;
}
