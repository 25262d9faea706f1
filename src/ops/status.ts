/**
 * The operators' view of every tenant: its live build (the served link `www/{ref}` and `builds/latest.json`), the
 * last attempt the queue recorded, how long it took (from this process's own runs) and its error in words. The same
 * rows are the JSON of `/ops/status.json` and the HTML page of `/ops/status` (no script: a form per tenant posts
 * to `/ops/republish/{ref}`).
 */
import { readFile, readlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { publishedTenants, type Layout } from '../build/publish.ts';
import type { RepublishJob, RepublishQueue } from '../republish/backend.ts';
import type { SiteSource } from '../server/static.ts';
import { errorInWords, type BuildEvent } from './events.ts';

export interface TenantStatus {
  tenant: string;
  live: { buildId: string; fetchedAt: string | null } | null;
  lastAttempt: {
    jobId: string | number;
    state: RepublishJob['state'];
    attempts: number;
    requests: number;
    reason: string | null;
    updatedAt: string;
    buildId: string | null;
    error: string | null;
    /** What its published release lacks (pictures left out). */
    warning: string | null;
  } | null;
  /** The last run finished in this process (a standalone worker's runs are in its own log). */
  lastRun: { outcome: BuildEvent['outcome']; durationMs: number; at: string; error: string | null } | null;
}

/** The last run of each tenant in this process, fed by the republish workers' events. */
export function buildRecorder() {
  const last = new Map<string, BuildEvent>();
  return {
    record(event: BuildEvent) {
      last.set(event.tenant, event);
    },
    get: (ref: string) => last.get(ref),
  };
}
export type BuildRecorder = ReturnType<typeof buildRecorder>;

async function liveBuild(layout: Layout, ref: string): Promise<TenantStatus['live']> {
  const link = await readlink(join(layout.www, ref)).catch(() => null);
  if (!link) return null;
  // build.json names the build (builds/latest.json names the pages' content, the same across unchanged builds).
  const info = await readFile(join(layout.www, ref, 'build.json'), 'utf8')
    .then((t) => JSON.parse(t) as { buildId?: unknown; fetchedAt?: unknown })
    .catch(() => null);
  const buildId = typeof info?.buildId === 'string' && info.buildId ? info.buildId : basename(link);
  return { buildId, fetchedAt: typeof info?.fetchedAt === 'string' && info.fetchedAt ? info.fetchedAt : null };
}

/** Every tenant published here or named by a queue record, sorted by id. */
export async function collectStatus(
  layout: Layout,
  queue: RepublishQueue,
  recorder?: BuildRecorder,
  /** What the server serves when it is not the local tree (a bucket): its tenants and live releases. */
  source?: SiteSource,
): Promise<TenantStatus[]> {
  const [published, jobs] = await Promise.all([
    source ? source.tenants().then((ts) => ts.map((t) => t.ref)) : publishedTenants(layout),
    queue.list({ limit: 1000 }),
  ]);
  const live = async (ref: string): Promise<TenantStatus['live']> => {
    if (!source) return liveBuild(layout, ref);
    const release = await source.release(ref).catch(() => null);
    return release ? { buildId: basename(release.id), fetchedAt: null } : null;
  };
  const lastJob = new Map<string, RepublishJob>();
  for (const job of jobs) if (!lastJob.has(job.ref)) lastJob.set(job.ref, job); // newest first
  const refs = [...new Set([...published, ...lastJob.keys()])].sort();
  return Promise.all(
    refs.map(async (tenant): Promise<TenantStatus> => {
      const job = lastJob.get(tenant);
      const run = recorder?.get(tenant);
      return {
        tenant,
        live: await live(tenant),
        lastAttempt: job
          ? {
              jobId: job.id,
              state: job.state,
              attempts: job.attempts,
              requests: job.requests,
              reason: job.reason,
              updatedAt: new Date(job.updatedAt).toISOString(),
              buildId: job.buildId,
              error: job.lastError ? errorInWords(new Error(job.lastError)) : null,
              warning: job.warning ?? null,
            }
          : null,
        lastRun: run
          ? {
              outcome: run.outcome,
              durationMs: run.durationMs,
              at: new Date(run.at).toISOString(),
              error: run.error ?? null,
            }
          : null,
      };
    }),
  );
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The status page (no script; a plain form per tenant). */
export function statusPage(rows: TenantStatus[], opts: { generatedAt: string; notice?: string }): string {
  const cell = (s: string | null | undefined) => `<td>${s ? escapeHtml(s) : '—'}</td>`;
  const body = rows
    .map((r) => {
      const a = r.lastAttempt;
      const failed = a?.state === 'failed' || r.lastRun?.outcome === 'failed' || r.lastRun?.outcome === 'retry';
      const error = a?.error ?? r.lastRun?.error ?? a?.warning ?? null;
      return (
        `<tr${failed ? ' class="failed"' : ''}><th scope="row">${escapeHtml(r.tenant)}</th>` +
        cell(r.live?.buildId) +
        cell(a ? `${a.state} (attempt ${a.attempts}, ${a.updatedAt})` : null) +
        cell(r.lastRun ? `${(r.lastRun.durationMs / 1000).toFixed(1)} s, ${r.lastRun.outcome}` : null) +
        cell(error) +
        `<td><form method="post" action="/ops/republish/${encodeURIComponent(r.tenant)}">` +
        `<button type="submit">Republish</button></form></td></tr>`
      );
    })
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Build status</title><style>body{font:14px system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse}' +
    'th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}tr.failed td{background:#fde8e8}' +
    'td:nth-child(5){max-width:40rem}</style></head><body><main><h1>Build status</h1>' +
    (opts.notice ? `<p role="status">${escapeHtml(opts.notice)}</p>` : '') +
    `<p>${rows.length} tenant${rows.length === 1 ? '' : 's'} at ${escapeHtml(opts.generatedAt)}. JSON: <a href="/ops/status.json">/ops/status.json</a></p>` +
    '<table><thead><tr><th>Tenant</th><th>Live build</th><th>Last attempt</th><th>Last run here</th><th>Error or warning</th><th></th></tr></thead>' +
    `<tbody>${body || '<tr><td colspan="6">No tenant yet</td></tr>'}</tbody></table></main></body></html>`
  );
}
