/**
 * The serving rules of a tenant as data, written as Netlify/Cloudflare-style `_redirects` and `_headers` files
 * into the release and applied by the bundled static server from those same files: one source of truth.
 *
 * - id routes (order/{orderId}, reservation/{type}, reservation/success/{id}, wallet/{packageId}) are rewritten
 *   (status 200) to their one shell page; as on Netlify, a rule applies only where no file exists (so
 *   wallet/history stays itself) unless it is forced with `!`;
 * - a one-selling-type business's landing redirects (302) to its menu;
 * - hashed assets and pictures are cached for a year, HTML briefly (revalidated).
 * Trailing-slash removal (spec §2) is generic and lives in the server / CDN settings, not in per-tenant rules.
 */
import { REWRITTEN_SHELLS } from '../features/routes/routeTable.ts';

export interface RedirectRule {
  from: string;
  to: string;
  status: 200 | 301 | 302;
  /** Applies even when a file exists at `from` (`302!`); otherwise an existing file wins (Netlify semantics). */
  force?: boolean;
}
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const HTML_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** Rewrites and redirects of one tenant. `prefixes` are '' (default locale) and each other locale. */
export function redirectRules(ref: string, locales: string[], defaultLocale: string, singleType?: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const locale of locales) {
    const prefix = locale === defaultLocale ? `/${ref}` : `/${ref}/${locale}`;
    if (singleType) rules.push({ from: prefix, to: `${prefix}/${singleType}`, status: 302, force: true });
    // Longest first: reservation/success/* must win over reservation/*.
    for (const shell of [...REWRITTEN_SHELLS].sort((a, b) => b.length - a.length)) {
      const dir = shell.slice(0, -2);
      rules.push({ from: `${prefix}/${dir}/*`, to: `${prefix}/${shell}`, status: 200 });
    }
  }
  return rules;
}

/** Header rules of one tenant, most specific first. */
export function headerRules(ref: string): HeaderRule[] {
  const security = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
  };
  return [
    { pattern: `/${ref}/_astro/*`, headers: { 'Cache-Control': IMMUTABLE } },
    { pattern: `/${ref}/_img/*`, headers: { 'Cache-Control': IMMUTABLE } },
    { pattern: `/${ref}/builds/*`, headers: { 'Cache-Control': 'no-cache' } },
    { pattern: `/${ref}/*`, headers: { 'Cache-Control': HTML_CACHE, ...security } },
    { pattern: `/${ref}`, headers: { 'Cache-Control': HTML_CACHE, ...security } },
  ];
}

/** `_redirects` file text. */
export function formatRedirects(rules: RedirectRule[]): string {
  return rules.map((r) => `${r.from} ${r.to} ${r.status}${r.force ? '!' : ''}`).join('\n') + '\n';
}

/** `_headers` file text. */
export function formatHeaders(rules: HeaderRule[]): string {
  return rules.map((r) => `${r.pattern}\n${Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`).join('\n')}`).join('\n') + '\n';
}

/** Parses `_redirects` text (lines `from to [status]`; comments and blanks skipped). */
export function parseRedirects(text: string): RedirectRule[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, status = '301'] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) return [];
    const force = status.endsWith('!');
    const s = Number(force ? status.slice(0, -1) : status);
    if (s !== 200 && s !== 301 && s !== 302) return [];
    return [force ? { from, to, status: s, force } : { from, to, status: s }];
  });
}

/** Parses `_headers` text. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const [k, ...v] = line.trim().split(':');
      const rule = rules.at(-1);
      if (rule && k) rule.headers[k.trim()] = v.join(':').trim();
    }
  }
  return rules;
}

/** True when a path matches a rule pattern (`*` matches the rest of the path, at least one segment). */
export function matchesPattern(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/*')) return pattern === path;
  const prefix = pattern.slice(0, -1);
  return path.startsWith(prefix) && path.length > prefix.length;
}

/** The first redirect rule matching a path. */
export function findRedirect(rules: RedirectRule[], path: string): RedirectRule | undefined {
  return rules.find((r) => matchesPattern(r.from, path));
}

/** The headers of the first header rule matching a path. */
export function findHeaders(rules: HeaderRule[], path: string): Record<string, string> {
  return rules.find((r) => matchesPattern(r.pattern, path))?.headers ?? {};
}
