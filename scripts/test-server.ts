/** Serves the fixture build (var/test, made by `npm run test:fixtures`) and the sample API for browser tests. */
import { serve } from '@hono/node-server';
import { createStaticApp } from '../src/server/static.ts';
import { layoutOf } from '../src/build/publish.ts';
import { startSampleApi } from '../sample-api/server.ts';

const api = await startSampleApi({ port: Number(process.env.SAMPLE_API_PORT ?? 4398), includeTestTenants: true, imageCacheDir: 'var/cache/sample-images' });
const port = Number(process.env.PORT ?? 4399);
const server = serve({ fetch: createStaticApp(layoutOf(process.env.VAR_DIR ?? 'var/test')).fetch, port, hostname: '127.0.0.1' });
console.log(`test storefronts on http://localhost:${port}, API ${api.url}`);
const stop = () => {
  server.close();
  void api.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
