/**
 * Republishing end to end: signed webhooks → durable queue → worker → atomic publish, against the sample API.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '../../src/lib/api/client.ts';
import { buildTenant } from '../../src/build/buildTenant.ts';
import { createAstroPool, type AstroPool } from '../../src/build/workerPool.ts';
import { createSite } from '../../src/server/site.ts';
import { generateSecret, webhookHeaders } from '../../src/republish/signature.ts';
import { startSampleApi } from '../../sample-api/server.ts';
import { renameBusiness, renameItem, repriceItem } from './helpers.ts';
import { isPageStale } from '../../src/features/site/pageVersion.ts';
import { announceConsumer } from '../../src/republish/consumers.ts';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const REF = 'cafe-limmat';
const varDir = mkdtempSync(join(tmpdir(), 'sf-republish-'));
const siteUrl = 'http://localhost:4399';
const secret = generateSecret();
let api: Awaited<ReturnType<typeof startSampleApi>>;
let pool: AstroPool;
let site: ReturnType<typeof createSite>;

beforeAll(async () => {
  process.env.WEBHOOK_SECRET = secret;
  api = await startSampleApi({ port: 0, includeTestTenants: true });
  pool = createAstroPool({ size: 1 });
  const client = createApiClient({ baseUrl: api.url });
  await buildTenant(REF, { api: client, apiBaseUrl: api.url, siteUrl, varDir, pool });
  site = createSite({ api: client, apiBaseUrl: api.url, siteUrl, varDir, pool });
}, 120_000);

afterAll(async () => {
  await site.close();
  await pool.close();
  await api.close();
  delete process.env.WEBHOOK_SECRET;
});

let n = 0;
const hook = () => {
  const body = JSON.stringify({ referenceId: REF });
  const headers = webhookHeaders({
    id: `msg_${Date.now()}_${++n}`,
    timestamp: Math.floor(Date.now() / 1000),
    body,
    secret,
  });
  return site.app.request('/hooks/republish', { method: 'POST', body, headers });
};
const renameTo = (name: string) => renameBusiness(api.url, REF, name);
const served = async () => (await site.app.request(`/${REF}/pickup`)).text();
async function untilIdle(timeoutMs = 90_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const s = site.queue.stats();
    if (s.waiting === 0 && s.running === 0) return;
    if (Date.now() > end) throw new Error(`queue not idle: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('50 concurrent webhooks while a build runs start at most one more build, and the last edit is published', async () => {
  await renameTo('Café Limmat — edit 1');
  expect((await hook()).status).toBe(202);
  // Wait until the first build is running, then edit again and send a burst.
  for (let i = 0; i < 100 && site.queue.stats().running === 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(site.queue.stats().running).toBe(1);
  await renameTo('Café Limmat — edit 2');
  const burst = await Promise.all(Array.from({ length: 50 }, hook));
  expect(burst.every((r) => r.status === 202)).toBe(true);
  expect(site.queue.stats().waiting).toBe(1);
  expect(site.queue.stats().running).toBeLessThanOrEqual(1);
  await untilIdle();
  const jobs = site.queue.list({ ref: REF });
  expect(jobs.filter((j) => j.state === 'done')).toHaveLength(2);
  expect(jobs.reduce((sum, j) => sum + j.requests, 0)).toBe(51);
  expect(await served()).toContain('Café Limmat — edit 2');
}, 120_000);

test('a build that fails validation leaves the live release and is not retried', async () => {
  const before = await served();
  await fetch(`${api.url}/__test/restaurant/${REF}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ restaurant: { reference_id: REF } }),
  });
  expect((await hook()).status).toBe(202);
  await untilIdle();
  const last = site.queue.list({ ref: REF, limit: 1 })[0]!;
  expect(last.state).toBe('failed');
  expect(last.lastError).toMatch(/cafe-limmat: invalid payload .*field restaurant\./);
  expect(await served()).toBe(before);
  await fetch(`${api.url}/__test/reset`, { method: 'POST' });
}, 120_000);

test('a business whose time zone is unknown is published, and its job warns that the hours use the default zone', async () => {
  const payload = (await (await fetch(`${api.url}/webapp/v5/restaurant/${REF}`)).json()) as {
    restaurant: { time_zone: string };
  };
  payload.restaurant.time_zone = 'Europe/Zurch';
  await fetch(`${api.url}/__test/restaurant/${REF}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  expect((await hook()).status).toBe(202);
  await untilIdle();
  const last = site.queue.list({ ref: REF, limit: 1 })[0]!;
  expect(last.state).toBe('done');
  expect(last.warning).toBe('time zone "Europe/Zurch" is unknown: opening hours and "open now" use Asia/Kuwait');
  await fetch(`${api.url}/__test/reset`, { method: 'POST' });
}, 120_000);

/** Every page file of the live release: its path in the release → its bytes. */
function livePages(): Map<string, Buffer> {
  const dir = realpathSync(join(varDir, 'www', REF));
  const pages = new Map<string, Buffer>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.html')) pages.set(file, readFileSync(join(dir, file)));
  return pages;
}
/** The live release's price files (features/cart/cartPriceFile.ts), by selling type. */
function priceFiles(): Map<string, string> {
  const dir = join(realpathSync(join(varDir, 'www', REF)), '_prices');
  if (!existsSync(dir)) return new Map();
  return new Map(readdirSync(dir).map((file) => [file, readFileSync(join(dir, file), 'utf8')]));
}
const versionOf = (page: Buffer) => /data-page-version="([\w-]+)"/.exec(page.toString('latin1'))?.[1];

test('builds/latest.json lists the version of every page the live build serves', async () => {
  const res = await site.app.request(`/${REF}/builds/latest.json`);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  const latest = (await res.json()) as { id: string; pages: string[] };
  const live = JSON.parse(readFileSync(join(varDir, 'www', REF, 'build.json'), 'utf8')) as { contentId: string };
  expect(latest.id).toBe(live.contentId);
  const versions = [...livePages()].filter(([file]) => file !== '404.html').map(([, page]) => versionOf(page));
  expect(versions.length).toBeGreaterThan(100);
  expect(versions.filter((v) => !v || !latest.pages.includes(v))).toEqual([]);
  // A version per distinct page: no two pages of the release share one.
  expect(new Set(versions).size).toBe(versions.length);
});

/**
 * Republishes the payload as it is, then again after `edit`: the live pages before and after and those rewritten,
 * and what `check` finds in them; the payload is put back after.
 */
async function afterEdit(
  edit: () => Promise<void>,
  check: (pages: {
    before: Map<string, Buffer>;
    after: Map<string, Buffer>;
    changed: Array<[string, Buffer]>;
  }) => Promise<void>,
): Promise<void> {
  // The live build of the payload as it is (the tests before this one edited it, then put it back).
  expect((await hook()).status).toBe(202);
  await untilIdle();
  const before = livePages();
  await edit();
  try {
    expect((await hook()).status).toBe(202);
    await untilIdle();
    expect(site.queue.list({ ref: REF, limit: 1 })[0]!.state).toBe('done');
    const after = livePages();
    await check({ before, after, changed: [...after].filter(([file, page]) => !before.get(file)?.equals(page)) });
  } finally {
    await fetch(`${api.url}/__test/reset`, { method: 'POST' });
  }
}

test('a one-item edit rewrites only the pages that show the dish; every other page file stays byte for byte', async () => {
  await afterEdit(
    () => renameItem(api.url, REF, 'Cappuccino', 'Cappuccino grande'),
    async ({ before, after, changed }) => {
      // Each rewritten page names the dish anew (its own page, its category and menu, the cart's catalogue)...
      expect(changed.length).toBeGreaterThan(0);
      expect(changed.filter(([, page]) => !page.includes('Cappuccino grande')).map(([file]) => file)).toEqual([]);
      // ...and they are few: a page that does not show the dish is not a new file (a bucket does not upload it).
      expect(changed.length).toBeLessThan(after.size / 4);
      // An open page learns of the build only if it is one of them (pageVersion.ts isPageStale).
      const latest = (await (await site.app.request(`/${REF}/builds/latest.json`)).json()) as unknown;
      for (const [file, page] of before) {
        if (file === '404.html' || !after.has(file)) continue;
        const stale = isPageStale(versionOf(page), latest);
        expect(stale, file).toBe(changed.some(([f]) => f === file));
      }
    },
  );
}, 120_000);

test("a price edit rewrites the pages that show the dish's price and the price files, not every menu page", async () => {
  let pricesBefore = new Map<string, string>();
  await afterEdit(
    () => {
      pricesBefore = priceFiles();
      return repriceItem(api.url, REF, 'Espresso', 4.45);
    },
    async ({ after, changed }) => {
      // The dish's own pages, its category and menu pages, the cart's catalogue: each shows the new price...
      expect(changed.length).toBeGreaterThan(0);
      expect(changed.filter(([, page]) => !page.includes('4.45')).map(([file]) => file)).toEqual([]);
      // ...and they are few: the "View cart" bar's prices are one file per selling type, not a table in every page.
      expect(changed.length).toBeLessThan(after.size / 4);
      const pricesAfter = priceFiles();
      expect([...pricesAfter.keys()].length).toBeGreaterThan(0);
      for (const [file, text] of pricesAfter) {
        expect(text, file).not.toBe(pricesBefore.get(file));
        const parsed = JSON.parse(text) as { currency: string; items: Record<string, { l: Record<string, number> }> };
        expect(parsed.currency).toBe('CHF');
        expect(Object.values(parsed.items['20001']!.l)).toEqual([445]);
      }
    },
  );
}, 120_000);

test('with deferred workers (npm start during its first build) a webhook waits in the queue, then runs', async () => {
  const otherDir = mkdtempSync(join(tmpdir(), 'sf-republish-deferred-'));
  const client = createApiClient({ baseUrl: api.url });
  const deferred = createSite({
    api: client,
    apiBaseUrl: api.url,
    siteUrl,
    varDir: otherDir,
    pool,
    deferWorkers: true,
  });
  try {
    const body = JSON.stringify({ referenceId: REF });
    const headers = webhookHeaders({
      id: `msg_deferred_${Date.now()}`,
      timestamp: Math.floor(Date.now() / 1000),
      body,
      secret,
    });
    expect((await deferred.app.request('/hooks/republish', { method: 'POST', body, headers })).status).toBe(202);
    await new Promise((r) => setTimeout(r, 1500));
    expect(deferred.queue.stats()).toMatchObject({ waiting: 1, running: 0, done: 0 });
    deferred.startWorkers();
    for (let i = 0; i < 600 && deferred.queue.stats().done === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(deferred.queue.stats().done).toBe(1);
  } finally {
    await deferred.close();
  }
}, 90_000);

test("the operator's `republish <ref>` beside a running site goes through its queue: built with the site's API, never beside another build", async () => {
  // This process is the site (`npm start` announces itself so); the CLI is another process, as an operator runs it.
  const withdraw = announceConsumer(varDir, 'site');
  try {
    // Only the site's API has this name: a CLI building on its own (its own sample API) would publish the fixture's.
    await renameTo('Café Limmat — from the operator');
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/republish.ts', REF], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, VAR_DIR: varDir, PUBLIC_SITE_URL: siteUrl, API_BASE_URL: '' },
    });
    expect(stdout).toMatch(new RegExp(`^${REF}: queued as job \\d+`));
    expect(stdout).toMatch(new RegExp(`✓ ${REF}: live as \\S+ after`));
    expect(await served()).toContain('Café Limmat — from the operator');
    expect(site.queue.list({ ref: REF })[0]).toMatchObject({ state: 'done', reason: 'operator' });
  } finally {
    withdraw();
  }
}, 150_000);

test('the operator takes a business that left down with `unpublish`, and `rollback` brings it back', async () => {
  const cli = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['scripts/republish.ts', ...args], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, VAR_DIR: varDir, PUBLIC_SITE_URL: siteUrl },
    });
  const live = (await cli('releases', REF)).stdout.match(/^\* (\S+)/m)![1]!;
  const down = await cli('unpublish', REF);
  expect(down.stdout).toMatch(new RegExp(`✓ ${REF}: taken down .*rollback ${REF} \\S+\` brings it back`));
  expect((await site.app.request(`/${REF}/pickup`)).status).toBe(404);
  expect(readFileSync(join(varDir, 'www', 'sitemap-index.xml'), 'utf8')).not.toContain(`/${REF}/`);
  await expect(cli('unpublish', REF)).rejects.toThrow(/not published/);
  const back = await cli('rollback', REF);
  expect(back.stdout).toContain(`${live} is live again (was taken down)`);
  expect((await site.app.request(`/${REF}/pickup`)).status).toBe(200);
  expect(readFileSync(join(varDir, 'www', 'sitemap-index.xml'), 'utf8')).toContain(`/${REF}/`);
}, 120_000);
