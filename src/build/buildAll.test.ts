import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type ApiClient } from '../lib/api/client.ts';
import { buildAll } from './buildAll.ts';

const varDir = () => mkdtempSync(join(tmpdir(), 'sf-build-all-list-'));
/** An API whose tenant list fails as given; any other call would be a bug of the test. */
const listing = (fail: () => never): ApiClient =>
  ({ ...createApiClient({ baseUrl: 'http://127.0.0.1:9' }), listTenants: async () => fail() }) as ApiClient;

describe('buildAll when the tenant list cannot be read', () => {
  it('does not throw when the API is down: it says why, builds nothing and leaves the tree served', async () => {
    const lines: string[] = [];
    const dir = varDir();
    const summary = await buildAll({
      api: listing(() => {
        throw new ApiError(0, 'webapp/v5/restaurants', 'Network error: fetch failed');
      }),
      apiBaseUrl: 'http://127.0.0.1:9',
      siteUrl: 'http://localhost:4321',
      varDir: dir,
      log: (line) => lines.push(line),
    });
    expect(summary.built).toEqual([]);
    expect(summary.listError).toBe(
      'the tenant list could not be read: webapp/v5/restaurants: Network error: fetch failed',
    );
    expect(lines.join('\n')).toContain('the published storefronts stay live');
    expect(lines.at(-1)).toMatch(/^done: 0 built, 0 failed.*\nfailed:\n {2}- the tenant list could not be read/);
    expect(readdirSync(join(dir, 'www'))).toContain('robots.txt'); // the root files are still written
  });

  it('does not throw when the API answers the list with an error status', async () => {
    const summary = await buildAll({
      api: listing(() => {
        throw new ApiError(502, 'webapp/v5/restaurants', 'Bad Gateway');
      }),
      apiBaseUrl: 'http://127.0.0.1:9',
      siteUrl: 'http://localhost:4321',
      varDir: varDir(),
      log: () => {},
    });
    expect(summary.listError).toBe(
      'the tenant list could not be read: webapp/v5/restaurants answered HTTP 502: Bad Gateway',
    );
  });
});
