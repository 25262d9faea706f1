/**
 * The republish webhook over HTTP (Hono's request API): every failed check is a 401 that queues nothing, a replay
 * is a 2xx that queues nothing, an unknown tenant is a 404, and a 202 means the job is in the durable queue.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { openQueue, type Queue } from './queue.ts';
import { generateSecret, webhookHeaders } from './signature.ts';
import { mountWebhook } from './webhook.ts';
import { loadWebhookSecrets, secretsFor, type WebhookSecrets } from './secrets.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const nowSec = Math.floor(NOW.getTime() / 1000);
const GLOBAL = generateSecret();
const OLD = generateSecret();
const TENANT = generateSecret();
let queue: Queue;
let app: Hono;
let secrets: WebhookSecrets;
let path: string;

beforeEach(() => {
  path = join(mkdtempSync(join(tmpdir(), 'sf-hook-')), 'queue.sqlite');
  queue = openQueue(path);
  secrets = { global: [GLOBAL, OLD], perTenant: { 'own-secret': [TENANT] } };
  app = mountWebhook(new Hono(), {
    queue,
    secrets: () => secrets,
    // 'while-api-down': a business never published here, asked while the API does not answer.
    isKnownTenant: async (ref) =>
      ref === 'while-api-down' ? null : ['shawarma-house', 'cafe-limmat', 'own-secret'].includes(ref),
    now: () => NOW,
  });
});
afterEach(() => queue.close());

let n = 0;
function send(
  body: string,
  opts: {
    secret?: string;
    id?: string;
    timestamp?: number;
    headers?: Record<string, string>;
    tamper?: (h: Record<string, string>) => void;
  } = {},
) {
  const headers = webhookHeaders({
    id: opts.id ?? `msg_${++n}`,
    timestamp: opts.timestamp ?? nowSec,
    body,
    secret: opts.secret ?? GLOBAL,
  });
  opts.tamper?.(headers);
  return app.request('/hooks/republish', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers, ...opts.headers },
  });
}
const body = JSON.stringify({ referenceId: 'shawarma-house' });
const queued = () => queue.stats().waiting;

test('a valid delivery is accepted with 202 and its job is in the queue', async () => {
  const res = await send(body);
  expect(res.status).toBe(202);
  expect(queued()).toBe(1);
  // Durable: another handle on the same file sees it.
  const other = openQueue(path);
  expect(other.list({ ref: 'shawarma-house' })).toHaveLength(1);
  other.close();
});

test.each([
  ['missing headers', { tamper: (h: Record<string, string>) => delete h['webhook-signature'] }],
  ['a missing id', { tamper: (h: Record<string, string>) => delete h['webhook-id'] }],
  [
    'a bad signature',
    {
      tamper: (h: Record<string, string>) =>
        (h['webhook-signature'] = 'v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='),
    },
  ],
  [
    'a truncated signature',
    { tamper: (h: Record<string, string>) => (h['webhook-signature'] = h['webhook-signature']!.slice(0, 20)) },
  ],
  ['the wrong secret', { secret: generateSecret() }],
  ['a timestamp 301 s old', { timestamp: nowSec - 301 }],
  ['a timestamp 301 s ahead', { timestamp: nowSec + 301 }],
])('%s gets 401 and queues nothing', async (_name, opts) => {
  const res = await send(body, opts);
  expect(res.status).toBe(401);
  expect(queued()).toBe(0);
});

test('a one-byte change to the body gets 401 and queues nothing', async () => {
  const headers = webhookHeaders({ id: 'msg_x', timestamp: nowSec, body, secret: GLOBAL });
  const res = await app.request('/hooks/republish', { method: 'POST', body: body.replace('house', 'housE'), headers });
  expect(res.status).toBe(401);
  expect(queued()).toBe(0);
});

test('during a rotation both the old and the new secret are accepted', async () => {
  expect((await send(body, { secret: OLD })).status).toBe(202);
  expect((await send(JSON.stringify({ referenceId: 'cafe-limmat' }), { secret: GLOBAL })).status).toBe(202);
});

test('a tenant with its own secret accepts only that secret', async () => {
  const own = JSON.stringify({ referenceId: 'own-secret' });
  expect((await send(own, { secret: GLOBAL })).status).toBe(401);
  expect((await send(own, { secret: TENANT })).status).toBe(202);
});

test('a replayed delivery id gets 2xx and queues nothing new', async () => {
  expect((await send(body, { id: 'msg_replay' })).status).toBe(202);
  queue.claim('w1');
  const replay = await send(body, { id: 'msg_replay' });
  expect(replay.status).toBe(200);
  expect(await replay.json()).toMatchObject({ duplicate: true });
  expect(queued()).toBe(0);
});

test("a delivery id used by one tenant's sender does not make another tenant's delivery a duplicate", async () => {
  // The holder of own-secret's secret signs a delivery with the id the platform will use next for another tenant.
  expect((await send(JSON.stringify({ referenceId: 'own-secret' }), { secret: TENANT, id: 'msg_next' })).status).toBe(
    202,
  );
  const res = await send(body, { id: 'msg_next' });
  expect(res.status).toBe(202);
  expect(await res.json()).toMatchObject({ accepted: true });
  expect(queued()).toBe(2);
});

test('an unknown tenant gets 404 and queues nothing', async () => {
  const res = await send(JSON.stringify({ referenceId: 'nobody' }));
  expect(res.status).toBe(404);
  expect(queued()).toBe(0);
});

test('a business the API cannot tell about now (down) gets 503 with Retry-After, not a final 404', async () => {
  const res = await send(JSON.stringify({ referenceId: 'while-api-down' }));
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('30');
  expect(queued()).toBe(0);
});

test.each(['constructor', 'hasOwnProperty', 'toString', '__proto__'])(
  'a referenceId named like a built-in property (%s) is an unknown tenant, never a 5xx',
  async (ref) => {
    const named = JSON.stringify({ referenceId: ref });
    expect((await send(named, { tamper: (h) => (h['webhook-signature'] = 'v1,AAAA') })).status).toBe(401);
    // Signed: refused as no tenant of ours (404), or as no referenceId at all (400).
    expect([400, 404]).toContain((await send(named)).status);
    expect(queued()).toBe(0);
  },
);

test('a secrets file that names __proto__ sets no prototype: other tenants keep the global secrets', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'sf-secrets-')), 'secrets.json');
  writeFileSync(file, `{"__proto__": ["${TENANT}"], "own-secret": "${TENANT}"}`);
  const loaded = loadWebhookSecrets({ WEBHOOK_SECRET: GLOBAL, WEBHOOK_SECRETS_FILE: file });
  expect(secretsFor(loaded, ['shawarma-house', 'own-secret', '__proto__'])).toEqual([[GLOBAL], [TENANT], [TENANT]]);
});

test('a hostile referenceId is refused with 400 before anything is queued', async () => {
  const res = await send(JSON.stringify({ referenceId: '../etc' }));
  expect(res.status).toBe(400);
  expect(queued()).toBe(0);
});

test('a list of tenants queues one job each', async () => {
  const res = await send(JSON.stringify({ referenceIds: ['shawarma-house', 'cafe-limmat'] }));
  expect(res.status).toBe(202);
  expect(queued()).toBe(2);
});

test('a signed body that is not a republish request gets 400', async () => {
  expect((await send(JSON.stringify({ hello: 1 }))).status).toBe(400);
});

test('a burst for one tenant coalesces into one waiting job', async () => {
  const results = await Promise.all(Array.from({ length: 50 }, () => send(body)));
  expect(results.every((r) => r.status === 202)).toBe(true);
  expect(queued()).toBe(1);
});

test('a chunked body over the limit is refused while it streams, without reading the rest', async () => {
  let pulled = 0;
  const chunk = new Uint8Array(4096).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      if (pulled > 1024)
        controller.close(); // 4 MB in all, if anybody read it
      else controller.enqueue(chunk);
    },
  });
  const headers = webhookHeaders({ id: 'msg_big', timestamp: nowSec, body: '', secret: GLOBAL });
  const res = await app.request('/hooks/republish', {
    method: 'POST',
    body: stream,
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...headers },
    // @ts-expect-error Node's fetch needs this for a streamed request body
    duplex: 'half',
  });
  expect(res.status).toBe(413);
  expect(res.headers.get('connection')).toBe('close');
  // The limit is 16 kB: reading stops a few 4 kB chunks in, not after 4 MB.
  expect(pulled).toBeLessThan(10);
  expect(queued()).toBe(0);
});

test('a declared Content-Length over the limit is refused before the body is read', async () => {
  const big = 'x'.repeat(17 * 1024);
  const res = await send(big, { headers: { 'content-length': String(big.length) } });
  expect(res.status).toBe(413);
  expect(queued()).toBe(0);
});

test('every webhook answer is never cached and never sniffed: a refusal, a body too large, an acceptance', async () => {
  const answers = [
    await send('{"referenceId":"shawarma-house"}', { secret: generateSecret() }),
    await send('{"referenceId":"../etc"}'),
    await send(JSON.stringify({ referenceId: 'shawarma-house', pad: 'x'.repeat(20_000) })),
    await send('{"referenceId":"shawarma-house"}'),
  ];
  expect(answers.map((r) => r.status)).toEqual([401, 400, 413, 202]);
  for (const res of answers) {
    expect(res.headers.get('cache-control'), String(res.status)).toBe('no-store');
    expect(res.headers.get('x-content-type-options'), String(res.status)).toBe('nosniff');
  }
});

test('a delivery naming several businesses is answered within one check of the API, not one per business', async () => {
  // Each check takes its whole bound (an API that hangs: republish/knownTenant.ts answers null at its deadline). The
  // checks run at once: counted, not timed (a loaded machine stretches time, not the number in flight).
  let inFlight = 0;
  let most = 0;
  const slow = mountWebhook(new Hono(), {
    queue,
    secrets: () => secrets,
    isKnownTenant: async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 50));
      inFlight--;
      return null;
    },
    now: () => NOW,
  });
  const body = JSON.stringify({ referenceIds: ['a1', 'a2', 'a3', 'a4', 'a5'] });
  const res = await slow.request('/hooks/republish', {
    method: 'POST',
    body,
    headers: webhookHeaders({ id: 'msg_slow', timestamp: nowSec, body, secret: GLOBAL }),
  });
  expect(res.status).toBe(503);
  expect(most).toBe(5); // one after another: never more than 1
});

/** The status address of each job the 202 names. */
async function statusOf(res: Response): Promise<string[]> {
  const answer = (await res.json()) as { jobs: { status: string }[] };
  return answer.jobs.map((j) => j.status);
}

test('the sender learns what became of its republish: the 202 names a status address that says waiting, then live with its build', async () => {
  const [status] = await statusOf(await send(body));
  expect(status).toMatch(/^\/hooks\/republish\/jobs\/shawarma-house\/\d+\?token=[\w-]{22}$/);
  const waiting = await app.request(status!);
  expect(waiting.status).toBe(200);
  expect(waiting.headers.get('cache-control')).toBe('no-store');
  expect(await waiting.json()).toMatchObject({ ref: 'shawarma-house', state: 'waiting', live: false, error: null });
  const job = queue.claim('w1')!;
  queue.complete(job.id, { buildId: 'b-42', workerId: 'w1' });
  expect(await (await app.request(status!)).json()).toMatchObject({ state: 'done', live: true, buildId: 'b-42' });
});

test("a republish whose payload fails validation tells its sender why at the status address (the field), the live site's build kept", async () => {
  const [status] = await statusOf(await send(body));
  const job = queue.claim('w1')!;
  const error = 'field menu.0.items.1.price_labels.0.price (Invalid input: expected number, received string)';
  queue.fail(job.id, new Error(error), { workerId: 'w1', retry: false });
  const answer = (await (await app.request(status!)).json()) as Record<string, unknown>;
  expect(answer).toMatchObject({ state: 'failed', live: false, buildId: null });
  expect(answer.error).toContain('menu.0.items.1.price_labels.0.price');
});

test("a status address is answered 404 alike for a wrong token, another tenant's job, an unknown job and a hostile ref", async () => {
  const [own] = await statusOf(await send(body));
  const [other] = await statusOf(await send(JSON.stringify({ referenceId: 'cafe-limmat' })));
  const token = new URL(own!, 'http://x').searchParams.get('token')!;
  const otherId = other!.split('/')[5]!.split('?')[0]!;
  const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
  for (const path of [
    own!.replace(token, flipped),
    own!.replace(/\?token=.*/, ''),
    `/hooks/republish/jobs/cafe-limmat/${otherId}?token=${token}`,
    own!.replace(/\/(\d+)\?/, '/99999?'),
    `/hooks/republish/jobs/..%2Fetc/1?token=${token}`,
  ]) {
    const res = await app.request(path);
    expect(res.status, path).toBe(404);
    expect(await res.json()).toEqual({ error: 'Unknown job' });
  }
});

test('a tenant with its own secret: its status token is made with that secret, not the global one', async () => {
  const [status] = await statusOf(await send(JSON.stringify({ referenceId: 'own-secret' }), { secret: TENANT }));
  expect((await app.request(status!)).status).toBe(200);
  secrets = { global: [GLOBAL, OLD], perTenant: { 'own-secret': [generateSecret()] } };
  // The tenant's secret replaced outright: its old addresses no longer answer.
  expect((await app.request(status!)).status).toBe(404);
});
