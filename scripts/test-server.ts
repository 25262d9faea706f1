/**
 * Serves the fixture build (var/test, made by `npm run test:fixtures`) and the sample API for browser tests.
 * A request whose Host is a business's own domain in the custom-domain build (var/test/domain: Shawarma House on
 * shawarma-house.example, tests/e2e/custom-domain.spec.ts) is answered from that tree; every other from var/test.
 */
import { join } from 'node:path';
import { createStaticApp, treeSource } from '../src/server/static.ts';
import { normalizeHost } from '../src/domain/customDomain.ts';
import { listen } from '../src/server/listen.ts';
import { layoutOf } from '../src/build/publish.ts';
import { startSampleApi } from '../sample-api/server.ts';

// E2E_CLOCK: the sample API's clock starts at that instant and flows on (tests/e2e/fixtures.ts starts the pages
// there too), so the suite can be run at any hour or date.
const startAt = process.env.E2E_CLOCK ? Date.parse(process.env.E2E_CLOCK) : NaN;
if (process.env.E2E_CLOCK && !Number.isFinite(startAt))
  throw new Error(`E2E_CLOCK is not an ISO instant: ${process.env.E2E_CLOCK}`);
const offset = Number.isFinite(startAt) ? startAt - Date.now() : 0;
const now = Number.isFinite(startAt) ? () => new Date(Date.now() + offset) : undefined;
if (now) console.log(`sample API clock starts at ${now().toISOString()}`);

// The browser suite logs in a few dozen times per run, all from 127.0.0.1 (and a reused server keeps counting):
// the per-client code limits are raised for it; the per-phone ones stay (every test uses a new phone).
const api = await startSampleApi({
  port: Number(process.env.SAMPLE_API_PORT ?? 4398),
  includeTestTenants: true,
  imageCacheDir: 'var/cache/sample-images',
  siteUrl: `http://localhost:${process.env.PORT ?? 4399}`,
  codeLimits: { codesPerClient: 10_000, checksPerClient: 10_000 },
  now,
});
const port = Number(process.env.PORT ?? 4399);
const varDir = process.env.VAR_DIR ?? 'var/test';
const shared = createStaticApp(layoutOf(varDir));
const domainLayout = layoutOf(join(varDir, 'domain'));
const domainSource = treeSource(domainLayout);
const onDomain = createStaticApp(domainLayout, domainSource);
const fetch = async (request: Request): Promise<Response> => {
  const host = normalizeHost(request.headers.get('host'));
  return host && (await domainSource.tenantOfHost?.(host)) ? onDomain.fetch(request) : shared.fetch(request);
};
const { server } = await listen({ fetch, port });
console.log(`test storefronts on http://localhost:${port}, API ${api.url}`);
const stop = () => {
  server.close();
  void api.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
