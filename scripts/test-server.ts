/** Serves the fixture build (var/test, made by `npm run test:fixtures`) and the sample API for browser tests. */
import { serve } from '@hono/node-server';
import { createStaticApp } from '../src/server/static.ts';
import { layoutOf } from '../src/build/publish.ts';
import { startSampleApi } from '../sample-api/server.ts';

// The browser suite logs in a few dozen times per run, all from 127.0.0.1 (and a reused server keeps counting):
// the per-client code limits are raised for it; the per-phone ones stay (every test uses a new phone).
const api = await startSampleApi({ port: Number(process.env.SAMPLE_API_PORT ?? 4398), includeTestTenants: true, imageCacheDir: 'var/cache/sample-images', siteUrl: `http://localhost:${process.env.PORT ?? 4399}`, codeLimits: { codesPerClient: 10_000, checksPerClient: 10_000 } });
const port = Number(process.env.PORT ?? 4399);
const server = serve({ fetch: createStaticApp(layoutOf(process.env.VAR_DIR ?? 'var/test')).fetch, port, hostname: '127.0.0.1' });
console.log(`test storefronts on http://localhost:${port}, API ${api.url}`);
const stop = () => {
  server.close();
  void api.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
