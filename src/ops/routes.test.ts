import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutOf } from '../build/publish.ts';
import { openQueue, type Queue } from '../republish/queue.ts';
import { createLogger, memoryStream } from './logger.ts';
import { metrics, registry, watchQueue } from './metrics.ts';
import { metricsOnlyApp, mountOps } from './routes.ts';
import { buildRecorder } from './status.ts';

const TOKEN = 'ops-token-0123456789abcdef';
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function fakeApi(): Promise<{ url: string; server: Server }> {
  const server = createServer((_, res) => res.writeHead(404).end('{}'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, server };
}

async function setup(opts: { token?: string } = {}) {
  const varDir = mkdtempSync(join(tmpdir(), 'sf-ops-'));
  const layout = layoutOf(varDir);
  mkdirSync(layout.www, { recursive: true });
  const queue: Queue = openQueue(join(varDir, 'queue.sqlite'));
  const api = await fakeApi();
  cleanups.push(() => new Promise((r) => api.server.close(r)));
  const logs = memoryStream();
  const logger = createLogger({ destination: logs });
  const recorder = buildRecorder();
  const queued: string[] = [];
  cleanups.push(watchQueue('sqlite', queue));
  const app = new Hono();
  mountOps(app, {
    layout,
    queue,
    apiBaseUrl: api.url,
    token: 'token' in opts ? opts.token : TOKEN,
    recorder,
    logger,
    apiCheckMs: 0,
    checkTimeoutMs: 500,
    isKnownTenant: async (ref) => ref !== 'nobody-knows',
    republish: async (ref) => {
      queued.push(ref);
      return queue.enqueue(ref, { reason: 'operator' });
    },
  });
  return { app, varDir, layout, queue, api, logs, recorder, queued };
}

const bearer = { Authorization: `Bearer ${TOKEN}` };

describe('health and readiness', () => {
  it('healthz answers while the process runs, never cached', async () => {
    const { app, queue } = await setup();
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    queue.close();
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('readyz is ready with queue, tree and API, and flips to 503 when the API goes away', async () => {
    const { app, api } = await setup();
    const ok = await app.request('/readyz');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(await ok.json()).toEqual({ ok: true, checks: { queue: 'ok', tree: 'ok', api: 'ok' } });
    await new Promise((r) => api.server.close(r));
    const down = await app.request('/readyz');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ ok: false, checks: { queue: 'ok', tree: 'ok', api: 'failing' } });
  });

  it('readyz flips to 503 when the queue goes away', async () => {
    const { app, queue } = await setup();
    expect((await app.request('/readyz')).status).toBe(200);
    queue.close();
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { checks: { queue: string } }).checks.queue).toBe('failing');
  });

  it('readyz flips to 503 when the served tree is unreadable', async () => {
    const varDir = mkdtempSync(join(tmpdir(), 'sf-ops-'));
    const queue = openQueue(join(varDir, 'queue.sqlite'));
    const api = await fakeApi();
    cleanups.push(() => new Promise((r) => api.server.close(r)));
    const app = mountOps(new Hono(), {
      layout: layoutOf(join(varDir, 'missing')),
      queue,
      apiBaseUrl: api.url,
      republish: async () => null,
    });
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { checks: { tree: string } }).checks.tree).toBe('failing');
  });
});

describe('served from a bucket', () => {
  it('readiness lists the bucket and the status page reads its live releases', async () => {
    const varDir = mkdtempSync(join(tmpdir(), 'sf-ops-'));
    const queue = openQueue(join(varDir, 'queue.sqlite'));
    const api = await fakeApi();
    cleanups.push(() => new Promise((r) => api.server.close(r)));
    let reachable = true;
    const source = {
      tenants: async () => {
        if (!reachable) throw new Error('connect ECONNREFUSED minio:9000');
        return [{ ref: 'cafe', name: 'Café' }];
      },
      rootFile: async () => null,
      release: async (ref: string) =>
        ref === 'cafe' ? { id: 'B7', redirects: [], headers: [], file: async () => null } : null,
    };
    const app = mountOps(new Hono(), {
      layout: layoutOf(join(varDir, 'no-tree-here')),
      queue,
      apiBaseUrl: api.url,
      token: TOKEN,
      source,
      republish: async () => null,
    });
    expect((await app.request('/readyz')).status).toBe(200);
    const json = (await (await app.request('/ops/status.json', { headers: bearer })).json()) as {
      tenants: Array<{ tenant: string; live: { buildId: string } | null }>;
    };
    expect(json.tenants).toMatchObject([{ tenant: 'cafe', live: { buildId: 'B7' } }]);
    reachable = false;
    const down = await app.request('/readyz');
    expect(down.status).toBe(503);
    expect(((await down.json()) as { checks: { tree: string } }).checks.tree).toBe('failing');
  });
});

describe('metrics and operator pages behind METRICS_TOKEN', () => {
  it('answer 404 when no token is configured', async () => {
    const { app } = await setup({ token: undefined });
    for (const path of ['/metrics', '/ops/status', '/ops/status.json', '/ops/login'])
      expect((await app.request(path)).status).toBe(404);
    expect((await app.request('/ops/republish/a', { method: 'POST', headers: bearer })).status).toBe(404);
  });

  it('a hidden operator page answers a bare 404 that sniffs nothing, runs nothing and is not cached', async () => {
    const { app } = await setup({ token: undefined });
    for (const res of [
      await app.request('/metrics'),
      await app.request('/ops/status'),
      await metricsOnlyApp(undefined).request('/metrics'),
      await metricsOnlyApp(TOKEN).request('/nothing-here'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('/metrics wants the bearer token and then shows the Prometheus text', async () => {
    const { app } = await setup();
    expect((await app.request('/metrics')).status).toBe(401);
    expect(
      (await app.request('/metrics', { headers: { Authorization: 'Bearer wrong-token-0123456789ab' } })).status,
    ).toBe(401);
    const res = await app.request('/metrics', { headers: bearer });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('# TYPE storefront_builds_started_total counter');
    expect(text).toMatch(/storefront_queue_jobs\{backend="sqlite",state="waiting"\} \d+/);
  });

  it('a failed tenant shows its reason on the status page and in the JSON', async () => {
    const { app, queue, layout, varDir } = await setup();
    // A live tenant, published before.
    mkdirSync(join(varDir, 'releases', 'good', 'B1', 'builds'), { recursive: true });
    writeFileSync(join(varDir, 'releases', 'good', 'B1', 'builds', 'latest.json'), '{"id":"B1"}');
    symlinkSync(join('..', 'releases', 'good', 'B1'), join(layout.www, 'good'));
    queue.enqueue('broken');
    const job = queue.claim('w1')!;
    queue.fail(
      job.id,
      new Error('broken: invalid payload from /restaurant/broken: field restaurant.currency (required)'),
      { retry: false },
    );
    const json = (await (await app.request('/ops/status.json', { headers: bearer })).json()) as {
      tenants: Array<{
        tenant: string;
        live: { buildId: string } | null;
        lastAttempt: { state: string; error: string } | null;
      }>;
    };
    expect(json.tenants.map((t) => t.tenant)).toEqual(['broken', 'good']);
    expect(json.tenants[0]!.lastAttempt).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('field restaurant.currency'),
    });
    expect(json.tenants[0]!.lastAttempt!.error).not.toMatch(/^Error:|\n|at /);
    expect(json.tenants[1]!.live).toEqual({ buildId: 'B1', fetchedAt: null });
    const page = await app.request('/ops/status', { headers: bearer });
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).not.toContain('<script');
    expect(html).toMatch(/<tr class="failed"><th scope="row">broken<\/th>.*field restaurant\.currency/);
    expect(html).toContain('<form method="post" action="/ops/republish/broken">');
  });

  it('a tenant published without some pictures shows which on the status page, not as failed', async () => {
    const { app, queue } = await setup();
    queue.enqueue('patchy');
    const job = queue.claim('w1')!;
    const warning = '1 picture left out of the pages (could not be loaded): https://api/x.png (HTTP 404)';
    queue.complete(job.id, { buildId: 'B2', workerId: 'w1', warning });
    const json = (await (await app.request('/ops/status.json', { headers: bearer })).json()) as {
      tenants: Array<{ lastAttempt: { state: string; warning: string | null; error: string | null } }>;
    };
    expect(json.tenants[0]!.lastAttempt).toMatchObject({ state: 'done', warning, error: null });
    const html = await (await app.request('/ops/status', { headers: bearer })).text();
    expect(html).toMatch(/<tr><th scope="row">patchy<\/th>.*x\.png \(HTTP 404\)/);
  });

  it('the status page sends a browser without a session to the login form', async () => {
    const { app } = await setup();
    const res = await app.request('/ops/status');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ops/login');
    expect((await app.request('/ops/status.json')).status).toBe(401);
  });

  it('logging in sets a strict HttpOnly cookie (not the token) that lets a same-origin form republish', async () => {
    const { app, queued } = await setup();
    const login = (token: string, origin = 'http://localhost') =>
      app.request('http://localhost/ops/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({ token }).toString(),
      });
    expect((await login('wrong-token-0123456789ab')).status).toBe(401);
    expect((await login(TOKEN, 'http://evil.example')).status).toBe(403);
    const res = await login(TOKEN);
    expect(res.status).toBe(303);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/ops/);
    expect(cookie).not.toContain(TOKEN);
    const session = cookie.split(';')[0]!;
    expect((await app.request('http://localhost/ops/status', { headers: { cookie: session } })).status).toBe(200);
    // The form's POST from this host queues; the same cookie from another origin (or none) does not.
    const cross = await app.request('http://localhost/ops/republish/demo', {
      method: 'POST',
      headers: { cookie: session, origin: 'http://evil.example' },
    });
    expect(cross.status).toBe(403);
    const noOrigin = await app.request('http://localhost/ops/republish/demo', {
      method: 'POST',
      headers: { cookie: session },
    });
    expect(noOrigin.status).toBe(403);
    expect(queued).toEqual([]);
    const ok = await app.request('http://localhost/ops/republish/demo', {
      method: 'POST',
      headers: { cookie: session, origin: 'http://localhost' },
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/ops/status?queued=demo');
    expect(queued).toEqual(['demo']);
  });

  it('a script republishes with the bearer token; a hostile ref is refused', async () => {
    const { app, queued } = await setup();
    const res = await app.request('/ops/republish/demo', { method: 'POST', headers: bearer });
    expect(res.status).toBe(202);
    expect((await app.request('/ops/republish/..%2fetc', { method: 'POST', headers: bearer })).status).toBe(400);
    expect((await app.request('/ops/republish/demo', { method: 'POST' })).status).toBe(401);
    expect(queued).toEqual(['demo']);
  });

  it('a business nobody knows is answered 404 and not queued, as the webhook answers it', async () => {
    const { app, queued, queue } = await setup();
    const res = await app.request('/ops/republish/nobody-knows', { method: 'POST', headers: bearer });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Unknown tenant', referenceId: 'nobody-knows' });
    expect(queued).toEqual([]);
    expect(queue.list({ ref: 'nobody-knows' })).toEqual([]);
  });
});

describe("a standalone worker's metrics port", () => {
  it('serves /healthz to anyone and /metrics only with the bearer token (404 without one configured)', async () => {
    expect((await metricsOnlyApp(undefined).request('/metrics', { headers: bearer })).status).toBe(404);
    const app = metricsOnlyApp(TOKEN);
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await app.request('/metrics')).status).toBe(401);
    expect((await app.request('/metrics', { headers: { Authorization: 'Bearer nope-nope-nope-nope' } })).status).toBe(
      401,
    );
    const res = await app.request('/metrics', { headers: bearer });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('storefront_builds_started_total');
    expect((await app.request('/ops/status', { headers: bearer })).status).toBe(404);
  });
});

describe('the webhook request log', () => {
  it('counts every answer by status and logs method, path, status, duration — never the signature', async () => {
    const { app, logs } = await setup();
    app.post('/hooks/republish', (c) => c.json({ error: 'Invalid signature' }, 401));
    const before =
      (await registry.getSingleMetric('storefront_webhook_responses_total')!.get()).values.find(
        (v) => v.labels.status === '401',
      )?.value ?? 0;
    const signature = 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=';
    await app.request('/hooks/republish', {
      method: 'POST',
      headers: { 'webhook-signature': signature, 'webhook-id': 'msg_1', 'webhook-timestamp': '1' },
      body: '{"referenceId":"demo"}',
    });
    const after = (await metrics.webhookResponses.get()).values.find((v) => v.labels.status === '401')?.value ?? 0;
    expect(after).toBe(before + 1);
    const line = logs.lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'webhook request')!;
    expect(line).toMatchObject({ method: 'POST', path: '/hooks/republish', status: 401 });
    expect(typeof line.durationMs).toBe('number');
    expect(logs.lines.join('\n')).not.toContain('K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN');
  });
});
