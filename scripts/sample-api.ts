/**
 * `npm run api`: the bundled sample restaurant API on its own (design decision 7).
 *
 * Environment: SAMPLE_API_PORT (default 4010), SAMPLE_API_HOST (default 127.0.0.1), SAMPLE_API_DELAY_MS (delay
 * every answer), SAMPLE_API_TEST_TENANTS=1 (also serve the hostile tenant and the /__test control calls).
 * Pictures are cached on disk under $VAR_DIR/cache/sample-images (default var/).
 */
import { join } from 'node:path';
import { startSampleApi } from '../sample-api/server.ts';
import { bindOrExit } from '../src/server/listen.ts';

const port = Number(process.env.SAMPLE_API_PORT ?? 4010);
const host = process.env.SAMPLE_API_HOST ?? '127.0.0.1';
const api = await bindOrExit(
  () =>
    startSampleApi({
      port,
      host,
      includeTestTenants: process.env.SAMPLE_API_TEST_TENANTS === '1',
      delayMs: Number(process.env.SAMPLE_API_DELAY_MS ?? 0) || 0,
      imageCacheDir: join(process.env.VAR_DIR ?? 'var', 'cache', 'sample-images'),
      dataDir: join(process.env.VAR_DIR ?? 'var', 'sample-api'),
    }),
  { port, host, portVariable: 'SAMPLE_API_PORT', hostVariable: 'SAMPLE_API_HOST' },
  (line) => console.error(line),
);
console.log(`sample restaurant API on ${api.url}`);
console.log(`  tenants: ${api.url}/webapp/v5/restaurants`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the sample API`);
  api.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
