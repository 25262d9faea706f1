/**
 * The serving edge over real sockets: a large chunked webhook body is cut off while the site keeps answering,
 * and clients that are too slow to send their request are disconnected.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { layoutOf, publishRelease } from '../build/publish.ts';
import { openQueue } from '../republish/queue.ts';
import { mountWebhook } from '../republish/webhook.ts';
import { generateSecret } from '../republish/signature.ts';
import { createStaticApp } from './static.ts';
import { listen } from './listen.ts';

const root = mkdtempSync(join(tmpdir(), 'sf-edge-'));
const layout = layoutOf(root);
const queue = openQueue(join(root, 'queue.sqlite'));
let server: ServerType;
let port: number;

beforeAll(async () => {
  const release = join(layout.releases, 'shop', '20261122T000000Z-abc123');
  mkdirSync(release, { recursive: true });
  writeFileSync(join(release, 'index.html'), '<h1>landing</h1>');
  writeFileSync(join(release, '404.html'), '<h1>not found</h1>');
  await publishRelease(layout, 'shop', '20261122T000000Z-abc123');
  // As the site mounts them (src/server/site.ts): the webhook first, the storefronts' catch-all last.
  const app = new Hono();
  mountWebhook(app, {
    queue,
    secrets: () => ({ global: [generateSecret()], perTenant: {} }),
    isKnownTenant: async () => true,
  });
  app.route('/', createStaticApp(layout));
  ({ server, port } = await listen({ fetch: app.fetch, port: 0, headersTimeoutMs: 500, requestTimeoutMs: 1000 }));
});
afterAll(() => {
  server.close();
  queue.close();
});

/** GETs a page; resolves with the status and the milliseconds it took. */
function timedGet(path: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a chunked 4 MB webhook body is refused while the site keeps answering and memory stays flat', async () => {
  const before = process.memoryUsage().rss;
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  const answer = new Promise<number>((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/hooks/republish',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_x',
        'webhook-timestamp': '1',
        'webhook-signature': 'v1,AAAA',
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', () => resolve(-1)); // the server closed the connection mid-body: also a refusal
    const pump = () => {
      while (sent < 4 * 1024 * 1024) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
  const pages = await Promise.all([timedGet('/shop'), timedGet('/shop'), timedGet('/shop')]);
  const status = await answer;
  expect([413, -1]).toContain(status);
  for (const p of pages) {
    expect(p.status).toBe(200);
    expect(p.ms).toBeLessThan(1000);
  }
  expect(queue.stats().waiting).toBe(0);
  // The body was never held: the process grew by far less than the 4 MB sent (allowing for the test's own buffers).
  expect(process.memoryUsage().rss - before).toBeLessThan(32 * 1024 * 1024);
});

test('a client that never finishes its headers is disconnected', async () => {
  const started = performance.now();
  const closed = await new Promise<number>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET /shop HTTP/1.1\r\nHost: x\r\n'));
    socket.on('data', () => {});
    socket.on('close', () => resolve(performance.now() - started));
    socket.on('error', () => {});
  });
  expect(closed).toBeLessThan(5000);
});

test('a client trickling a request body is disconnected', async () => {
  const started = performance.now();
  const closed = await new Promise<number>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST /hooks/republish HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n');
      const drip = setInterval(() => socket.write('x'), 200);
      socket.on('close', () => clearInterval(drip));
    });
    socket.on('data', () => {});
    socket.on('close', () => resolve(performance.now() - started));
    socket.on('error', () => {});
  });
  expect(closed).toBeLessThan(5000);
});
