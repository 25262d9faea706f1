/**
 * Republish latency: a signed webhook for a tenant whose menu just changed, then the time until the served
 * page shows the change. Uses the same server, queue, worker and warm build worker pool as `npm start`.
 */
import { mkdirSync } from 'node:fs';
import { setAside } from './scratch.ts';
import { createApiClient } from '../../src/lib/api/client.ts';
import { buildTenant } from '../../src/build/buildTenant.ts';
import { createAstroPool } from '../../src/build/workerPool.ts';
import { createSite } from '../../src/server/site.ts';
import { generateSecret, webhookHeaders } from '../../src/republish/signature.ts';
import { startSyntheticApi } from './synthetic.ts';

export async function republishLatency(opts: {
  items: number;
  runs: number;
  varDir: string;
  log: (s: string) => void;
}) {
  await setAside(opts.varDir);
  mkdirSync(opts.varDir, { recursive: true });
  const api = await startSyntheticApi(1, opts.items);
  const ref = 'bench-000';
  const secret = generateSecret();
  process.env.WEBHOOK_SECRET = secret;
  const client = createApiClient({ baseUrl: api.url });
  const pool = createAstroPool({ size: 1 });
  const siteUrl = 'http://localhost:4321';
  const first = await buildTenant(ref, { api: client, apiBaseUrl: api.url, siteUrl, varDir: opts.varDir, pool });
  const site = createSite({ api: client, apiBaseUrl: api.url, siteUrl, varDir: opts.varDir, pool });
  const page = `/${ref}/delivery/1000/10000`;
  const samples: number[] = [];
  for (let run = 1; run <= opts.runs; run++) {
    api.bump(ref);
    const body = JSON.stringify({ referenceId: ref });
    const headers = webhookHeaders({
      id: `bench_${Date.now()}_${run}`,
      timestamp: Math.floor(Date.now() / 1000),
      body,
      secret,
    });
    const res = await site.app.request('/hooks/republish', { method: 'POST', body, headers });
    if (res.status !== 202) throw new Error(`webhook answered ${res.status}`);
    const accepted = performance.now();
    const expected = `Dish 10000 r${run}`;
    for (;;) {
      const html = await (await site.app.request(page)).text();
      if (html.includes(expected)) break;
      if (performance.now() - accepted > 60_000) throw new Error('republish did not appear within 60 s');
      await new Promise((r) => setTimeout(r, 20));
    }
    samples.push(performance.now() - accepted);
    opts.log(`  run ${run}: ${((performance.now() - accepted) / 1000).toFixed(2)} s`);
  }
  await site.close();
  await pool.close();
  await api.close();
  return { samples, pages: first.pages };
}
