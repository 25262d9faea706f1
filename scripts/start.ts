/**
 * `npm start`: the whole product on one machine, no outside service needed (design decision 7).
 * 1. the sample restaurant API (unless API_BASE_URL points at a real one);
 * 2. the storefronts on PORT (default 4321), with the signed republish webhook `POST /hooks/republish`;
 * 3. every tenant built and published, with progress; then the republish worker builds what the webhook queues.
 *
 * The environment is checked first (src/config.ts): a bad value stops it before anything starts. Logs are JSON
 * lines (src/ops/logger.ts), readable on a terminal.
 */
import { createApiClient } from '../src/lib/api/client.ts';
import { buildAll } from '../src/build/buildAll.ts';
import { createAstroPool } from '../src/build/workerPool.ts';
import { createSite } from '../src/server/site.ts';
import { bindOrExit, listen } from '../src/server/listen.ts';
import { startSampleApi } from '../sample-api/server.ts';
import { configOrExit, parseConfig } from '../src/config.ts';
import { createLogger, lineLogger } from '../src/ops/logger.ts';
import { announceConsumer } from '../src/republish/consumers.ts';

const parsed = parseConfig();
const logger = createLogger({ level: parsed.ok ? parsed.config.logLevel : 'info', base: { component: 'site' } });
const config = configOrExit((line) => logger.info(line));
const { port, host, varDir } = config;
const siteUrl = config.env.PUBLIC_SITE_URL ?? `http://localhost:${port}`;
const log = lineLogger(logger);

let apiBaseUrl = config.env.API_BASE_URL;
let closeApi: (() => Promise<void>) | undefined;
if (!apiBaseUrl) {
  const samplePort = config.env.SAMPLE_API_PORT ?? 4010;
  const sample = await bindOrExit(
    () =>
      startSampleApi({
        port: samplePort,
        imageCacheDir: 'var/cache/sample-images',
        dataDir: 'var/sample-api',
        siteUrl,
      }),
    { port: samplePort, host: '127.0.0.1', portVariable: 'SAMPLE_API_PORT', hostVariable: 'SAMPLE_API_HOST' },
    (line) => logger.error(line),
  );
  apiBaseUrl = sample.url;
  closeApi = sample.close;
  log(`sample restaurant API on ${sample.url}`);
}

const api = createApiClient({ baseUrl: apiBaseUrl });
const redirectAllowlist = config.redirectAllowlist;
const concurrency = config.buildConcurrency;
const pool = createAstroPool({ size: concurrency });
const site = createSite({
  api,
  apiBaseUrl,
  siteUrl,
  varDir,
  pool,
  redirectAllowlist,
  log,
  logger,
  metricsToken: config.metricsToken,
  workers: concurrency,
  redisUrl: config.env.REDIS_URL,
  leaseMs: config.leaseMs,
  // The first build of every tenant below runs outside the queue: a webhook meanwhile waits in the queue until it is
  // done (then the workers start), rather than building a tenant that build is building too (the older payload
  // could otherwise go live last).
  deferWorkers: true,
});
const { server } = await bindOrExit(
  () => listen({ fetch: site.app.fetch, port, hostname: host }),
  { port, host, portVariable: 'PORT', hostVariable: 'HOST' },
  (line) => logger.error(line),
);
// `npm run republish -- <ref>` beside this site queues here (its lock, this API and origin) instead of building on
// its own; with Redis every CLI queues anyway.
if (!config.env.REDIS_URL) announceConsumer(varDir, 'site');
log(
  `storefronts on http://localhost:${port} (pages appear as each tenant is published); webhook: POST http://localhost:${port}/hooks/republish`,
);

// Signals are handled from here on, the first build of every tenant included.
const startup = new AbortController();
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  log('stopping: the running builds are aborted and their jobs handed back to the queue');
  startup.abort(); // the first build of every tenant, if it still runs: its tenants stay as they were
  // Bounded: the republish workers abort their running build at once (site.close()); whatever still hangs after
  // SHUTDOWN_TIMEOUT_MS (a stuck socket, a child that does not exit) is not waited for.
  setTimeout(() => process.exit(1), config.shutdownTimeoutMs).unref();
  server.close();
  void site
    .close()
    .then(() => pool.close())
    .then(() => closeApi?.())
    .finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const summary = await buildAll({
  api,
  apiBaseUrl,
  siteUrl,
  varDir,
  pool,
  concurrency,
  refs: config.env.TENANTS,
  redirectAllowlist,
  log,
  signal: startup.signal,
});
if (!stopping) site.startWorkers();
log(
  `\nopen http://localhost:${port}/ — ${summary.built.map((b) => `http://localhost:${port}/${b.referenceId}`).join('  ')}`,
);
