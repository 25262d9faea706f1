/**
 * The whole server `npm start` runs beside the sample API: the published storefronts, the signed republish
 * webhook, and the worker that builds what the webhook queued, sharing one warm Astro worker pool.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiClient } from '../lib/api/client.ts';
import { buildTenant } from '../build/buildTenant.ts';
import { isPermanentFailure } from '../build/fetchTenant.ts';
import { layoutOf, publishedTenants } from '../build/publish.ts';
import { writeSiteIndex } from '../build/siteIndex.ts';
import type { AstroPool } from '../build/workerPool.ts';
import { openQueue } from '../republish/queue.ts';
import { loadWebhookSecrets, type WebhookSecrets } from '../republish/secrets.ts';
import { generateSecret } from '../republish/signature.ts';
import { mountWebhook } from '../republish/webhook.ts';
import { startRepublishWorker } from '../republish/worker.ts';
import { createStaticApp } from './static.ts';

export interface SiteOptions {
  api: ApiClient;
  apiBaseUrl: string;
  siteUrl: string;
  varDir: string;
  pool: AstroPool;
  redirectAllowlist?: string[];
  log?: (line: string) => void;
  /** Republish workers in this process (each builds one tenant at a time). */
  workers?: number;
}

/**
 * Secrets from the environment; with none configured, a development secret is made once, kept in
 * `{varDir}/webhook-secret` and printed, so the webhook works out of the box and never without a secret.
 */
export function webhookSecretsFor(varDir: string, log: (line: string) => void): WebhookSecrets {
  const secrets = loadWebhookSecrets();
  if (secrets.global.length || Object.keys(secrets.perTenant).length) return secrets;
  const file = join(varDir, 'webhook-secret');
  if (!existsSync(file)) {
    mkdirSync(varDir, { recursive: true });
    writeFileSync(file, `${generateSecret()}\n`, { mode: 0o600 });
  }
  const secret = readFileSync(file, 'utf8').trim();
  log(`WEBHOOK_SECRET is not set: using the development secret in ${file}`);
  return { global: [secret], perTenant: {} };
}

/** Builds the app and starts the republish workers. */
export function createSite(opts: SiteOptions) {
  const log = opts.log ?? (() => {});
  const layout = layoutOf(opts.varDir);
  mkdirSync(opts.varDir, { recursive: true });
  const queue = openQueue(join(opts.varDir, 'queue.sqlite'));
  const secrets = webhookSecretsFor(opts.varDir, log);

  // Known tenants: those published here and those the API lists (cached briefly); a real API without the listing
  // call is asked for the restaurant itself.
  let listed: { at: number; refs: Set<string> } | null = null;
  const isKnownTenant = async (ref: string): Promise<boolean> => {
    if ((await publishedTenants(layout)).includes(ref)) return true;
    try {
      if (!listed || Date.now() - listed.at > 30_000) {
        listed = { at: Date.now(), refs: new Set((await opts.api.listTenants()).restaurants.map((r) => r.reference_id)) };
      }
      if (listed.refs.has(ref)) return true;
    } catch {
      // no listing: fall through to the restaurant call
    }
    return opts.api.getRestaurant(ref).then((r) => Boolean(r.restaurant), () => false);
  };

  const app = createStaticApp(layout);
  const workers = Array.from({ length: Math.max(1, opts.workers ?? 1) }, (_, i) =>
    startRepublishWorker({
      queue,
      workerId: `${process.pid}-${i}`,
      log,
      build: async (ref) => {
        try {
          const result = await buildTenant(ref, { ...opts, pool: opts.pool });
          await writeSiteIndex(layout, opts.siteUrl);
          return { buildId: result.buildId };
        } catch (err) {
          if (isPermanentFailure(err)) return { permanent: true, error: (err as Error).message };
          throw err;
        }
      },
    }),
  );
  mountWebhook(app, {
    queue,
    secrets: () => secrets,
    isKnownTenant,
    onQueued: () => workers.forEach((w) => w.wake()),
  });
  // The static routes registered a catch-all GET; the webhook is a POST, so order does not matter.
  return {
    app,
    queue,
    async close() {
      await Promise.all(workers.map((w) => w.stop()));
      queue.close();
    },
  };
}
