/**
 * Republish to a bucket: the same signed webhook as republish.ts, the site's queue and worker publishing to an
 * S3-compatible bucket (s3rver on loopback, as the tests use), and the time until the edge worker (Cloudflare's
 * workerd from npm, run by miniflare, reading that bucket with its default 2 s pointer TTL) serves the change. Then
 * one more one-item edit (a dish renamed) and a price edit built directly, for the objects and bytes their publishes
 * uploaded.
 */
import { mkdirSync } from 'node:fs';
import { Miniflare } from 'miniflare';
import { setAside } from './scratch.ts';
import { createApiClient } from '../../src/lib/api/client.ts';
import { buildTenant } from '../../src/build/buildTenant.ts';
import { createAstroPool } from '../../src/build/workerPool.ts';
import { createSite } from '../../src/server/site.ts';
import { bundleWorker } from '../../src/edge/bundle.ts';
import { generateSecret, webhookHeaders } from '../../src/republish/signature.ts';
import { S3RVER_CREDENTIALS, startLocalS3 } from '../../src/publish/testing/s3Server.ts';
import { startSyntheticApi } from './synthetic.ts';

/** The edge worker's default pointer TTL (src/edge/worker.ts). */
const POINTER_TTL_MS = 2000;

export async function republishToBucket(opts: {
  items: number;
  runs: number;
  varDir: string;
  log: (s: string) => void;
}) {
  await setAside(opts.varDir);
  mkdirSync(opts.varDir, { recursive: true });
  const s3 = await startLocalS3('sf-bench');
  // The publish target of every build below (publishTargetFromEnv); put back as it was at the end.
  const saved = { ...process.env };
  Object.assign(process.env, s3.env());
  const api = await startSyntheticApi(1, opts.items);
  const ref = 'bench-000';
  const secret = generateSecret();
  process.env.WEBHOOK_SECRET = secret;
  const client = createApiClient({ baseUrl: api.url });
  const pool = createAstroPool({ size: 1 });
  const siteUrl = 'http://localhost:4321';
  const first = await buildTenant(ref, { api: client, apiBaseUrl: api.url, siteUrl, varDir: opts.varDir, pool });
  const site = createSite({ api: client, apiBaseUrl: api.url, siteUrl, varDir: opts.varDir, pool });
  const edge = new Miniflare({
    modules: true,
    script: await bundleWorker(),
    compatibilityDate: '2025-09-01',
    bindings: {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
  });
  await edge.ready;
  const page = `/${ref}/delivery/1000/10000`;
  const samples: number[] = [];
  try {
    for (let run = 1; run <= opts.runs; run++) {
      // The edge re-reads the pointer once its copy is 2 s old: how old it is when the webhook comes decides how
      // long the new release waits for it. Spread evenly over the TTL, as webhooks come at any moment in life (one
      // right after the last poll saw the change would measure the same phase every run).
      await new Promise((r) => setTimeout(r, ((run - 1) / opts.runs) * POINTER_TTL_MS));
      api.bump(ref);
      const body = JSON.stringify({ referenceId: ref });
      const headers = webhookHeaders({
        id: `bucket_${Date.now()}_${run}`,
        timestamp: Math.floor(Date.now() / 1000),
        body,
        secret,
      });
      const res = await site.app.request('/hooks/republish', { method: 'POST', body, headers });
      if (res.status !== 202) throw new Error(`webhook answered ${res.status}`);
      const accepted = performance.now();
      const expected = `Dish 10000 r${run}`;
      for (;;) {
        const html = await (await edge.dispatchFetch(`http://storefront.example${page}`)).text();
        if (html.includes(expected)) break;
        if (performance.now() - accepted > 60_000) throw new Error('the edge did not serve the republish within 60 s');
        await new Promise((r) => setTimeout(r, 20));
      }
      samples.push(performance.now() - accepted);
      opts.log(`  run ${run}: ${((performance.now() - accepted) / 1000).toFixed(2)} s`);
    }
    // One more one-item edit, built here for its publish's figures.
    api.bump(ref);
    const edit = await buildTenant(ref, { api: client, apiBaseUrl: api.url, siteUrl, varDir: opts.varDir, pool });
    if (!edit.published) throw new Error('the one-item edit was not published to the bucket');
    // And a price edit: one dish's price changed.
    api.reprice(ref);
    const price = await buildTenant(ref, { api: client, apiBaseUrl: api.url, siteUrl, varDir: opts.varDir, pool });
    if (!price.published) throw new Error('the price edit was not published to the bucket');
    return {
      samples,
      pages: first.pages,
      edit: edit.published,
      editMs: edit.ms,
      priceEdit: price.published,
      priceEditMs: price.ms,
    };
  } finally {
    await edge.dispose();
    await site.close();
    await pool.close();
    await api.close();
    await s3.close();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}
