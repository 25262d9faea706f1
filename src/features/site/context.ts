/**
 * What every page of a tenant needs to render: the snapshot, its page spec, a translator and URL helpers.
 * Built once per page in `[...path].astro` and handed to the views.
 */
import { landingTarget } from '../routes/routeTable.ts';
import type { TFunction } from 'i18next';
import type { TenantSnapshot } from '../../build/snapshot.ts';
import { basePathOf } from './basePath.ts';
import { absoluteUrl } from './absoluteUrl.ts';
import { businessLocales, dirOf } from '../../domain/locale.ts';
import { localized } from '../../domain/menu.ts';
import { routeTypesOf, type RouteType } from '../../domain/sellingType.ts';
import type { LocalizedText } from '../../lib/api/schema.ts';
import { translator } from '../../i18n/index.ts';
import { localizedPath, type PageSpec } from '../routes/routeTable.ts';

export interface PageContext {
  snapshot: TenantSnapshot;
  spec: PageSpec;
  t: TFunction;
  locale: string;
  dir: 'ltr' | 'rtl';
  locales: string[];
  defaultLocale: string;
  types: RouteType[];
  /** The selling type the bottom navigation's menu and cart tabs point to. */
  mainType: RouteType | undefined;
  /** Path prefix of every page: `/{ref}`, or `''` at the root of the business's own domain. */
  base: string;
  /**
   * The local path of the business's home: the landing, or the menu it forwards to (one selling type, a digital
   * menu: routeTable.ts landingTarget), so home links, breadcrumbs and JSON-LD name a page, not a redirect.
   */
  home: string;
  /**
   * The business's name as this page's language writes it (its `title`, the localized name: "بيت الشاورما"), else
   * its `business_name`. Shown in the header, headings, breadcrumbs and titles; structured data keeps business_name.
   */
  name: string;
  /** Site-relative URL of a local path in this page's locale (or another). */
  href: (localPath: string, locale?: string) => string;
  /** Absolute URL, for canonical, hreflang, sitemaps and JSON-LD. */
  absolute: (localPath: string, locale?: string) => string;
  /** Picks the text of a localized field in this page's locale. */
  text: (value: LocalizedText | undefined) => string;
}

/** Builds the context of one page. */
/** The business's name as `locale` writes it (its localized `title`), else its `business_name`. */
export function businessNameIn(
  business: TenantSnapshot['data']['restaurant'],
  locale: string,
  fallbacks: readonly string[],
): string {
  return localized(business.title, locale, [...fallbacks]).trim() || business.business_name;
}

export function pageContext(snapshot: TenantSnapshot, spec: PageSpec): PageContext {
  const business = snapshot.data.restaurant;
  const locales = businessLocales(business);
  const defaultLocale = locales[0] ?? 'en';
  // `/{ref}`, or '' at the root of the business's own domain (its landing is then `/`).
  const base = basePathOf(snapshot);
  const href = (localPath: string, locale = spec.locale) => {
    const p = localizedPath(localPath, locale, defaultLocale);
    return p ? `${base}/${p}` : base || '/';
  };
  const types = routeTypesOf(business);
  const fallbacks = [defaultLocale, 'en', ...locales];
  const text = (value: LocalizedText | undefined) => localized(value, spec.locale, fallbacks);
  return {
    snapshot,
    spec,
    t: translator(spec.locale),
    locale: spec.locale,
    dir: dirOf(spec.locale),
    locales,
    defaultLocale,
    types,
    mainType: spec.routeType ?? types[0],
    base,
    home: landingTarget(business) ?? '',
    name: businessNameIn(business, spec.locale, fallbacks),
    href,
    absolute: (localPath, locale) => absoluteUrl(href(localPath, locale), snapshot.siteUrl),
    text,
  };
}
