/** Reading the fixture build (var/test) for the build tests: files, parsed HTML, JSON-LD. */
import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { listFiles } from '../../src/build/verify.ts';
import type { TenantSnapshot } from '../../src/build/snapshot.ts';

export const VAR_DIR = process.env.VAR_DIR ?? 'var/test';
export const WWW = join(VAR_DIR, 'www');
export const SITE = `http://localhost:${process.env.E2E_PORT ?? 4399}`;
export const TENANTS = [
  'shawarma-house',
  'cafe-limmat',
  'kissa-tokyo',
  'sofreh',
  'dastarkhwan',
  'evil-eats',
  'odd-data',
];

export interface El {
  tag: string;
  attrs: Record<string, string>;
  text: string;
  children: El[];
}

type P5Node = {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: P5Node[];
  value?: string;
  content?: P5Node;
};

function convert(node: P5Node): El {
  const kids = (node.tagName === 'template' ? node.content?.childNodes : node.childNodes) ?? [];
  // Each child converted once (its text is part of ours): converting it again for the text doubled the work at every
  // level of nesting.
  const converted = kids.map((c) => (c.tagName ? convert(c) : null));
  const children = converted.filter((c): c is El => c !== null);
  const text = kids.map((c, i) => (c.nodeName === '#text' ? (c.value ?? '') : (converted[i]?.text ?? ''))).join('');
  return {
    tag: node.tagName ?? node.nodeName,
    attrs: Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value])),
    text,
    children,
  };
}

/** Parses an HTML document with a real HTML parser (what a browser builds, not a regex). */
export function parseHtml(html: string): El {
  return convert(parse(html) as unknown as P5Node);
}

/** Every element of a tree, depth-first. */
export function* all(el: El): Generator<El> {
  yield el;
  for (const c of el.children) yield* all(c);
}

export const find = (root: El, pred: (e: El) => boolean) => [...all(root)].filter(pred);

/** The release directory a tenant is served from. */
export const releaseOf = (ref: string) => realpathSync(join(WWW, ref));

/** The snapshot the tenant's live release was built from. */
export function snapshotOf(ref: string): TenantSnapshot {
  const release = releaseOf(ref);
  const buildId = release.split('/').pop()!;
  return JSON.parse(readFileSync(join(VAR_DIR, 'snapshots', ref, `${buildId}.json`), 'utf8')) as TenantSnapshot;
}

/** HTML pages of a tenant (relative paths). */
export async function pagesOf(ref: string): Promise<string[]> {
  return (await listFiles(releaseOf(ref))).filter((f) => f.endsWith('.html'));
}

export const readPage = (ref: string, rel: string) => readFileSync(join(releaseOf(ref), rel), 'utf8');

/** The JSON-LD objects of a page. */
export function jsonLdOf(doc: El): Array<Record<string, unknown>> {
  return find(doc, (e) => e.tag === 'script' && e.attrs.type === 'application/ld+json').map((e) => JSON.parse(e.text));
}

export const publishedTenants = () => readdirSync(WWW).filter((n) => /^[A-Za-z0-9]/.test(n) && !n.includes('.'));

/**
 * Renames a business in the test API's payload (`business_name`, and its localized `title`, which pages show first:
 * the new name in every language), as an owner's edit before a republish.
 */
export async function renameBusiness(apiUrl: string, ref: string, name: string): Promise<void> {
  const payload = (await (await fetch(`${apiUrl}/webapp/v5/restaurant/${ref}`)).json()) as {
    restaurant: { business_name: string; title?: unknown };
  };
  payload.restaurant.business_name = name;
  payload.restaurant.title = [];
  const res = await fetch(`${apiUrl}/__test/restaurant/${ref}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!res.ok) throw new Error(`renaming ${ref}: HTTP ${res.status}`);
}

type Named = { locale: string; name: string };
type MenuItem = { names?: Named[]; price_labels?: Array<{ price: number }> };
type MenuNode = { names?: Named[]; items?: MenuItem[]; subcategories?: MenuNode[] };

/** Edits the dish whose English name is `name` (every listing of it) in the test API's payload: a one-item edit. */
async function editItem(apiUrl: string, ref: string, name: string, edit: (item: MenuItem) => void): Promise<void> {
  const payload = (await (await fetch(`${apiUrl}/webapp/v5/restaurant/${ref}`)).json()) as { menu: MenuNode[] };
  let found = 0;
  const visit = (nodes: MenuNode[] = []) => {
    for (const node of nodes) {
      for (const item of node.items ?? [])
        if (item.names?.some((n) => n.locale === 'en' && n.name === name)) {
          edit(item);
          found++;
        }
      visit(node.subcategories);
    }
  };
  visit(payload.menu);
  if (found === 0) throw new Error(`no dish named ${name} in ${ref}`);
  const res = await fetch(`${apiUrl}/__test/restaurant/${ref}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!res.ok) throw new Error(`editing ${name} in ${ref}: HTTP ${res.status}`);
}

/** Renames one dish in the test API's payload (its English name `from` becomes `to`): a business's one-item edit. */
export const renameItem = (apiUrl: string, ref: string, from: string, to: string): Promise<void> =>
  editItem(apiUrl, ref, from, (item) => {
    for (const n of item.names ?? []) if (n.locale === 'en' && n.name === from) n.name = to;
  });

/** Sets the price of one dish's every price label in the test API's payload: the edit a business makes most. */
export const repriceItem = (apiUrl: string, ref: string, name: string, price: number): Promise<void> =>
  editItem(apiUrl, ref, name, (item) => {
    for (const label of item.price_labels ?? []) label.price = price;
  });
