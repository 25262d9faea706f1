/**
 * `npm start`: the whole product on one machine, no outside service needed (design decision 7).
 * 1. the sample restaurant API (unless API_BASE_URL points at a real one);
 * 2. the storefronts on PORT (default 4321), with the signed republish webhook `POST /hooks/republish`;
 * 3. every tenant built and published, with progress; then the republish worker builds what the webhook queues.
 */
import { createApiClient } from '../src/lib/api/client.ts';
import { buildAll } from '../src/build/buildAll.ts';
import { createAstroPool } from '../src/build/workerPool.ts';
import { createSite } from '../src/server/site.ts';
import { listen } from '../src/server/listen.ts';
import { startSampleApi } from '../sample-api/server.ts';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const siteUrl = process.env.PUBLIC_SITE_URL ?? `http://localhost:${port}`;
const varDir = process.env.VAR_DIR ?? 'var';
const log = (line: string) => console.log(line);

let apiBaseUrl = process.env.API_BASE_URL;
let closeApi: (() => Promise<void>) | undefined;
if (!apiBaseUrl) {
  const sample = await startSampleApi({ port: Number(process.env.SAMPLE_API_PORT ?? 4010), imageCacheDir: 'var/cache/sample-images', dataDir: 'var/sample-api', siteUrl });
  apiBaseUrl = sample.url;
  closeApi = sample.close;
  log(`sample restaurant API on ${sample.url}`);
}

const api = createApiClient({ baseUrl: apiBaseUrl });
const redirectAllowlist = (process.env.REDIRECT_ALLOWLIST ?? '').split(',').filter(Boolean);
const concurrency = Math.max(1, Number(process.env.BUILD_CONCURRENCY ?? 1));
const pool = createAstroPool({ size: concurrency });
const site = createSite({ api, apiBaseUrl, siteUrl, varDir, pool, redirectAllowlist, log, workers: concurrency });
const { server } = await listen({ fetch: site.app.fetch, port, hostname: host });
log(`storefronts on http://localhost:${port} (pages appear as each tenant is published); webhook: POST http://localhost:${port}/hooks/republish`);

const summary = await buildAll({
  api,
  apiBaseUrl,
  siteUrl,
  varDir,
  pool,
  concurrency,
  refs: process.env.TENANTS ? process.env.TENANTS.split(',').map((s) => s.trim()) : undefined,
  redirectAllowlist,
  log,
});
log(`\nopen http://localhost:${port}/ — ${summary.built.map((b) => `http://localhost:${port}/${b.referenceId}`).join('  ')}`);

const stop = () => {
  // Bounded: the republish workers abort their running build at once (site.close()); whatever still hangs after
  // 10 s (a stuck socket, a child that does not exit) is not waited for.
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close();
  void site
    .close()
    .then(() => pool.close())
    .then(() => closeApi?.())
    .finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
