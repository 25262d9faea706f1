/**
 * Operating it (issue 17), end to end against the sample API:
 * - a fixture run through the site server (webhook → queue → worker → publish, one tenant good, one invalid):
 *   the metrics move as builds run and fail, the status page names the failed tenant's reason, and no log line
 *   of the server or of a worker carries the webhook secret, the operator token, a signature, a customer's token or
 *   a one-time code;
 * - SIGTERM to `npm run worker` (scripts/republish-worker.ts) during a build: it exits within its bound
 *   (SHUTDOWN_TIMEOUT_MS) and the job goes back to the queue, where the next worker builds it.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '../../src/lib/api/client.ts';
import { createAstroPool, type AstroPool } from '../../src/build/workerPool.ts';
import { createSite } from '../../src/server/site.ts';
import { openQueue } from '../../src/republish/queue.ts';
import { generateSecret, webhookHeaders } from '../../src/republish/signature.ts';
import { createLogger, lineLogger, memoryStream } from '../../src/ops/logger.ts';
import { startSampleApi } from '../../sample-api/server.ts';

const GOOD = 'cafe-limmat';
const BAD = 'kissa-tokyo';
const varDir = mkdtempSync(join(tmpdir(), 'sf-ops-'));
const siteUrl = 'http://localhost:4399';
const secret = generateSecret();
const TOKEN = 'ops-test-token-0123456789abcdef';
const logs = memoryStream();
/** Everything the spawned workers printed. */
const workerOutput: string[] = [];
let api: Awaited<ReturnType<typeof startSampleApi>>;
let pool: AstroPool;
let site: ReturnType<typeof createSite>;

beforeAll(async () => {
  process.env.WEBHOOK_SECRET = secret;
  api = await startSampleApi({ port: 0, includeTestTenants: true });
  pool = createAstroPool({ size: 1 });
  const logger = createLogger({ destination: logs, level: 'debug' });
  site = createSite({
    api: createApiClient({ baseUrl: api.url }),
    apiBaseUrl: api.url,
    siteUrl,
    varDir,
    pool,
    log: lineLogger(logger),
    logger,
    metricsToken: TOKEN,
    apiCheckMs: 0,
  });
}, 120_000);

let siteClosed = false;
afterAll(async () => {
  if (!siteClosed) await site?.close();
  await pool?.close();
  await api?.close();
  delete process.env.WEBHOOK_SECRET;
});

let n = 0;
const hook = (ref: string, key = secret) => {
  const body = JSON.stringify({ referenceId: ref });
  const headers = webhookHeaders({ id: `msg_ops_${++n}`, timestamp: Math.floor(Date.now() / 1000), body, secret: key });
  return site.app.request('/hooks/republish', { method: 'POST', body, headers });
};
async function untilIdle(timeoutMs = 100_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const s = site.queue.stats();
    if (s.waiting === 0 && s.running === 0) return;
    if (Date.now() > end) throw new Error(`queue not idle: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The samples of /metrics as `name{labels}` → value. */
async function scrape(): Promise<Map<string, number>> {
  const res = await site.app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  const samples = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    const m = /^(storefront_[a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (m) samples.set(m[1]!, Number(m[2]));
  }
  return samples;
}
const delta = (a: Map<string, number>, b: Map<string, number>, key: string) => (b.get(key) ?? 0) - (a.get(key) ?? 0);

const customerSecrets: string[] = [];

test('a fixture run: metrics follow the builds, the status page names the failure, and no log line holds a secret', async () => {
  // A customer logs in by one-time code through the API (the islands do this; the server never sees it).
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => undefined); // the sample API's outbox prints codes
  const who = { reference_id: 'shawarma-house', phone: '55512345', dial_code: '+965' };
  const post = (path: string, body: unknown) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/send-otp', who)).status).toBe(200);
  const outbox = (await (await fetch(`${api.url}/__test/outbox?phone=%2B96555512345`)).json()) as {
    messages: Array<{ code: string }>;
  };
  const code = outbox.messages.at(-1)!.code;
  const verified = (await (await post('/verify-otp', { ...who, code })).json()) as { token?: string };
  quiet.mockRestore();
  customerSecrets.push(code, ...(verified.token ? [verified.token] : []));

  expect((await site.app.request('/readyz')).status).toBe(200);
  const before = await scrape();

  // One good build, one with an invalid payload, one forged delivery.
  const payload = (await (await fetch(`${api.url}/webapp/v5/restaurant/${BAD}`)).json()) as {
    restaurant: { currency: string };
  };
  payload.restaurant.currency = 'jpy';
  await fetch(`${api.url}/__test/restaurant/${BAD}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  expect((await hook(GOOD)).status).toBe(202);
  expect((await hook(BAD)).status).toBe(202);
  expect((await hook(GOOD, generateSecret())).status).toBe(401);
  await untilIdle();

  const after = await scrape();
  expect(delta(before, after, 'storefront_builds_started_total')).toBe(2);
  expect(delta(before, after, 'storefront_builds_succeeded_total')).toBe(1);
  expect(delta(before, after, 'storefront_builds_failed_total{reason="validation",permanent="true"}')).toBe(1);
  expect(delta(before, after, 'storefront_build_duration_seconds_count{outcome="published"}')).toBe(1);
  expect(delta(before, after, 'storefront_build_duration_seconds_count{outcome="failed"}')).toBe(1);
  expect(delta(before, after, 'storefront_publish_duration_seconds_count')).toBe(1);
  expect(delta(before, after, 'storefront_pages_written_total')).toBeGreaterThan(10);
  // The bytes the build wrote: every file of the release but those hard-linked from a cache (pictures, icons, hashed
  // assets), and the serving rules the worker rewrote with the policy once more.
  const release = realpathSync(join(varDir, 'www', GOOD));
  const written = readdirSync(release, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => statSync(join(e.parentPath, e.name)))
    .filter((st) => st.nlink === 1)
    .reduce((n, st) => n + st.size, 0);
  expect(written).toBeGreaterThan(100_000);
  expect(delta(before, after, 'storefront_bytes_written_total')).toBeGreaterThanOrEqual(written);
  expect(delta(before, after, 'storefront_bytes_written_total')).toBeLessThan(written + 4096);
  expect(delta(before, after, 'storefront_webhook_responses_total{status="202"}')).toBe(2);
  expect(delta(before, after, 'storefront_webhook_responses_total{status="401"}')).toBe(1);
  const pictures = (m: Map<string, number>) =>
    (m.get('storefront_pictures_total{result="hit"}') ?? 0) +
    (m.get('storefront_pictures_total{result="encoded"}') ?? 0);
  expect(pictures(after) - pictures(before)).toBeGreaterThan(0);
  expect(after.get('storefront_queue_jobs{backend="sqlite",state="waiting"}')).toBe(0);
  expect(after.get('storefront_queue_oldest_waiting_seconds{backend="sqlite"}')).toBe(0);

  // The status page and its JSON: the good tenant's live build, the failed one's reason in words.
  const status = (await (
    await site.app.request('/ops/status.json', { headers: { Authorization: `Bearer ${TOKEN}` } })
  ).json()) as {
    tenants: Array<{
      tenant: string;
      live: { buildId: string } | null;
      lastAttempt: { state: string; buildId: string | null; error: string | null } | null;
      lastRun: { outcome: string; durationMs: number } | null;
    }>;
  };
  const good = status.tenants.find((t) => t.tenant === GOOD)!;
  const bad = status.tenants.find((t) => t.tenant === BAD)!;
  expect(good.live?.buildId).toBe(good.lastAttempt?.buildId);
  expect(good.lastRun).toMatchObject({ outcome: 'published' });
  expect(bad.lastAttempt).toMatchObject({ state: 'failed', error: expect.stringContaining('restaurant.currency') });
  expect(bad.lastRun?.outcome).toBe('failed');
  const html = await (await site.app.request('/ops/status', { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
  expect(html).toMatch(new RegExp(`<tr class="failed"><th scope="row">${BAD}</th>.*restaurant\\.currency`));

  // An operator logs in with the token and republishes from the page.
  const login = await site.app.request('http://localhost/ops/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    body: new URLSearchParams({ token: TOKEN }).toString(),
  });
  const session = login.headers.get('set-cookie')!.split(';')[0]!;
  customerSecrets.push(session.split('=')[1]!);
  const republish = await site.app.request(`http://localhost/ops/republish/${GOOD}`, {
    method: 'POST',
    headers: { cookie: session, origin: 'http://localhost' },
  });
  expect(republish.status).toBe(303);
  await untilIdle();

  // The structured events carry tenant, job, build, duration and outcome.
  const events = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(events.find((e) => e.tenant === GOOD && e.outcome === 'published')).toMatchObject({
    jobId: expect.any(Number),
    buildId: expect.any(String),
    durationMs: expect.any(Number),
  });
  expect(events.find((e) => e.tenant === BAD && e.outcome === 'failed')).toMatchObject({
    error: expect.stringContaining('restaurant.currency'),
  });
  expect(events.filter((e) => e.msg === 'webhook request').map((e) => e.status)).toEqual([202, 202, 401]);
}, 200_000);

function startWorker(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['scripts/republish-worker.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      VAR_DIR: varDir,
      PUBLIC_SITE_URL: siteUrl,
      SHUTDOWN_TIMEOUT_MS: '4000',
      METRICS_TOKEN: TOKEN,
      WORKERS: '1',
      ...env,
    },
  });
  child.stdout!.on('data', (chunk: Buffer) => workerOutput.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => workerOutput.push(chunk.toString()));
  return child;
}
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

test('SIGTERM during a build: the worker exits within its bound and the job is built again', async () => {
  await site.close(); // from here on only the spawned workers build
  siteClosed = true;
  // A slow API (each answer waits), so the build is surely still running when the signal comes.
  const slow = await startSampleApi({ port: 0, includeTestTenants: true, delayMs: 1500 });
  const queue = openQueue(join(varDir, 'queue.sqlite'));
  try {
    const { jobId } = queue.enqueue(GOOD, { reason: 'sigterm test' });
    const first = startWorker({ API_BASE_URL: slow.url });
    const runningHere = () => {
      const job = queue.get(jobId);
      return job?.state === 'running' && job.workerId === `worker-${first.pid}`;
    };
    for (let i = 0; i < 400 && !runningHere(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(runningHere()).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    const t0 = performance.now();
    first.kill('SIGTERM');
    const code = await exited(first);
    const stopMs = performance.now() - t0;
    expect(code).toBe(0);
    expect(stopMs).toBeLessThan(4000);
    // Handed back: waiting again with the shutdown as its last error, not failed.
    const handedBack = queue.get(jobId)!;
    expect(handedBack.state).toBe('waiting');
    expect(handedBack.lastError).toMatch(/shutting down/);
    expect(workerOutput.join('')).toMatch(/stopped by shutdown, will run again/);

    // The next worker also serves its metrics (METRICS_PORT): the build it runs is counted there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const second = startWorker({ API_BASE_URL: api.url, METRICS_PORT: String(port) });
    const end = Date.now() + 120_000;
    while (Date.now() < end && queue.get(jobId)?.state !== 'done') await new Promise((r) => setTimeout(r, 200));
    const scraped = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(await scraped.text()).toMatch(/^storefront_builds_succeeded_total 1$/m);
    second.kill('SIGTERM');
    await exited(second);
    expect(queue.get(jobId)).toMatchObject({ state: 'done', workerId: `worker-${second.pid}` });
  } finally {
    queue.close();
    await slow.close();
  }
}, 200_000);

test('no log line of the server or of a worker holds a secret, a token, a signature or a one-time code', () => {
  const text = [...logs.lines, ...workerOutput].join('\n');
  expect(logs.lines.length).toBeGreaterThan(5);
  expect(workerOutput.join('').length).toBeGreaterThan(0);
  const forbidden = [secret, secret.replace(/^whsec_/, ''), TOKEN, ...customerSecrets];
  // Whole words: a six-digit code may well occur inside a timestamp.
  const escape = (v: string) => v.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const value of forbidden)
    expect(text).not.toMatch(new RegExp(`(?<![A-Za-z0-9])${escape(value)}(?![A-Za-z0-9])`));
  expect(text).not.toMatch(/v1,[A-Za-z0-9+/=]{20,}/); // no webhook signature
});
