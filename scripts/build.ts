/**
 * Build CLI: `npm run build:sites [-- ref ...]`.
 *
 * Fetches every tenant the restaurant API lists (or those named), builds and publishes each into var/www,
 * with progress and a summary. A tenant that fails is reported with the field or status that failed, the
 * others still build, its live pages stay, and the exit code is 1.
 *
 * Environment: API_BASE_URL (default: the bundled sample API, started for the build), PUBLIC_SITE_URL
 * (default http://localhost:4321), VAR_DIR (default ./var), TENANTS (comma list), REDIRECT_ALLOWLIST; all checked
 * first (src/config.ts). Progress goes through the logger (JSON lines, readable on a terminal).
 */
import { createApiClient } from '../src/lib/api/client.ts';
import { buildAll } from '../src/build/buildAll.ts';
import { startSampleApi } from '../sample-api/server.ts';
import { configOrExit, parseConfig } from '../src/config.ts';
import { createLogger, lineLogger } from '../src/ops/logger.ts';

const parsed = parseConfig();
const logger = createLogger({ level: parsed.ok ? parsed.config.logLevel : 'info', base: { component: 'build' } });
const config = configOrExit((line) => logger.info(line));
const log = lineLogger(logger);

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
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
