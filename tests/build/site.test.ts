/**
 * The fixture build, checked as a crawler would read it: page counts per tenant and locale, JSON-LD,
 * hreflang pairs, internal links, image srcsets, sitemaps.
 */
import { describe, expect, test } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildRouteTable, landingTarget } from '../../src/features/routes/routeTable.ts';
import { businessLocales } from '../../src/domain/locale.ts';
import { routeTypesOf } from '../../src/domain/sellingType.ts';
import { brokenLinks, fileForPath } from '../../src/build/verify.ts';
import { IMAGE_WIDTHS, LOGO_WIDTHS } from '../../src/features/images/picture.ts';
import { clientConfigOf } from '../../src/features/site/clientConfig.ts';
import {
  find,
  jsonLdOf,
  pagesOf,
  parseHtml,
  publishedTenants,
  readPage,
  releaseOf,
  SITE,
  snapshotOf,
  TENANTS,
  WWW,
} from './helpers.ts';

const FIXTURES = TENANTS.filter((t) => t !== 'evil-eats');
/** Tenants without a single picture (no logo, header, dish or category picture): their pages have no `<img>`. */
const PICTURELESS = ['odd-data'];

test('every fixture tenant is published', () => {
  expect(publishedTenants().sort()).toEqual([...TENANTS].sort());
});

describe.each(TENANTS)('tenant %s', (ref) => {
  const snapshot = snapshotOf(ref);
  const table = buildRouteTable(snapshot.data);
  const locales = businessLocales(snapshot.data.restaurant);

  test('has one page per route and locale, plus the 404 page', async () => {
    const pages = await pagesOf(ref);
    expect(pages.length).toBe(table.length + 1);
    for (const locale of locales) {
      const perLocale = table.filter((p) => p.locale === locale);
      expect(perLocale.length).toBe(table.length / locales.length);
      for (const p of perLocale)
        expect(fileForPath(releaseOf(ref), ref, `/${ref}${p.path ? `/${p.path}` : ''}`), p.path).not.toBeNull();
    }
  });

  test('gives every page a search engine indexes a title of its own (a dish at another price under another type names it)', async () => {
    const byTitle = new Map<string, string[]>();
    for (const page of await pagesOf(ref)) {
      const html = readPage(ref, page);
      // Indexed: no noindex, and its own canonical (a copy pointing at another page is folded into that one).
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (html.includes('name="robots" content="noindex') || !canonical) continue;
      if (
        new URL(canonical).pathname !==
        `/${ref}/${page.replace(/\.html$/, '').replace(/^index$/, '')}`.replace(/\/$/, '')
      )
        continue;
      // Per language: the same dish's pages in two languages are alternates, whatever their titles.
      const title = `${/<html lang="([^"]+)"/.exec(html)?.[1]}: ${/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''}`;
      byTitle.set(title, [...(byTitle.get(title) ?? []), page]);
    }
    expect([...byTitle].filter(([, pages]) => pages.length > 1)).toEqual([]);
  });

  test('has no broken internal link on any page', async () => {
    const problems: string[] = [];
    for (const page of await pagesOf(ref)) {
      for (const b of brokenLinks(readPage(ref, page), releaseOf(ref), ref, SITE)) problems.push(`${page} → ${b}`);
    }
    expect(problems).toEqual([]);
  });

  test('sets lang and dir on every page from its locale', () => {
    for (const p of table.filter((x) => x.kind !== 'shell').slice(0, 40)) {
      const html = parseHtml(readPage(ref, `${p.path || 'index'}.html`));
      const root = find(html, (e) => e.tag === 'html')[0]!;
      expect(root.attrs.lang).toBe(p.locale);
      expect(root.attrs.dir).toBe(['ar', 'fa', 'ur'].includes(p.locale) ? 'rtl' : 'ltr');
    }
  });

  test('pairs every indexable page with its alternates in each locale and an x-default', () => {
    // Each page's head is parsed once (the links are all there): the reciprocity check reads every alternate.
    const heads = new Map<string, ReturnType<typeof parseHtml>>();
    const headOf = (file: string) => {
      let doc = heads.get(file);
      if (!doc) {
        const html = readFileSync(file, 'utf8');
        doc = parseHtml(html.slice(0, html.indexOf('</head>') + 7));
        heads.set(file, doc);
      }
      return doc;
    };
    for (const p of table.filter((x) => !x.noindex)) {
      const doc = headOf(join(releaseOf(ref), `${p.path || 'index'}.html`));
      const alternates = find(doc, (e) => e.tag === 'link' && e.attrs.rel === 'alternate' && !!e.attrs.hreflang);
      // A copy under another selling type names its canonical only: the canonical page carries the cluster.
      if (p.canonicalLocalPath !== p.localPath) {
        expect(alternates, p.path).toEqual([]);
        continue;
      }
      const langs = alternates.map((a) => a.attrs.hreflang).sort();
      expect(langs).toEqual([...locales, 'x-default'].sort());
      for (const alt of alternates) {
        const path = new URL(alt.attrs.href!).pathname;
        const file = fileForPath(releaseOf(ref), ref, path);
        expect(file, `${p.path} → ${alt.attrs.href}`).not.toBeNull();
        // Reciprocal: the alternate page links back to this one.
        const back = find(
          headOf(file!),
          (e) => e.tag === 'link' && e.attrs.rel === 'alternate' && e.attrs.hreflang === p.locale,
        );
        expect(new URL(back[0]!.attrs.href!).pathname).toBe(`/${ref}${p.path ? `/${p.path}` : ''}`);
      }
    }
  });

  test('marks app shells noindex and gives every page one canonical (none on a shell served for every id)', () => {
    for (const p of table) {
      const html = readPage(ref, `${p.path || 'index'}.html`);
      const doc = parseHtml(html.slice(0, html.indexOf('</head>') + 7)); // canonical and robots are in the head
      const canonical = find(doc, (e) => e.tag === 'link' && e.attrs.rel === 'canonical');
      expect(canonical.length, p.path).toBe(p.localPath.endsWith('/_') ? 0 : 1);
      const robots = find(doc, (e) => e.tag === 'meta' && e.attrs.name === 'robots');
      if (p.kind === 'shell') expect(robots[0]?.attrs.content).toMatch(/noindex/);
      if (!p.noindex) expect(robots.length).toBe(0);
    }
  });

  test('carries valid JSON-LD: Restaurant on the landing page, Menu on menus, MenuItem with offers on items', () => {
    const landing = jsonLdOf(parseHtml(readPage(ref, 'index.html')));
    const restaurant = landing.find((l) => l['@type'] === 'Restaurant')!;
    // Named as the page's language writes it (as its og:site_name, heading and title do), business_name beside it.
    const site = find(parseHtml(readPage(ref, 'index.html')), (e) => e.attrs.property === 'og:site_name')[0];
    expect(restaurant.name).toBe(site?.attrs.content);
    if (restaurant.name !== snapshot.data.restaurant.business_name)
      expect(restaurant.alternateName).toBe(snapshot.data.restaurant.business_name);
    if (snapshot.branches.length > 1)
      expect((restaurant.department as unknown[]).length).toBe(snapshot.branches.length);
    else expect(restaurant.department).toBeUndefined();
    for (const p of table.filter((x) => x.kind === 'menu' && x.locale === locales[0])) {
      const menu = jsonLdOf(parseHtml(readPage(ref, `${p.path}.html`))).find((l) => l['@type'] === 'Menu')!;
      expect((menu.hasMenuSection as unknown[]).length).toBeGreaterThan(0);
    }
    const items = table.filter((x) => x.kind === 'item' && x.locale === locales[0]);
    expect(items.length).toBeGreaterThan(0);
    for (const p of items.slice(0, 30)) {
      const item = jsonLdOf(parseHtml(readPage(ref, `${p.path}.html`))).find((l) => l['@type'] === 'MenuItem')!;
      expect(typeof item.name).toBe('string');
      expect(item.url).toBe(`${SITE}/${ref}/${p.canonicalLocalPath}`);
      if (snapshot.data.restaurant.hide_price) expect(item.offers).toBeUndefined();
      else
        for (const offer of item.offers as Array<Record<string, string>>) {
          expect(offer.priceCurrency).toBe(snapshot.data.restaurant.currency);
          expect(offer.price).toMatch(/^\d+(\.\d+)?$/);
        }
    }
  });

  test('gives each indexed page of a language its own description: what the page lists, not the business’s words, and enough of it', () => {
    const byDescription = new Map<string, string[]>();
    for (const p of table.filter((x) => !x.noindex && x.canonicalLocalPath === x.localPath)) {
      const head = readPage(ref, `${p.path || 'index'}.html`).split('</head>')[0]!;
      const meta = find(parseHtml(head), (e) => e.tag === 'meta' && e.attrs.name === 'description')[0];
      const key = `${p.locale}|${meta?.attrs.content ?? ''}`;
      // A copy of a category or dish indexed under another selling type names that type (crawler review 12).
      byDescription.set(key, [...(byDescription.get(key) ?? []), p.path]);
      // A dish's or category's description that said little ("From 2 pm") is followed by what else it shows, up
      // to the business's name.
      const content = meta?.attrs.content ?? '';
      const business = find(parseHtml(head), (e) => e.attrs.property === 'og:site_name')[0]?.attrs.content ?? '';
      if (p.kind === 'item' || p.kind === 'category')
        expect(
          [...content].length >= (/^(zh|ja|ko)/.test(p.locale) ? 25 : 50) || content.endsWith(` · ${business}`),
          `${p.path}: ${content}`,
        ).toBe(true);
    }
    const shared = [...byDescription].filter(([, pages]) => new Set(pages).size > 1);
    expect(shared).toEqual([]);
  });

  test("names in its menus' structured data only pages a crawler indexes: every section's and item's canonical", () => {
    const canonicalOf = new Map(table.map((p) => [`${SITE}/${ref}/${p.path}`.replace(/\/$/, ''), p]));
    const urls: string[] = [];
    const collect = (node: Record<string, unknown>) => {
      for (const key of ['hasMenuSection', 'hasMenuItem'])
        for (const child of (node[key] as Array<Record<string, unknown>> | undefined) ?? []) {
          urls.push(child.url as string);
          collect(child);
        }
    };
    for (const p of table.filter((x) => (x.kind === 'menu' || x.kind === 'category') && !x.noindex))
      for (const ld of jsonLdOf(parseHtml(readPage(ref, `${p.path}.html`)))) if (ld['@type'] === 'Menu') collect(ld);
    expect(urls.length).toBeGreaterThan(0);
    const notCanonical = urls.filter((url) => {
      const page = canonicalOf.get(url);
      return !page || page.canonicalLocalPath !== page.localPath;
    });
    expect([...new Set(notCanonical)]).toEqual([]);
  });

  test("prices each dish in its menus' structured data as the page it names does (a selling type's discount)", () => {
    const pathOf = new Map(table.map((p) => [`${SITE}/${ref}/${p.path}`.replace(/\/$/, ''), p.path]));
    const prices = (ld: Record<string, unknown>) =>
      JSON.stringify(((ld.offers as Array<{ price: string }> | undefined) ?? []).map((o) => o.price));
    const disagree: string[] = [];
    const check = (node: Record<string, unknown>, on: string) => {
      for (const child of (node.hasMenuItem as Array<Record<string, unknown>> | undefined) ?? []) {
        const named = jsonLdOf(parseHtml(readPage(ref, `${pathOf.get(child.url as string)}.html`))).find(
          (x) => x['@type'] === 'MenuItem',
        )!;
        if (prices(child) !== prices(named)) disagree.push(`${on}: ${child.url} ${prices(child)} ≠ ${prices(named)}`);
      }
      for (const section of (node.hasMenuSection as Array<Record<string, unknown>> | undefined) ?? [])
        check(section, on);
    };
    for (const p of table.filter((x) => (x.kind === 'menu' || x.kind === 'category') && !x.noindex))
      for (const ld of jsonLdOf(parseHtml(readPage(ref, `${p.path}.html`))))
        if (ld['@type'] === 'Menu') check(ld, p.path);
    expect(disagree).toEqual([]);
  });

  test('serves every picture as webp at standard widths no wider than its source, with width and height set', async () => {
    const entries = Object.values(snapshot.images);
    expect(entries.length > 0).toBe(!PICTURELESS.includes(ref));
    const logo = snapshot.data.restaurant.logo ? snapshot.images[snapshot.data.restaurant.logo] : undefined;
    for (const e of entries) {
      // The logo has the logo's widths besides (LOGO_WIDTHS), and so does a dish that shares its picture.
      const allowed: readonly number[] = e.hash === logo?.hash ? [...IMAGE_WIDTHS, ...LOGO_WIDTHS] : IMAGE_WIDTHS;
      for (const w of e.widths) {
        expect(w <= e.width).toBe(true);
        expect(allowed.includes(w) || w === e.width).toBe(true);
        expect(existsSync(join(releaseOf(ref), '_img', `${e.hash}-${w}.webp`))).toBe(true);
      }
    }
    const pages = (await pagesOf(ref)).filter((p) => !p.includes('/_'));
    let checked = 0;
    for (const page of pages.slice(0, 60)) {
      for (const img of find(parseHtml(readPage(ref, page)), (e) => e.tag === 'img')) {
        expect(img.attrs.width, page).toMatch(/^\d+$/);
        expect(img.attrs.height, page).toMatch(/^\d+$/);
        expect(img.attrs.alt, page).toBeDefined();
        for (const candidate of (img.attrs.srcset ?? '').split(',').filter(Boolean)) {
          const [url, descriptor] = candidate.trim().split(/\s+/);
          expect(url).toMatch(/\.webp$/);
          expect(descriptor).toMatch(/^(\d+w|[12]x)$/);
          expect(fileForPath(releaseOf(ref), ref, url!)).not.toBeNull();
          checked++;
        }
      }
    }
    expect(checked > 0).toBe(!PICTURELESS.includes(ref));
  });

  test("draws the header's 40 px logo from its 40 and 80 px pictures, and the favicon from the smallest", () => {
    const logo = snapshot.data.restaurant.logo ? snapshot.images[snapshot.data.restaurant.logo] : undefined;
    if (!logo) return;
    const doc = parseHtml(readPage(ref, 'index.html'));
    const img = find(doc, (e) => e.tag === 'img' && (e.attrs.src ?? '').includes(logo.hash))[0]!;
    expect(img.attrs.width).toBe('40');
    const at = (w: number) => `/_img/${logo.hash}-${w}.webp`;
    expect(img.attrs.srcset).toMatch(new RegExp(`${at(40)} 1x, \\S+${at(80)} 2x$`));
    const icon = find(doc, (e) => e.tag === 'link' && e.attrs.rel === 'icon')[0]!;
    expect(icon.attrs.href).toMatch(new RegExp(`${at(40)}$`));
  });

  test('loads the first large picture eagerly with high priority and the rest lazily', () => {
    const menu = table.find((x) => x.kind === 'menu');
    if (!menu) return;
    const imgs = find(
      parseHtml(readPage(ref, `${menu.path}.html`)),
      (e) => e.tag === 'img' && !!e.attrs.srcset && !e.attrs.srcset.includes(' 1x'),
    );
    const eager = imgs.filter((i) => i.attrs.loading === 'eager');
    expect(eager.length).toBeLessThanOrEqual(1);
    if (eager[0]) expect(eager[0].attrs.fetchpriority).toBe('high');
    expect(imgs.filter((i) => i.attrs.loading === 'lazy').length).toBe(imgs.length - eager.length);
  });

  test('a category page loads its first item picture (the LCP on a phone) at once and first, the rest lazily', () => {
    for (const page of table.filter((x) => x.kind === 'category' && !x.noindex)) {
      const all = find(parseHtml(readPage(ref, `${page.path}.html`)), (e) => e.tag === 'img');
      const large = all.filter((i) => !!i.attrs.srcset && !i.attrs.srcset.includes(' 1x'));
      const first = large.findIndex((i) => i.attrs.loading === 'eager');
      if (large.length > 0) {
        expect(first, page.path).toBe(0);
        expect(large[0]!.attrs.fetchpriority, page.path).toBe('high');
      }
      expect(all.filter((i) => i.attrs.fetchpriority === 'high').length, page.path).toBeLessThanOrEqual(1);
    }
  });

  test("a category page loads its first screen's small pictures at once: its own, and a list's first rows", () => {
    // A lazy picture is skipped by the browser's preload scanner and fetched once the page is laid out; these are
    // on a phone's first screen (review-perf.md 2), but not its LCP: eager, at the default priority.
    const list = snapshot.data.restaurant.menu_layout === 'list';
    let thumbnails = 0;
    for (const page of table.filter((x) => x.kind === 'category' && !x.noindex)) {
      const imgs = find(parseHtml(readPage(ref, `${page.path}.html`)), (e) => e.tag === 'img');
      const own = imgs.filter((i) => i.attrs.width === '72');
      for (const img of own) {
        expect(img.attrs.loading, page.path).toBe('eager');
        expect(img.attrs.fetchpriority, page.path).toBeUndefined();
      }
      thumbnails += own.length;
      if (!list) continue;
      const rows = imgs.filter((i) => i.attrs.width === '96');
      expect(
        rows.map((i) => i.attrs.loading),
        page.path,
      ).toEqual(rows.map((_, n) => (n < 4 ? 'eager' : 'lazy')));
    }
    // Not a test that cannot pass vacuously: these two show pictures beside their categories' names.
    if (ref === 'shawarma-house' || ref === 'sofreh') expect(thumbnails).toBeGreaterThan(0);
  });

  test('lists every canonical indexable page in its sitemap', () => {
    const xml = readFileSync(join(releaseOf(ref), 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = table.filter((p) => !p.noindex && p.canonicalLocalPath === p.localPath);
    expect(locs.length).toBe(expected.length);
    for (const loc of locs) expect(fileForPath(releaseOf(ref), ref, new URL(loc!).pathname)).not.toBeNull();
  });
});

test('the sitemap index lists every tenant and robots.txt points at it', () => {
  const index = readFileSync(join(WWW, 'sitemap-index.xml'), 'utf8');
  for (const ref of TENANTS) expect(index).toContain(`/${ref}/sitemap.xml`);
  expect(readFileSync(join(WWW, 'robots.txt'), 'utf8')).toMatch(/Sitemap: .*\/sitemap-index\.xml/);
});

test.each(FIXTURES)('%s emits rewrite rules for every id route', (ref) => {
  const rules = readFileSync(join(releaseOf(ref), '_redirects'), 'utf8');
  expect(rules).toContain(`/${ref}/order/* /${ref}/order/_ 200`);
  expect(rules).toContain(`/${ref}/wallet/* /${ref}/wallet/_ 200`);
});

test('an open/closed badge is empty in the HTML: a reader without script is told nothing about "now"', () => {
  for (const [ref, page] of [
    ['shawarma-house', 'index.html'],
    ['shawarma-house', 'ar/delivery.html'],
    ['cafe-limmat', 'pickup.html'],
  ]) {
    const badges = find(parseHtml(readPage(ref!, page!)), (e) => 'data-open-status' in e.attrs);
    expect(badges.length, `${ref}/${page}`).toBeGreaterThan(0);
    for (const b of badges) {
      expect(b.text, `${ref}/${page}`).toBe('');
      expect(b.attrs['data-open-text'], `${ref}/${page}`).not.toBe('');
    }
  }
});

test('add buttons are rendered disabled until their script runs (a tap before it would add nothing and say nothing)', () => {
  for (const page of ['delivery.html', 'ar/delivery.html']) {
    const doc = parseHtml(readPage('shawarma-house', page));
    const quick = find(doc, (e) => e.tag === 'button' && 'data-quick-add' in e.attrs);
    expect(quick.length, page).toBeGreaterThan(5);
    for (const b of quick) {
      expect('disabled' in b.attrs, `${page}: ${b.attrs['aria-label']}`).toBe(true);
      expect('data-needs-script' in b.attrs).toBe(true);
    }
  }
});

test.each([
  ['shawarma-house', 'Branches.html', '+965 2220 0011', 'tel:+96522200011'],
  ['cafe-limmat', 'Branches.html', '+41 44 555 01 00', 'tel:+41445550100'],
])('%s: a branch phone reads spaced as its country writes it, and calls the same number', (ref, page, text, href) => {
  const html = readPage(ref, page);
  const doc = parseHtml(html);
  const links = find(doc, (e) => e.tag === 'a' && (e.attrs.href ?? '').startsWith('tel:'));
  expect(links.map((a) => a.attrs.href)).toContain(href);
  expect(html).toContain(`>${text}</a>`);
});

test('a page drawn by its island opens the connection to the restaurant API early; a menu page does not', () => {
  // Where the browser reaches the API (PUBLIC_API_URL at build time), not where the build fetched it.
  const origin = new URL(clientConfigOf(snapshotOf('shawarma-house')).apiUrl).origin;
  const preconnects = (page: string) =>
    find(parseHtml(readPage('shawarma-house', page)), (e) => e.tag === 'link' && e.attrs.rel === 'preconnect');
  for (const page of ['delivery/cart.html', 'delivery/checkout.html', 'login.html', 'profile.html', 'Feedback.html']) {
    const links = preconnects(page);
    expect(
      links.map((l) => [l.attrs.href, l.attrs.crossorigin]),
      page,
    ).toEqual([[origin, 'anonymous']]);
  }
  for (const page of ['index.html', 'delivery.html', 'delivery/101/10001.html', 'Branches.html'])
    expect(preconnects(page), page).toEqual([]);
});

test.each(FIXTURES)('%s: a "most ordered" item links to its own page, a subcategory’s item included', async (ref) => {
  let checked = 0;
  for (const page of (await pagesOf(ref)).filter((p) => /^(ar\/)?(delivery|pickup|dinein)\.html$/.test(p))) {
    const html = readPage(ref, page);
    for (const m of html.matchAll(/<li data-smart-item-id="(\d+)"[\s\S]*?<\/li>/g)) {
      const hrefs = [...m[0].matchAll(/href="([^"]*)"/g)].map((h) => h[1]!);
      expect(hrefs.length, `${page} item ${m[1]}`).toBeGreaterThan(0);
      for (const href of hrefs) expect(href, `${page} item ${m[1]}`).toMatch(new RegExp(`/\\d+/${m[1]}$`));
      checked++;
    }
  }
  if (ref === 'shawarma-house') expect(checked).toBeGreaterThan(0);
});

test.each(FIXTURES)(
  '%s: a landing with one place to go (one selling type, a digital menu) is an HTTP redirect there',
  (ref) => {
    const snapshot = snapshotOf(ref);
    const target = landingTarget(snapshot.data.restaurant);
    const rules = readPage(ref, '_redirects');
    if (target) expect(rules).toContain(`/${ref} /${ref}/${target} 302`);
    else expect(rules).not.toMatch(new RegExp(`^/${ref} `, 'm'));
  },
);

test('a required choice of exactly one says "Choose 1", an optional one "Choose up to", in each language', () => {
  const hint = (page: string, group: number) =>
    readPage('shawarma-house', page).match(new RegExp(`id="group-${group}-hint">([^<]*)<`))?.[1];
  expect(hint('delivery/103/10009.html', 501)).toBe('Choose 1'); // the sauce: min 1, max 1
  expect(hint('delivery/103/10009.html', 502)).toBe('Choose up to 3'); // the extras: min 0
  expect(hint('ar/delivery/103/10009.html', 501)).toBe('اختر 1');
});

test('a menu-only business lists a dish’s options without telling its readers to choose', () => {
  // Sofreh takes no orders (prices hidden): rice and add-ons are listed, with neither "Required" nor "Choose 1".
  const html = readPage('sofreh', 'delivery/402/40005.html');
  const section = html.match(/<section aria-labelledby="mod-801"[\s\S]*?<\/section>/)?.[0] ?? '';
  expect(section).toContain('class="modifiers"');
  expect(section).not.toContain('class="badge"');
  expect(section).not.toContain('class="muted"');
  // An ordering business's sold-out dish, or its form, still says it.
  expect(readPage('shawarma-house', 'delivery/103/10009.html')).toContain('id="group-501-hint">Choose 1<');
});

test('an item’s offers are named in the page’s language (JSON-LD), as its price labels are shown', () => {
  const offers = (page: string) =>
    (jsonLdOf(parseHtml(readPage('shawarma-house', page))).find((x) => x['@type'] === 'MenuItem')?.offers ??
      []) as Array<{ name?: string }>;
  expect(offers('ar/dinein/106/10019.html').map((o) => o.name)).toEqual(['لشخص واحد', 'لشخصين', 'لأربعة أشخاص']);
  expect(offers('dinein/106/10019.html')[0]!.name).toBe('For one');
});

test.each(['cafe-limmat', 'sofreh'])(
  '%s (its landing forwards to a menu): home links, breadcrumbs and the Restaurant url name that menu, not the redirect',
  async (ref) => {
    const target = landingTarget(snapshotOf(ref).data.restaurant)!;
    expect(target).toBeDefined();
    const base = `/${ref}`;
    for (const page of (await pagesOf(ref)).filter((p) => /^[a-z_]+\/\d+\/\d+\.html$/.test(p)).slice(0, 5)) {
      const html = readPage(ref, page);
      expect(html, page).toContain(`class="brand" href="${base}/${target}"`);
      const crumbs = jsonLdOf(parseHtml(html)).find((x) => x['@type'] === 'BreadcrumbList') as {
        itemListElement: Array<{ item?: string }>;
      };
      expect(new URL(crumbs.itemListElement[0]!.item!).pathname, page).toBe(`${base}/${target}`);
      // That menu is the first step, once: not the business then its menu, the same page twice.
      const paths = crumbs.itemListElement.map((c) => new URL(c.item!).pathname);
      expect(new Set(paths).size, page).toBe(paths.length);
    }
  },
);

test.each(['cafe-limmat', 'sofreh'])(
  '%s: the menu its landing forwards to describes the Restaurant, whose url it is, with no one-step breadcrumb',
  (ref) => {
    const target = landingTarget(snapshotOf(ref).data.restaurant)!;
    const ld = jsonLdOf(parseHtml(readPage(ref, `${target}.html`)));
    const restaurant = ld.find((x) => x['@type'] === 'Restaurant')!;
    expect(restaurant, `${ref}/${target}`).toBeDefined();
    expect(restaurant.url).toBe(`${SITE}/${ref}/${target}`);
    expect([restaurant.hasMenu].flat()).toContain(`${SITE}/${ref}/${target}`);
    expect(ld.find((x) => x['@type'] === 'Menu')?.url).toBe(`${SITE}/${ref}/${target}`);
    expect(ld.filter((x) => x['@type'] === 'BreadcrumbList')).toEqual([]);
  },
);

test('the Restaurant has one @id in every language, and names every selling type’s menu', () => {
  const restaurantOf = (page: string) =>
    jsonLdOf(parseHtml(readPage('shawarma-house', page))).find((x) => x['@type'] === 'Restaurant')!;
  const en = restaurantOf('index.html');
  expect(en['@id']).toBe(`${SITE}/shawarma-house#restaurant`);
  expect(restaurantOf('ar.html')['@id']).toBe(en['@id']);
  expect(restaurantOf('ar/Branches.html')['@id']).toBe(en['@id']);
  expect(en.hasMenu).toEqual(
    routeTypesOf(snapshotOf('shawarma-house').data.restaurant).map((t) => `${SITE}/shawarma-house/${t}`),
  );
  // A business with several selling types keeps its Restaurant on its landing, not on each menu.
  expect(jsonLdOf(parseHtml(readPage('shawarma-house', 'delivery.html'))).map((x) => x['@type'])).not.toContain(
    'Restaurant',
  );
});

test('a contact link that is no brand (email) is named in the page’s language', () => {
  const html = readPage('sofreh', 'index.html');
  const link = html.match(/<a href="mailto:hello@sofreh\.example"[^>]*>([^<]*)<\/a>/)?.[1]?.trim();
  expect(link).toBe(JSON.parse(readFileSync('locales/fa.json', 'utf8')).newsletter.email);
  expect(link).not.toBe('Email');
});

test('a selling type’s discount is in the prices its pages show and in their structured data (dine-in: 0.100 off)', () => {
  const offers = (page: string) =>
    jsonLdOf(parseHtml(readPage('shawarma-house', page)))
      .filter((ld) => ld['@type'] === 'MenuItem')
      .flatMap((ld) => (ld['offers'] as Array<{ price: string }>).map((o) => o.price));
  expect(offers('delivery/102/10008.html')).toEqual(['1.200']);
  expect(offers('dinein/102/10008.html')).toEqual(['1.100']);
  const shown = (page: string) =>
    find(parseHtml(readPage('shawarma-house', page)), (e) => e.attrs.class === 'price')[0]?.text.replace(/\s+/g, ' ');
  expect(shown('dinein/102/10008.html')).toBe('KWD 1.100 KWD 1.200'); // the price before, struck through after it
  expect(shown('delivery/102/10008.html')).toBe('KWD 1.200');
  // The menu's own structured data prices the dish as the menu shows it.
  const menu = jsonLdOf(parseHtml(readPage('shawarma-house', 'dinein.html'))).find((ld) => ld['@type'] === 'Menu');
  expect(JSON.stringify(menu)).toMatch(/"name":"Falafel Duo"[^}]*"offers":\[\{"@type":"Offer","price":"1\.100"/);
});

test('a dish that takes an hour or more to prepare says how far ahead to order it, in the page’s words', () => {
  const note = (page: string) =>
    readPage('shawarma-house', page).match(/<p class="muted">([^<]*ahead[^<]*|اطلبه[^<]*)<\/p>/)?.[1];
  expect(note('reserv_dinein/109/10028.html')).toBe('Order at least 1 day ahead.');
  expect(note('reserv_dinein/109/10029.html')).toBe('Order at least 3 hours ahead.');
  expect(note('ar/reserv_dinein/109/10029.html')).toBe('اطلبه قبل 3 ساعات على الأقل.');
  // A dish without a preparation time says nothing of it.
  expect(readPage('shawarma-house', 'delivery/102/10008.html')).not.toContain('ahead.');
});

test('a subcategory’s pages have their parent category in the trail and its structured data (Grills › Chicken)', () => {
  const crumbs = (page: string) =>
    (
      jsonLdOf(parseHtml(readPage('shawarma-house', page))).find((x) => x['@type'] === 'BreadcrumbList') as {
        itemListElement: Array<{ name: string }>;
      }
    ).itemListElement.map((c) => c.name);
  expect(crumbs('delivery/105/10014.html').slice(-3)).toEqual(['Grills', 'Chicken', 'Shish Tawook']);
  expect(crumbs('delivery/105.html').slice(-2)).toEqual(['Grills', 'Chicken']);
});

test('a business that published no policies has no Policies link, and its Policies page is kept out of search', () => {
  const footerLinks = (ref: string) =>
    find(parseHtml(readPage(ref, 'Branches.html')), (e) => e.tag === 'a').map((a) => a.attrs.href);
  expect(footerLinks('odd-data')).not.toContain('/odd-data/Policies');
  expect(readPage('odd-data', 'more.html')).not.toContain('href="/odd-data/Policies"');
  expect(readPage('odd-data', 'Policies.html')).toContain('<meta name="robots" content="noindex, follow">');
  expect(readPage('odd-data', 'sitemap.xml')).not.toContain('/odd-data/Policies<');
  // One that did: linked from every page's footer and the More page, and in its sitemap.
  expect(footerLinks('shawarma-house')).toContain('/shawarma-house/Policies');
  expect(readPage('shawarma-house', 'sitemap.xml')).toContain('/shawarma-house/Policies<');
});

test('a branch whose owner gave no hours shows no opening hours, not "Open 24 hours", to customers or crawlers', () => {
  const odd = readPage('odd-data', 'Branches.html');
  expect(odd).not.toContain('Opening hours');
  expect(odd).not.toContain('Open 24 hours');
  expect(odd).not.toContain('OpeningHoursSpecification');
  // A business that published its hours: the table and the crawlers' copy.
  const shawarma = readPage('shawarma-house', 'Branches.html');
  expect(shawarma).toContain('Opening hours');
  expect(shawarma).toContain('OpeningHoursSpecification');
});

test('no page has an empty heading in its source (a section without a title to a crawler or an outline)', async () => {
  const empty: string[] = [];
  for (const ref of publishedTenants()) {
    for (const page of await pagesOf(ref)) {
      for (const h of find(parseHtml(readPage(ref, page)), (e) => /^h[1-6]$/.test(e.tag)))
        if (!h.text.trim() && !h.attrs['aria-label'])
          empty.push(`${ref}/${page}: <${h.tag} ${JSON.stringify(h.attrs)}>`);
    }
  }
  expect(empty.slice(0, 10)).toEqual([]);
});

test("robots.txt keeps crawlers out of the releases' version files only, which exist where it says", () => {
  const robots = readFileSync(join(WWW, 'robots.txt'), 'utf8');
  const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]);
  expect(disallowed).toEqual(['/*/builds/']);
  for (const ref of FIXTURES) expect(existsSync(join(releaseOf(ref), 'builds', 'latest.json')), ref).toBe(true);
});

test('the Branches page says where each branch delivers, in its source: every visible zone of the branch with its fee, minimum and areas, no hidden zone', () => {
  const snapshot = snapshotOf('shawarma-house');
  const html = parseHtml(readPage('shawarma-house', 'Branches.html'));
  const cards = find(html, (e) => e.tag === 'li' && e.attrs.class === 'card');
  expect(cards).toHaveLength(snapshot.branches.length);
  let zones = 0;
  for (const [i, branch] of snapshot.branches.entries()) {
    const text = cards[i]!.text.replace(/\u00a0/g, ' ');
    for (const zone of snapshot.zones.zones.filter((z) => z.branch === branch.id)) {
      if (!zone.visible) {
        expect(text, zone.name).not.toContain(zone.name);
        continue;
      }
      zones++;
      expect(text).toContain(
        `${zone.name} · Delivery KWD ${zone.fees.toFixed(3)} · minimum KWD ${zone.min_order.toFixed(3)}`,
      );
      for (const area of zone.areas) expect(text).toContain(area.name);
    }
  }
  expect(zones).toBeGreaterThan(1);
  expect(find(html, (e) => e.tag === 'a' && e.text === 'See where we deliver')[0]?.attrs.href).toBe(
    '/shawarma-house/delivery/delivery-areas',
  );
  // A business that ships abroad prices by country at its checkout: no zones said.
  expect(readPage('kissa-tokyo', 'Branches.html')).not.toContain('zone-list');
});

test('a dish that takes an hour or more to prepare says so on its menu card, where it is added, as its page does', () => {
  const html = parseHtml(readPage('shawarma-house', 'reserv_dinein.html'));
  const cards = find(html, (e) => e.tag === 'article' && (e.attrs.class ?? '').includes('item-card'));
  const said = cards.filter((c) => /Order at least (1 day|3 hours) ahead\./.test(c.text));
  expect(said.map((c) => c.text.match(/Order at least [^.]+\./)![0]).sort()).toEqual([
    'Order at least 1 day ahead.',
    'Order at least 3 hours ahead.',
  ]);
  // Ordinary dishes' cards say nothing of it.
  const delivery = readPage('shawarma-house', 'delivery.html');
  expect(delivery).toContain('item-card');
  expect(delivery).not.toContain('Order at least');
});
