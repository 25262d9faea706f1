/**
 * `npm start`: the whole product on one machine, no outside service needed (design decision 7).
 * 1. the sample restaurant API (unless API_BASE_URL points at a real one);
 * 2. every tenant built and published, with progress;
 * 3. the storefronts served on PORT (default 4321).
 */
import { serve } from '@hono/node-server';
import { createApiClient } from '../src/lib/api/client.ts';
import { buildAll } from '../src/build/buildAll.ts';
import { layoutOf } from '../src/build/publish.ts';
import { createStaticApp } from '../src/server/static.ts';
import { startSampleApi } from '../sample-api/server.ts';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const siteUrl = process.env.PUBLIC_SITE_URL ?? `http://localhost:${port}`;
const varDir = process.env.VAR_DIR ?? 'var';

let apiBaseUrl = process.env.API_BASE_URL;
let closeApi: (() => Promise<void>) | undefined;
if (!apiBaseUrl) {
  const sample = await startSampleApi({ port: Number(process.env.SAMPLE_API_PORT ?? 4010), imageCacheDir: 'var/cache/sample-images' });
  apiBaseUrl = sample.url;
  closeApi = sample.close;
  console.log(`sample restaurant API on ${sample.url}`);
}

const layout = layoutOf(varDir);
const server = serve({ fetch: createStaticApp(layout).fetch, port, hostname: host });
console.log(`storefronts on http://localhost:${port} (pages appear as each tenant is published)`);

const summary = await buildAll({
  api: createApiClient({ baseUrl: apiBaseUrl }),
  apiBaseUrl,
  siteUrl,
  varDir,
  refs: process.env.TENANTS ? process.env.TENANTS.split(',').map((s) => s.trim()) : undefined,
  redirectAllowlist: (process.env.REDIRECT_ALLOWLIST ?? '').split(',').filter(Boolean),
  log: (line) => console.log(line),
});
console.log(`\nopen http://localhost:${port}/ — ${summary.built.map((b) => `http://localhost:${port}/${b.referenceId}`).join('  ')}`);

const stop = () => {
  server.close();
  void closeApi?.().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
