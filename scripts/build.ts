/**
 * Build CLI: `npm run build:sites [-- ref ...]`.
 *
 * Fetches every tenant the restaurant API lists (or those named), builds and publishes each into var/www,
 * with progress and a summary. A tenant that fails is reported with the field or status that failed, the
 * others still build, its live pages stay, and the exit code is 1.
 *
 * Beside a running `npm start` or `npm run worker` on the same VAR_DIR, or with REDIS_URL set, the tenants are queued
 * for the workers instead and followed to their end (`--here` builds in this process anyway): two builds of one
 * tenant at once could publish the older menu last.
 *
 * Environment: API_BASE_URL (default: the bundled sample API, started for the build), PUBLIC_SITE_URL
 * (default http://localhost:4321), VAR_DIR (default ./var), TENANTS (comma list), REDIRECT_ALLOWLIST; all checked
 * first (src/config.ts). Progress goes through the logger (JSON lines, readable on a terminal).
 */
import { createApiClient } from '../src/lib/api/client.ts';
import { join } from 'node:path';
import { buildAll, listedTenants } from '../src/build/buildAll.ts';
import { startSampleApi } from '../sample-api/server.ts';
import { configOrExit, parseConfig } from '../src/config.ts';
import { createLogger, lineLogger } from '../src/ops/logger.ts';
import { liveConsumers } from '../src/republish/consumers.ts';
import { queueAndFollow } from '../src/republish/followJobs.ts';
import { openQueue } from '../src/republish/queue.ts';

const parsed = parseConfig();
const logger = createLogger({ level: parsed.ok ? parsed.config.logLevel : 'info', base: { component: 'build' } });
const config = configOrExit((line) => logger.info(line));
const log = lineLogger(logger);

// Options it knows: `--here`. Another is a typo that would change nothing without a word: refused.
const unknownFlags = process.argv.slice(2).filter((a) => a.startsWith('--') && a !== '--here');
if (unknownFlags.length) {
  log(`unknown option ${unknownFlags.join(', ')} (usage: npm run build:sites [-- [--here] ref ...])`);
  process.exit(2);
}
// A business named twice is built once.
const args = [...new Set(process.argv.slice(2).filter((a) => !a.startsWith('--')))];
let apiBaseUrl = config.env.API_BASE_URL;
let close: (() => Promise<void>) | undefined;
if (!apiBaseUrl) {
  const api = await startSampleApi({ port: 0, imageCacheDir: 'var/cache/sample-images' });
  apiBaseUrl = api.url;
  close = api.close;
  // The pages' islands call the API the browser reaches: this one stops with the build, so they are pointed at
  // `npm run api`'s address (SAMPLE_API_PORT), which serves the same sample data beside `npm run serve`.
  process.env.PUBLIC_API_URL ??= `http://127.0.0.1:${config.env.SAMPLE_API_PORT ?? 4010}`;
  log(`sample restaurant API on ${api.url} (set API_BASE_URL to use a real one)`);
}
const api = createApiClient({ baseUrl: apiBaseUrl });
const refs = args.length ? args : config.env.TENANTS;
// Beside a running `npm start` or `npm run worker` on this VAR_DIR, or with REDIS_URL (the workers of every machine
// take that queue), through the queue (src/republish/followJobs.ts), as `npm run republish` does: a build here could
// publish a menu older than the one a webhook's build has just made live.
const consumers = liveConsumers(config.varDir);
const redisUrl = config.env.REDIS_URL;
if ((redisUrl || consumers.length) && !process.argv.includes('--here')) {
  const listed = refs ? { refs } : await listedTenants(api, log);
  const queue = redisUrl
    ? (await import('../src/republish/redisQueue.ts')).openRedisQueue({ url: redisUrl })
    : openQueue(join(config.varDir, 'queue.sqlite'));
  log(
    redisUrl
      ? `REDIS_URL is set: the tenants are queued on Redis for its workers (--here builds in this process instead)`
      : `${consumers.map((c) => `${c.role === 'site' ? 'npm start' : 'npm run worker'} (pid ${c.pid})`).join(', ')} works the queue of ${config.varDir}: the tenants are queued there (--here builds in this process instead)`,
  );
  const followed = await queueAndFollow(queue, listed.refs, { log });
  await queue.close();
  await close?.();
  log(
    `done: ${followed.built.length} built, ${followed.failed.length} failed${followed.pending.length ? `, ${followed.pending.length} still queued` : ''}` +
      (followed.failed.length ? `\nfailed:\n${followed.failed.map((f) => `  - ${f.error}`).join('\n')}` : ''),
  );
  process.exit(followed.failed.length || followed.pending.length || listed.error ? 1 : 0);
}
const summary = await buildAll({
  api,
  apiBaseUrl,
  refs,
  siteUrl: config.env.PUBLIC_SITE_URL ?? `http://localhost:${config.port}`,
  varDir: config.varDir,
  redirectAllowlist: config.redirectAllowlist,
  log,
});
await close?.();
process.exit(summary.failed.length || summary.listError ? 1 : 0);
