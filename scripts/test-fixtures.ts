/**
 * Builds every fixture tenant (the hostile one included) into var/test for the build and browser tests.
 * The site URL is the test server's, so canonical and hreflang URLs resolve against it.
 *
 * Then Shawarma House a second time, on its own domain (issue 13 item 5), into var/test/domain: the sample API
 * gives it `shawarma-house.example`, which the main build leaves under the shared host (no TENANT_DOMAINS: the
 * other tests use /shawarma-house/… on localhost). Here the domain is configured and served over http on the test
 * server's port (http://shawarma-house.example:{E2E_PORT}); the test server answers that Host from this tree.
 */
import { mkdir, realpath, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { createApiClient } from '../src/lib/api/client.ts';
import { buildAll } from '../src/build/buildAll.ts';
import { startSampleApi } from '../sample-api/server.ts';
import { FIXTURE_BUILD_NOW } from '../sample-api/fixtures/banners.ts';
import { domainOrigin } from '../src/domain/customDomain.ts';

const varDir = process.env.VAR_DIR ?? 'var/test';
const domainVar = join(varDir, 'domain');
// Keep var/test/cache: pictures encoded once are reused by every later run (content-hash cache).
for (const dir of ['www', 'releases', 'snapshots']) {
  await rm(`${varDir}/${dir}`, { recursive: true, force: true });
  await rm(join(domainVar, dir), { recursive: true, force: true });
}
// The pages' islands call the sample API the test server starts (scripts/test-server.ts), not this one.
process.env.PUBLIC_API_URL ??= `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4398}`;
const api = await startSampleApi({
  port: 0,
  includeTestTenants: true,
  imageCacheDir: 'var/cache/sample-images',
  siteUrl: `http://localhost:${process.env.E2E_PORT ?? 4399}`,
});
// The build's clock: the banners prepared are those of the week from Monday 23 November 2026, the day the browser
// tests' clocks are set to (tests/e2e/banners.spec.ts), whatever day the tests run on.
const now = () => new Date(FIXTURE_BUILD_NOW);
const summary = await buildAll({
  api: createApiClient({ baseUrl: api.url }),
  apiBaseUrl: api.url,
  siteUrl: `http://localhost:${process.env.E2E_PORT ?? 4399}`,
  varDir,
  domains: { tenantDomains: new Map() }, // whatever TENANT_DOMAINS says: every tenant under the shared host
  log: (line) => console.log(line),
  now,
});
// The domain build shares the picture cache (hard links need one file system; nothing is encoded twice).
await mkdir(join(varDir, 'cache'), { recursive: true });
await mkdir(domainVar, { recursive: true });
await rm(join(domainVar, 'cache'), { recursive: true, force: true });
await symlink(await realpath(join(varDir, 'cache')), join(domainVar, 'cache'));
const port = Number(process.env.E2E_PORT ?? 4399);
const onDomain = await buildAll({
  api: createApiClient({ baseUrl: api.url }),
  apiBaseUrl: api.url,
  refs: ['shawarma-house'],
  siteUrl: `http://localhost:${port}`,
  varDir: domainVar,
  domains: {
    tenantDomains: new Map([['shawarma-house.example', 'shawarma-house']]),
    originOf: (domain) => domainOrigin(domain, 'http', port),
  },
  log: (line) => console.log(`[domain] ${line}`),
  now,
});
await api.close();
process.exit(summary.failed.length || onDomain.failed.length ? 1 : 0);
