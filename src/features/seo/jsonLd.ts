/**
 * schema.org structured data for crawlers (Restaurant, Menu/MenuSection, MenuItem with offers), and the one
 * safe way to put it in a page: `serializeJsonLd` escapes `<`, `>`, `&` and the JS line separators so text such
 * as `</script>` from tenant data can never close the script element.
 */
import type { TenantSnapshot } from '../../build/snapshot.ts';
import type { Category, Item, WeeklySchedule } from '../../lib/api/schema.ts';
import { currencyDigits, toMinor } from '../../domain/money.ts';
import { parseTimeOfDay } from '../../domain/time.ts';
import { statesHours } from '../../domain/schedule.ts';
import { truncateText } from '../menu/truncate.ts';
import { suitableForDiets } from '../../domain/tags/diet.ts';
import { tagsOfItem } from '../../domain/tags/tags.ts';

/** Characters of an item's description in a list page's Menu JSON-LD. */
const LIST_DESCRIPTION_MAX = 300;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON for a `<script type="application/ld+json">` (or any inline JSON) that cannot break out of it. */
export function serializeJsonLd(value: unknown): string {
  // One pass (a menu page's structured data is tens of kB, written for every page of every tenant).
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => ESCAPED[c]!);
}

function hhmm(minutes: number): string {
  const m = Math.max(0, Math.min(24 * 60, minutes));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** OpeningHoursSpecification entries of a weekly schedule (closed days omitted; 24 = 00:00–23:59). */
export function openingHoursOf(schedule: WeeklySchedule | null | undefined) {
  if (!schedule?.length || !statesHours(schedule)) return [];
  return schedule.flatMap((day, i) => {
    if (day.closed) return [];
    const dayOfWeek = `https://schema.org/${DAYS[i]}`;
    if (!day.shifts.length)
      return [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens: '00:00', closes: '23:59' }];
    return day.shifts.flatMap((shift) => {
      const from = parseTimeOfDay(shift.time_from);
      if (from === 'always')
        return [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens: '00:00', closes: '23:59' }];
      const to = parseTimeOfDay(shift.time_to ?? null);
      if (from === null || to === null || to === 'always') return [];
      return [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens: hhmm(from), closes: hhmm(to) }];
    });
  });
}

interface LdContext {
  snapshot: TenantSnapshot;
  absolute: (localPath: string) => string;
  /** The local paths of the business's home page (the landing, or the menu it forwards to) and of its menus. */
  home: string;
  menus: string[];
  /** The Restaurant's `@id`: one for the business in every language (default: the page language's base URL). */
  id?: string;
  /** The business's name as the page's language writes it (its localized title, else business_name). */
  name: string;
  text: (v: Item['names'] | undefined) => string;
  imageUrl: (src: string | null | undefined) => string | undefined;
  /** The unit price after the page's selling-type discount for an item of a category (none: no discount). */
  discountedFor?: (item: Item, categoryId: number | null) => ((unit: number) => number) | undefined;
}

/** The business's profiles elsewhere (social_links) as schema.org `sameAs`: absolute http(s) URLs only. */
export function sameAsOf(links: ReadonlyArray<{ url: string }>): string[] | undefined {
  const urls = links.map((link) => link.url.trim()).filter((url) => /^https?:\/\/[^/]/i.test(url));
  return urls.length ? [...new Set(urls)] : undefined;
}

/**
 * Restaurant with its branches (each a Restaurant with address, geo, phone and opening hours) and its social
 * profiles, named as the page names it (its language's title; `business_name` beside it as alternateName). A
 * business with one branch is at that branch's address, geo and phone, with no department. No aggregateRating: it needs a count of
 * ratings, which the payload does not give (src/domain/businessRating.ts); the landing page shows the rating to
 * people instead.
 */
export function restaurantLd(c: LdContext) {
  const b = c.snapshot.data.restaurant;
  const hours = b.working_hours.dine_in ?? b.working_hours.car_pickup ?? b.working_hours.delivery;
  const branches = c.snapshot.branches;
  const addressOf = (branch: (typeof branches)[number] | undefined) => ({
    '@type': 'PostalAddress',
    streetAddress: (branch && c.text(branch.address)) || undefined,
    addressCountry: b.country_code,
  });
  const only = branches.length === 1 ? branches[0] : undefined;
  const geoOf = (branch: (typeof branches)[number] | undefined) =>
    branch?.lat != null && branch.lng != null
      ? { '@type': 'GeoCoordinates', latitude: branch.lat, longitude: branch.lng }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': c.id ?? c.absolute('') + '#restaurant',
    name: c.name,
    alternateName: c.name !== b.business_name ? b.business_name : undefined,
    url: c.absolute(c.home),
    description: c.text(b.description) || undefined,
    logo: c.imageUrl(b.logo),
    image: c.imageUrl(b.header_images[0] ?? b.logo),
    currenciesAccepted: b.currency,
    // Every selling type's menu (delivery, pickup, dine-in… each is one): one URL, or the list.
    hasMenu: c.menus.length === 1 ? c.absolute(c.menus[0]!) : c.menus.length ? c.menus.map(c.absolute) : undefined,
    openingHoursSpecification: openingHoursOf(hours),
    address: addressOf(only),
    geo: geoOf(only),
    telephone: only?.phone ?? undefined,
    sameAs: sameAsOf(b.social_links),
    // The branches of a business with several; one branch is the business itself (its address, geo and phone
    // above), not a department of itself.
    department:
      branches.length > 1
        ? branches.map((branch) => ({
            '@type': 'Restaurant',
            name: `${c.name} – ${c.text(branch.names) || branch.name}`,
            telephone: branch.phone ?? undefined,
            address: addressOf(branch),
            geo: geoOf(branch),
            openingHoursSpecification: openingHoursOf(branch.working_hours),
          }))
        : undefined,
  };
}

/** Offers of an item, one per price label (none when prices are hidden), named in the page's language. */
export function offersOf(
  item: Item,
  currency: string,
  hidePrice: boolean,
  labelName: (label: Item['price_labels'][number]) => string = (label) => label.label,
  discounted: (unit: number) => number = (unit) => unit,
) {
  if (hidePrice) return undefined;
  const digits = currencyDigits(currency);
  return item.price_labels.map((label) => ({
    '@type': 'Offer',
    // The price the page shows: after its selling type's menu discount.
    price: (discounted(toMinor(label.price, currency)) / 10 ** digits).toFixed(digits),
    priceCurrency: currency,
    name: labelName(label) || undefined,
    availability: item.disabled ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
  }));
}

/** MenuItem with its offers, and the schema.org diets its diet tags name (domain/tags/diet.ts). */
export function menuItemLd(
  c: LdContext,
  item: Item,
  url: string,
  withContext = true,
  categoryId: number | null = null,
) {
  const b = c.snapshot.data.restaurant;
  const diets = suitableForDiets(tagsOfItem(item, c.snapshot.tags ?? []));
  return {
    ...(withContext ? { '@context': 'https://schema.org' } : {}),
    '@type': 'MenuItem',
    name: c.text(item.names),
    description: c.text(item.descriptions) || undefined,
    url,
    image: c.imageUrl(item.image),
    offers: offersOf(
      item,
      b.currency,
      b.hide_price,
      (label) => c.text(label.locales) || label.label,
      c.discountedFor?.(item, categoryId),
    ),
    nutrition:
      item.calories != null ? { '@type': 'NutritionInformation', calories: `${item.calories} calories` } : undefined,
    suitableForDiet: diets.length ? diets : undefined,
  };
}

/** Menu with one MenuSection per category (subcategories nested) and their MenuItems. */
export function menuLd(
  c: LdContext,
  name: string,
  url: string,
  categories: Category[],
  itemUrl: (categoryId: number, item: Item) => string,
  categoryUrl: (id: number) => string,
) {
  const section = (cat: Category): Record<string, unknown> => ({
    '@type': 'MenuSection',
    name: c.text(cat.names),
    url: categoryUrl(cat.id),
    // A list page carries a short cut of each description (as its cards do); the item page has the whole text.
    hasMenuItem: cat.items.map((item) => ({
      ...menuItemLd(c, item, itemUrl(cat.id, item), false, cat.id),
      description: truncateText(c.text(item.descriptions), LIST_DESCRIPTION_MAX) || undefined,
    })),
    hasMenuSection: cat.subcategories.length ? cat.subcategories.map(section) : undefined,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name,
    url,
    hasMenuSection: categories.map(section),
  };
}

/** BreadcrumbList for the trail of a page. */
export function breadcrumbLd(trail: Array<{ name: string; url: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: t.url })),
  };
}
