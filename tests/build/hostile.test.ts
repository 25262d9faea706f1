/**
 * Hostile and broken input at build time (design.md "Hostile input"): unsafe referenceIds are refused before any
 * file is touched; a payload that fails validation or an API error fails that tenant with a message naming the
 * field or status, and its live site stays exactly as it was.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '../../src/lib/api/client.ts';
import { buildTenant } from '../../src/build/buildTenant.ts';
import { buildAll } from '../../src/build/buildAll.ts';
import { isPermanentFailure, TenantBuildError } from '../../src/build/fetchTenant.ts';
import { ensureBundle } from '../../src/build/render/bundle.ts';
import { createAstroPool, RenderError, type AstroPool } from '../../src/build/workerPool.ts';
import { tenantBuilder } from '../../src/republish/tenantBuild.ts';
import { startSampleApi } from '../../sample-api/server.ts';
import { invalidPayloads } from '../../sample-api/fixtures/index.ts';

const varDir = mkdtempSync(join(tmpdir(), 'sf-hostile-'));
const siteUrl = 'http://localhost:4399';
let api: Awaited<ReturnType<typeof startSampleApi>>;
let pool: AstroPool;
const REF = 'cafe-limmat';

beforeAll(async () => {
  api = await startSampleApi({ port: 0, includeTestTenants: true });
  pool = createAstroPool({ size: 1 });
});
afterAll(async () => {
  await pool.close();
  await api.close();
});

/** Restaurant calls the build made (the client retries a 5xx GET once, never a payload it cannot read). */
let restaurantCalls = 0;
const countingFetch: typeof fetch = (input, init) => {
  if (String(input instanceof Request ? input.url : input).includes('/webapp/v5/restaurant/')) restaurantCalls++;
  return fetch(input, init);
};
const client = () => createApiClient({ baseUrl: api.url, fetch: countingFetch });
const opts = () => ({ api: client(), apiBaseUrl: api.url, siteUrl, varDir, pool });
const control = (path: string, body: unknown) =>
  fetch(`${api.url}/__test/${path}`, {
    method: path.startsWith('restaurant') ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
/** The failure of a build that must fail. */
const failureOf = async (ref: string) => {
  restaurantCalls = 0;
  const err = await buildTenant(ref, opts()).then(
    () => new Error(`${ref} built`),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TenantBuildError);
  return err as TenantBuildError;
};

describe('unsafe referenceIds', () => {
  test.each(['../x', '%2e%2e%2f', '..', '/etc/passwd', 'a/b', 'a\\b', 'x\0y', '', '.hidden', 'a%00'])(
    '%j is refused before any file is written',
    async (ref) => {
      const before = existsSync(varDir) ? readdirSync(varDir) : [];
      await expect(buildTenant(ref, opts())).rejects.toThrow(/Invalid referenceId/);
      expect(existsSync(varDir) ? readdirSync(varDir) : []).toEqual(before);
    },
  );
});

describe('a tenant whose payload or API call fails', () => {
  let liveBuild = '';
  let livePage = '';

  beforeAll(async () => {
    const first = await buildTenant(REF, opts());
    liveBuild = first.buildId;
    livePage = readFileSync(join(varDir, 'www', REF, 'pickup.html'), 'utf8');
  }, 120_000);

  const expectLiveUnchanged = () => {
    expect(realpathSync(join(varDir, 'www', REF)).endsWith(liveBuild)).toBe(true);
    expect(readFileSync(join(varDir, 'www', REF, 'pickup.html'), 'utf8')).toBe(livePage);
    // The failed release was cleaned up: only the live one remains.
    expect(readdirSync(join(varDir, 'releases', REF))).toEqual([liveBuild]);
  };

  test.each(Object.entries(invalidPayloads('http://127.0.0.1')))(
    'fails naming the field when %s, keeps the live site, and is not retried',
    async (_name, { payload, expectedPath }) => {
      await control(`restaurant/${REF}`, payload);
      try {
        const err = await failureOf(REF);
        expect(err.message).toMatch(
          new RegExp(
            `^${REF}: invalid payload from webapp/v5/restaurant/${REF}: field ${expectedPath.replace(/\./g, '\\.')} \\(`,
          ),
        );
        // Permanent: neither the API client nor the republish queue asks again for the same broken payload.
        expect(err.permanent).toBe(true);
        expect(restaurantCalls).toBe(1);
        expect(await tenantBuilder(opts())(REF)).toEqual({ permanent: true, error: err.message });
        expectLiveUnchanged();
      } finally {
        await control('reset', {});
      }
    },
  );

  test('an answer without its restaurant fails naming the field and the API message, and is not retried', async () => {
    await control(`restaurant/${REF}`, { message: 'Business suspended' });
    try {
      const err = await failureOf(REF);
      expect(err.message).toBe(
        `${REF}: invalid payload: field restaurant (missing); the API says: "Business suspended"`,
      );
      expect(err.permanent).toBe(true);
      expectLiveUnchanged();
    } finally {
      await control('reset', {});
    }
  });

  test.each([
    ['off the site', 'https://evil.example/phish', /Refused redirect to "https:\/\/evil\.example\/phish"/],
    ['on the site', `/${REF}/pickup`, /the API redirects this business to .*; nothing to build$/],
  ])(
    'an answer that redirects %s fails saying so, keeps the live site, and is not retried',
    async (_where, url, said) => {
      await control(`restaurant/${REF}`, { redirect: true, url });
      try {
        const err = await failureOf(REF);
        expect(err.message).toMatch(said);
        // The same answer comes back until the business changes it (its webhook brings the change): no backoff.
        expect(err.permanent).toBe(true);
        expect(restaurantCalls).toBe(1);
        expectLiveUnchanged();
      } finally {
        await control('reset', {});
      }
    },
  );

  test('a NaN in the answer (not JSON) fails naming the field it sits in, and is not retried', async () => {
    const raw = await (await fetch(`${api.url}/webapp/v5/restaurant/${REF}`)).text();
    const withNaN = raw.replace(/"price":\s*[0-9.]+/, '"price": NaN');
    expect(withNaN).not.toBe(raw);
    await control(`restaurant/${REF}`, withNaN);
    try {
      const err = await failureOf(REF);
      expect(err.message).toMatch(
        new RegExp(
          `^${REF}: invalid payload from webapp/v5/restaurant/${REF}: field menu\\.0\\.items\\.0\\.price_labels\\.0\\.price \\(not valid JSON: InvalidSymbol "NaN"\\)$`,
        ),
      );
      expect(err.permanent).toBe(true);
      expect(restaurantCalls).toBe(1);
      expectLiveUnchanged();
    } finally {
      await control('reset', {});
    }
  });

  test('fails naming the HTTP status when the API answers 500 twice (asked twice), keeps the live site, and may be retried', async () => {
    await control(`status/${REF}`, { status: 500, times: 2 });
    try {
      const err = await failureOf(REF);
      expect(err.message).toMatch(/^cafe-limmat: .*HTTP 500/);
      expect(restaurantCalls).toBe(2);
      // A server error may pass: the republish queue retries it (with backoff).
      expect(err.permanent).toBe(false);
      expect(isPermanentFailure(err)).toBe(false);
      expectLiveUnchanged();
    } finally {
      await control('reset', {});
    }
  });

  test('recovers from one 503 by retrying the idempotent call once', async () => {
    await control(`status/${REF}`, { status: 503, times: 1 });
    try {
      restaurantCalls = 0;
      const result = await buildTenant(REF, opts());
      expect(restaurantCalls).toBe(2); // the 503, then the retry that succeeded
      liveBuild = result.buildId;
      livePage = readFileSync(join(varDir, 'www', REF, 'pickup.html'), 'utf8');
    } finally {
      await control('reset', {});
    }
  });

  test('a long description is cut at a whole word on list pages and whole on the item page', async () => {
    const payload = (await (await fetch(`${api.url}/webapp/v5/restaurant/${REF}`)).json()) as {
      menu: Array<{ id: number; items: Array<{ id: number; descriptions: Array<{ locale: string; name: string }> }> }>;
    };
    const category = payload.menu.find((c) => c.items.length)!;
    const item = category.items[0]!;
    const long = `${'Slow roasted beans with cardamom '.repeat(150)}END`.slice(-4_990);
    item.descriptions = item.descriptions.map((d) => ({ ...d, name: long }));
    await control(`restaurant/${REF}`, payload);
    try {
      const result = await buildTenant(REF, opts());
      liveBuild = result.buildId;
      livePage = readFileSync(join(varDir, 'www', REF, 'pickup.html'), 'utf8');
      const itemPage = readFileSync(join(varDir, 'www', REF, 'pickup', String(category.id), `${item.id}.html`), 'utf8');
      expect(itemPage).toContain(long);
      for (const page of [livePage, readFileSync(join(varDir, 'www', REF, 'pickup', `${category.id}.html`), 'utf8')]) {
        expect(page).not.toContain(long.slice(0, 300));
        const cut = /<p class="muted"[^>]*>([^<]*…)<\/p>/.exec(page)?.[1];
        expect(cut).toBeDefined();
        expect(cut!.length).toBeLessThanOrEqual(140);
        expect(long.startsWith(cut!.slice(0, -1))).toBe(true);
        expect(cut).toMatch(/[a-z]…$/); // after a whole word
        expect(long[cut!.length - 1]).toBe(' ');
      }
    } finally {
      await control('reset', {});
    }
  });

  test('an unknown tenant fails with the server message while the others build', async () => {
    const summary = await buildAll({ ...opts(), refs: ['no-such-place', REF], log: () => {} });
    expect(summary.failed).toEqual([
      { referenceId: 'no-such-place', error: expect.stringMatching(/no-such-place: .*404.*Restaurant not found/) },
    ]);
    expect(summary.built.map((b) => b.referenceId)).toEqual([REF]);
  });
});

describe('a page that fails to render', () => {
  test('is a RenderError, which buildTenant reports as permanent (the same snapshot fails the same way)', async () => {
    const snapshotPath = join(varDir, 'broken-snapshot.json');
    writeFileSync(snapshotPath, JSON.stringify({ referenceId: REF, buildId: 'x', data: {} }));
    const outDir = mkdtempSync(join(tmpdir(), 'sf-broken-render-'));
    const err = await pool
      .build({ ref: REF, snapshotPath, outDir, siteUrl, bundleDir: await ensureBundle() })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RenderError);
    expect((err as Error).message).toMatch(/TypeError/);
  });
});
