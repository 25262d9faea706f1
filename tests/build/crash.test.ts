/**
 * A republish killed with SIGKILL at random moments: a reader fetching the served pages all along only ever sees
 * a complete page of the old or of the new release (never a 404, never a torn page), and once a worker runs again
 * the job completes and the new release is served.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '../../src/lib/api/client.ts';
import { buildTenant } from '../../src/build/buildTenant.ts';
import { layoutOf } from '../../src/build/publish.ts';
import { openQueue } from '../../src/republish/queue.ts';
import { createStaticApp } from '../../src/server/static.ts';
import { startSampleApi } from '../../sample-api/server.ts';
import { renameBusiness } from './helpers.ts';

const REF = 'cafe-limmat';
const PAGES = [`/${REF}/pickup`, `/${REF}/fr/pickup`, `/${REF}/Branches`, `/${REF}/pickup/cart`];
const varDir = mkdtempSync(join(tmpdir(), 'sf-crash-'));
let api: Awaited<ReturnType<typeof startSampleApi>>;

// Every answer of the API waits a little: a worker's rebuild then lasts longer than the longest wait before a kill
// (1.2 s), so each kill lands inside a build. Without it a fast machine finished the second build before its kill,
// and the job was interrupted only once (attempts 2, CI failed).
const API_DELAY_MS = 250;
const KILL_WITHIN_MS = 1200;

beforeAll(async () => {
  api = await startSampleApi({ port: 0, includeTestTenants: true, delayMs: API_DELAY_MS });
}, 60_000);
afterAll(async () => api.close());

function startWorker(): ChildProcess {
  // Its own process group, so SIGKILL reaches the build worker it forks too, as a machine crash would.
  return spawn(process.execPath, ['scripts/republish-worker.ts'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      API_BASE_URL: api.url,
      VAR_DIR: varDir,
      PUBLIC_SITE_URL: 'http://localhost:4399',
      LEASE_MS: '1500',
    },
  });
}
const killGroup = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
};

test('SIGKILL during republish never serves a mix or a 404, and the job completes after a restart', async () => {
  const first = await buildTenant(REF, {
    api: createApiClient({ baseUrl: api.url }),
    apiBaseUrl: api.url,
    siteUrl: 'http://localhost:4399',
    varDir,
  });
  const app = createStaticApp(layoutOf(varDir));
  await renameBusiness(api.url, REF, 'Café Limmat after the crash');
  const queue = openQueue(join(varDir, 'queue.sqlite'));
  queue.enqueue(REF, { reason: 'crash test' });

  const seen = new Set<string>();
  const problems: string[] = [];
  let reading = true;
  const reader = (async () => {
    while (reading) {
      for (const path of PAGES) {
        const res = await app.request(path);
        const html = await res.text();
        if (res.status !== 200) problems.push(`${path}: ${res.status}`);
        else if (!html.trimEnd().endsWith('</html>')) problems.push(`${path}: torn page`);
        const version = /data-page-version="([^"]+)"/.exec(html)?.[1];
        if (!version) problems.push(`${path}: no page version`);
        else seen.add(version);
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  })();

  // Kill the worker twice at a random moment of its build (fetch, Astro, verify or publish), then let a third finish.
  const runningOn = (pid: number) => {
    const job = queue.list({ ref: REF, limit: 1 })[0];
    return job?.state === 'running' && job.workerId === `worker-${pid}`;
  };
  for (let kill = 0; kill < 2; kill++) {
    const worker = startWorker();
    for (let i = 0; i < 300 && !runningOn(worker.pid!); i++) await new Promise((r) => setTimeout(r, 50));
    expect(runningOn(worker.pid!)).toBe(true);
    await new Promise((r) => setTimeout(r, Math.random() * KILL_WITHIN_MS));
    killGroup(worker);
    await new Promise((r) => setTimeout(r, 200));
    // The kill landed inside the build: the job is not done (else this run would not count as an interruption).
    expect(queue.list({ ref: REF, limit: 1 })[0]?.state).not.toBe('done');
  }
  const last = startWorker();
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && queue.list({ ref: REF, limit: 1 })[0]?.state !== 'done')
    await new Promise((r) => setTimeout(r, 200));
  reading = false;
  await reader;
  killGroup(last);

  const job = queue.list({ ref: REF, limit: 1 })[0]!;
  queue.close();
  expect(job.state).toBe('done');
  // Both killed runs counted as attempts: the job really was interrupted twice before it completed.
  expect(job.attempts).toBeGreaterThanOrEqual(3);
  expect(problems).toEqual([]);
  // Only the old release's pages and the new one's were ever served: each page seen is one that one of the two
  // lists (builds/latest.json names the version of every page of its release, pageVersion.ts).
  const pagesOf = (buildId: string) =>
    (
      JSON.parse(readFileSync(join(varDir, 'releases', REF, buildId, 'builds', 'latest.json'), 'utf8')) as {
        pages: string[];
      }
    ).pages;
  const served = new Set([...pagesOf(first.buildId), ...pagesOf(job.buildId!)]);
  expect(pagesOf(job.buildId!)).not.toEqual(pagesOf(first.buildId));
  expect([...seen].filter((version) => !served.has(version))).toEqual([]);
  expect(await (await app.request(`/${REF}/pickup`)).text()).toContain('Café Limmat after the crash');
}, 150_000);
