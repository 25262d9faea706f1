/**
 * The sitemap's <lastmod> across republishes, against the sample API: a page keeps the date it last changed; a
 * republish that changed nothing moves no date; an edit to one dish moves the dates of the pages that show it.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '../../src/lib/api/client.ts';
import { buildTenant } from '../../src/build/buildTenant.ts';
import { createAstroPool, type AstroPool } from '../../src/build/workerPool.ts';
import { startSampleApi } from '../../sample-api/server.ts';
import { LASTMOD_FILE } from '../../src/build/render/lastmod.ts';

const REF = 'cafe-limmat';
const varDir = mkdtempSync(join(tmpdir(), 'sf-lastmod-'));
const siteUrl = 'http://localhost:4399';
let api: Awaited<ReturnType<typeof startSampleApi>>;
let pool: AstroPool;

beforeAll(async () => {
  api = await startSampleApi({ port: 0, includeTestTenants: true });
  pool = createAstroPool({ size: 1 });
}, 60_000);

afterAll(async () => {
  await pool.close();
  await api.close();
});

const build = (at: string) =>
  buildTenant(REF, {
    api: createApiClient({ baseUrl: api.url }),
    apiBaseUrl: api.url,
    siteUrl,
    varDir,
    pool,
    now: () => new Date(at),
  });

/** The live sitemap as loc → lastmod. */
function sitemapDates(): Map<string, string | undefined> {
  const xml = readFileSync(join(varDir, 'www', REF, 'sitemap.xml'), 'utf8');
  const dates = new Map<string, string | undefined>();
  for (const [, entry] of xml.matchAll(/<url>(.*?)<\/url>/g)) {
    const loc = /<loc>([^<]*)<\/loc>/.exec(entry!)![1]!;
    dates.set(new URL(loc).pathname, /<lastmod>([^<]*)<\/lastmod>/.exec(entry!)?.[1]);
  }
  return dates;
}

async function changePrice(itemId: number, price: number) {
  const payload = (await (await fetch(`${api.url}/webapp/v5/restaurant/${REF}`)).json()) as {
    menu: Array<{ items: Array<{ id: number; price_labels: Array<{ price: number }> }>; subcategories?: unknown[] }>;
  };
  const item = payload.menu.flatMap((c) => c.items).find((i) => i.id === itemId)!;
  item.price_labels[0]!.price = price;
  const res = await fetch(`${api.url}/__test/restaurant/${REF}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  expect(res.ok).toBe(true);
}

test('a page keeps the date it last changed: an unchanged republish moves none, a new price moves only its pages', async () => {
  await build('2026-11-20T08:00:00Z');
  const first = sitemapDates();
  expect(first.size).toBeGreaterThan(10);
  expect(new Set(first.values())).toEqual(new Set(['2026-11-20T08:00:00Z']));

  // Republished with nothing changed: every date stays.
  await build('2026-11-21T08:00:00Z');
  expect(sitemapDates()).toEqual(first);

  await changePrice(20001, 4.5);
  await build('2026-11-22T08:00:00Z');
  const after = sitemapDates();
  const moved = [...after].filter(([, d]) => d === '2026-11-22T08:00:00Z').map(([p]) => p);
  // The espresso's own page, its category's and the menu's, in each language: no other page shows its price.
  expect(moved.sort()).toEqual(
    ['', '/fr', '/en']
      .flatMap((l) => [`/${REF}${l}/pickup`, `/${REF}${l}/pickup/201`, `/${REF}${l}/pickup/201/20001`])
      .sort(),
  );
  // Pages that do not show it keep their date.
  const kept = [...after].filter(([p]) => /Branches|Policies|\/2000[2-9]$/.test(p));
  expect(kept.length).toBeGreaterThan(0);
  for (const [path, date] of kept) expect(date, path).toBe('2026-11-20T08:00:00Z');
}, 180_000);

test('a broken record in the live release costs its dates, not the build: every page takes the build’s date', async () => {
  writeFileSync(join(varDir, 'www', REF, LASTMOD_FILE), '{"pickup.html":["x","not a date"],');
  await build('2026-11-23T08:00:00Z');
  expect(new Set(sitemapDates().values())).toEqual(new Set(['2026-11-23T08:00:00Z']));
}, 120_000);
