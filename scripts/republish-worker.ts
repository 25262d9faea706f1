/**
 * A standalone republish worker process: drains the durable queue (`{VAR_DIR}/queue.sqlite`) next to, or instead
 * of, the one inside `npm start`. Several can run at once on one machine: the queue never gives one tenant to two
 * workers, and a worker that dies leaves a lease that expires so another (or this one, restarted) takes the job.
 *
 * Environment: API_BASE_URL (required), PUBLIC_SITE_URL, VAR_DIR, LEASE_MS (default 60000).
 */
import { join } from 'node:path';
import { createApiClient } from '../src/lib/api/client.ts';
import { buildTenant } from '../src/build/buildTenant.ts';
import { isPermanentFailure } from '../src/build/fetchTenant.ts';
import { layoutOf } from '../src/build/publish.ts';
import { writeSiteIndex } from '../src/build/siteIndex.ts';
import { createAstroPool } from '../src/build/workerPool.ts';
import { openQueue } from '../src/republish/queue.ts';
import { startRepublishWorker } from '../src/republish/worker.ts';

const apiBaseUrl = process.env.API_BASE_URL;
if (!apiBaseUrl) {
  console.error('API_BASE_URL is required');
  process.exit(2);
}
const varDir = process.env.VAR_DIR ?? 'var';
const siteUrl = process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';
const api = createApiClient({ baseUrl: apiBaseUrl });
const pool = createAstroPool({ size: 1 });
const queue = openQueue(join(varDir, 'queue.sqlite'));
const worker = startRepublishWorker({
  queue,
  workerId: `worker-${process.pid}`,
  leaseMs: Number(process.env.LEASE_MS ?? 60_000),
  idleMs: 200,
  log: (line) => console.log(line),
  build: async (ref) => {
    try {
      const r = await buildTenant(ref, { api, apiBaseUrl, siteUrl, varDir, pool });
      await writeSiteIndex(layoutOf(varDir), siteUrl);
      return { buildId: r.buildId };
    } catch (err) {
      if (isPermanentFailure(err)) return { permanent: true, error: (err as Error).message };
      throw err;
    }
  },
});
console.log(`republish worker ${process.pid} on ${join(varDir, 'queue.sqlite')}`);
const stop = () => {
  void worker
    .stop()
    .then(() => pool.close())
    .then(() => queue.close())
    .finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
