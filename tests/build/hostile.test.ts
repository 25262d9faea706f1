/**
 * Hostile and broken input at build time (design.md "Hostile input"): unsafe referenceIds are refused before any
 * file is touched; a payload that fails validation or an API error fails that tenant with a message naming the
 * field or status, and its live site stays exactly as it was.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '../../src/lib/api/client.ts';
import { buildTenant } from '../../src/build/buildTenant.ts';
import { buildAll } from '../../src/build/buildAll.ts';
import { createAstroPool, type AstroPool } from '../../src/build/workerPool.ts';
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

const client = () => createApiClient({ baseUrl: api.url });
const opts = () => ({ api: client(), apiBaseUrl: api.url, siteUrl, varDir, pool });
const control = (path: string, body: unknown) =>
  fetch(`${api.url}/__test/${path}`, { method: path.startsWith('restaurant') ? 'PUT' : 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('unsafe referenceIds', () => {
  test.each(['../x', '%2e%2e%2f', '..', '/etc/passwd', 'a/b', 'a\\b', 'x\0y', '', '.hidden', 'a%00'])('%j is refused before any file is written', async (ref) => {
    const before = existsSync(varDir) ? readdirSync(varDir) : [];
    await expect(buildTenant(ref, opts())).rejects.toThrow(/Invalid referenceId/);
    expect(existsSync(varDir) ? readdirSync(varDir) : []).toEqual(before);
  });
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

  test.each(Object.entries(invalidPayloads('http://127.0.0.1')))('fails naming the field when %s, and keeps the live site', async (_name, { payload, expectedPath }) => {
    await control(`restaurant/${REF}`, payload);
    try {
      await expect(buildTenant(REF, opts())).rejects.toThrow(new RegExp(`${REF}: .*field ${expectedPath.replace(/\./g, '\\.')}\\b`));
      expectLiveUnchanged();
    } finally {
      await control('reset', {});
    }
  });

  test('fails naming the HTTP status when the API answers 500 twice, and keeps the live site', async () => {
    await control(`status/${REF}`, { status: 500, times: 2 });
    try {
      await expect(buildTenant(REF, opts())).rejects.toThrow(/cafe-limmat: .*HTTP 500/);
      expectLiveUnchanged();
    } finally {
      await control('reset', {});
    }
  });

  test('recovers from one 503 by retrying the idempotent call once', async () => {
    await control(`status/${REF}`, { status: 503, times: 1 });
    try {
      const result = await buildTenant(REF, opts());
      liveBuild = result.buildId;
      livePage = readFileSync(join(varDir, 'www', REF, 'pickup.html'), 'utf8');
    } finally {
      await control('reset', {});
    }
  });

  test('an unknown tenant fails with the server message while the others build', async () => {
    const summary = await buildAll({ ...opts(), refs: ['no-such-place', REF], log: () => {} });
    expect(summary.failed).toEqual([{ referenceId: 'no-such-place', error: expect.stringMatching(/no-such-place: .*404.*Restaurant not found/) }]);
    expect(summary.built.map((b) => b.referenceId)).toEqual([REF]);
  });
});
