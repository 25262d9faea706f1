/**
 * Builds every fixture tenant (the hostile one included) into var/test for the build and browser tests.
 * The site URL is the test server's, so canonical and hreflang URLs resolve against it.
 */
import { rm } from 'node:fs/promises';
import { createApiClient } from '../src/lib/api/client.ts';
import { buildAll } from '../src/build/buildAll.ts';
import { startSampleApi } from '../sample-api/server.ts';

const varDir = process.env.VAR_DIR ?? 'var/test';
// Keep var/test/cache: pictures encoded once are reused by every later run (content-hash cache).
for (const dir of ['www', 'releases', 'snapshots']) await rm(`${varDir}/${dir}`, { recursive: true, force: true });
// The pages' islands call the sample API the test server starts (scripts/test-server.ts), not this one.
process.env.PUBLIC_API_URL ??= `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4398}`;
const api = await startSampleApi({
  port: 0,
  includeTestTenants: true,
  imageCacheDir: 'var/cache/sample-images',
  siteUrl: `http://localhost:${process.env.E2E_PORT ?? 4399}`,
});
const summary = await buildAll({
  api: createApiClient({ baseUrl: api.url }),
  apiBaseUrl: api.url,
  siteUrl: `http://localhost:${process.env.E2E_PORT ?? 4399}`,
  varDir,
  log: (line) => console.log(line),
});
await api.close();
process.exit(summary.failed.length ? 1 : 0);
