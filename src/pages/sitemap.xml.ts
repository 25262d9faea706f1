/**
 * The tenant's sitemap: every indexable page in every locale, with its hreflang alternates (xhtml:link).
 * App shells, the feedback page and non-canonical item copies are left out.
 */
import type { APIRoute } from 'astro';
import { specsByPath } from '../features/routes/specsByPath.ts';
import { businessLocales } from '../domain/locale.ts';
import { localizedPath } from '../features/routes/routeTable.ts';
import { basePathOf } from '../features/site/basePath.ts';
import { absoluteUrl } from '../features/site/absoluteUrl.ts';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const GET: APIRoute = ({ locals }) => {
  const snapshot = locals.snapshot;
  const locales = businessLocales(snapshot.data.restaurant);
  const defaultLocale = locales[0] ?? 'en';
  const url = (localPath: string, locale: string) => {
    const p = localizedPath(localPath, locale, defaultLocale);
    const base = basePathOf(snapshot); // '' at the root of the business's own domain
    return absoluteUrl(p ? `${base}/${p}` : base || '/', snapshot.siteUrl);
  };
  const pages = [...specsByPath(snapshot).values()].filter((p) => !p.noindex && p.canonicalLocalPath === p.localPath);
  const entries = pages.map((p) => {
    const alternates = locales.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${xml(l)}" href="${xml(url(p.localPath, l))}"/>`,
    );
    alternates.push(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(url(p.localPath, defaultLocale))}"/>`,
    );
    // When the page last changed, carried over from release to release while its content stays the same
    // (src/build/render/lastmod.ts): never the time of a rebuild that changed nothing.
    const date = locals.lastmod?.get(p.path);
    const lastmod = date ? `<lastmod>${xml(date)}</lastmod>` : '';
    return `<url><loc>${xml(url(p.localPath, p.locale))}</loc>${lastmod}${alternates.join('')}</url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
