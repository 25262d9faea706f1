/**
 * fetchPicture against real sockets: a hostile picture host on 127.0.0.2 (allowed through IMAGE_PRIVATE_NETWORKS,
 * as an operator would allow an internal CDN) that hangs, trickles, sends too much or redirects to loopback.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { picturePolicyFromEnv, PictureRefusedError, type PicturePolicy } from './picturePolicy.ts';
import { fetchPicture, PictureHttpError, PictureTimeoutError } from './safeFetch.ts';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
let hostile: http.Server;
let loopback: http.Server;
let base = '';
let loopbackPort = 0;
const timers = new Set<NodeJS.Timeout>();

function listen(server: http.Server, host: string): Promise<number> {
  return new Promise((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));
}

beforeAll(async () => {
  // Something internal that must never be reached from a payload.
  loopback = http.createServer((_req, res) => res.end('internal secret'));
  loopbackPort = await listen(loopback, '127.0.0.1');
  hostile = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/ok.png') return res.end(PNG);
    if (path === '/hang.png') return; // never answers
    if (path === '/trickle.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      const t = setInterval(() => res.write('x'), 100);
      timers.add(t);
      res.on('close', () => clearInterval(t));
      return;
    }
    if (path === '/huge-declared.png') {
      res.writeHead(200, { 'content-length': String(1024 * 1024 * 1024) });
      return res.write(Buffer.alloc(1024));
    }
    if (path === '/huge-chunked.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(64 * 1024);
      const pump = () => {
        while (res.write(chunk)) if (res.destroyed) return;
      };
      res.on('drain', pump);
      return pump();
    }
    if (path === '/to-loopback.png') return res.writeHead(302, { location: `http://127.0.0.1:${loopbackPort}/` }).end();
    if (path === '/to-localhost.png')
      return res.writeHead(302, { location: `http://localhost:${loopbackPort}/` }).end();
    if (path === '/to-ok.png') return res.writeHead(301, { location: '/ok.png' }).end();
    if (path.startsWith('/loop'))
      return res.writeHead(302, { location: `/loop${Number(path.slice(5, -4) || 0) + 1}.png` }).end();
    res.writeHead(404).end('not here');
  });
  base = `http://127.0.0.2:${await listen(hostile, '127.0.0.2')}`;
});
afterAll(async () => {
  for (const t of timers) clearInterval(t);
  hostile.closeAllConnections();
  loopback.closeAllConnections();
  await Promise.all([new Promise((r) => hostile.close(r)), new Promise((r) => loopback.close(r))]);
});

/** The API lives elsewhere; the hostile host is allowed by name and its network by the operator. */
const policy = (over: Partial<PicturePolicy> = {}): PicturePolicy => ({
  ...picturePolicyFromEnv('http://api.invalid', {}),
  hosts: ['127.0.0.2', 'localhost'],
  privateNetworks: ['127.0.0.2/32'],
  fetchTimeoutMs: 600,
  maxBytes: 256 * 1024,
  ...over,
});

async function failure(url: string, p = policy()): Promise<{ err: Error; ms: number }> {
  const started = performance.now();
  const err = await fetchPicture(url, p).then(
    () => new Error('fetched'),
    (e: Error) => e,
  );
  return { err, ms: performance.now() - started };
}

describe('fetching a picture', () => {
  test('an allowed host gives its bytes, through a same-host redirect too', async () => {
    expect(await fetchPicture(`${base}/ok.png`, policy())).toEqual(PNG);
    expect(await fetchPicture(`${base}/to-ok.png`, policy())).toEqual(PNG);
  });

  test("the API's own host is fetched from whatever its address", async () => {
    expect(
      await fetchPicture(`${base}/ok.png`, policy({ apiHost: new URL(base).host, hosts: [], privateNetworks: [] })),
    ).toEqual(PNG);
  });

  test('the same host refused by address when its network is not allowed', async () => {
    const { err } = await failure(`${base}/ok.png`, policy({ privateNetworks: [] }));
    expect(err).toBeInstanceOf(PictureRefusedError);
    expect(err.message).toBe('127.0.0.2 is a loopback address (IMAGE_PRIVATE_NETWORKS allows private networks)');
  });

  test('a host that never answers fails at its deadline', async () => {
    const { err, ms } = await failure(`${base}/hang.png`);
    expect(err).toBeInstanceOf(PictureTimeoutError);
    expect(err.message).toBe('no complete answer within 0.6 s (IMAGE_FETCH_TIMEOUT_MS)');
    expect(ms).toBeGreaterThanOrEqual(550);
    expect(ms).toBeLessThan(1_500);
  });

  test('a host that trickles a byte at a time fails at its deadline, however long it would go on', async () => {
    const { err, ms } = await failure(`${base}/trickle.png`);
    expect(err).toBeInstanceOf(PictureTimeoutError);
    expect(ms).toBeLessThan(1_500);
  });

  test('a body declared larger than the cap is refused before it is read', async () => {
    const { err, ms } = await failure(`${base}/huge-declared.png`);
    expect(err).toBeInstanceOf(PictureRefusedError);
    expect(err.message).toBe('1073741824 bytes is over the limit of 262144 bytes (IMAGE_MAX_BYTES)');
    expect(ms).toBeLessThan(500);
  });

  test('an endless body without a length is cut at the cap', async () => {
    const { err } = await failure(`${base}/huge-chunked.png`);
    expect(err).toBeInstanceOf(PictureRefusedError);
    expect(err.message).toBe('more than 262144 bytes is over the limit of 262144 bytes (IMAGE_MAX_BYTES)');
  });

  test('a redirect to a loopback address is refused, and the internal service is never asked', async () => {
    const { err } = await failure(`${base}/to-loopback.png`);
    expect(err).toBeInstanceOf(PictureRefusedError);
    expect(err.message).toBe(
      `redirected to http://127.0.0.1:${loopbackPort}/: host 127.0.0.1 is not an allowed picture host (the API's own, or IMAGE_HOSTS)`,
    );
  });

  test('a redirect to an allowed host name that resolves to loopback is refused when connecting', async () => {
    const { err } = await failure(`${base}/to-localhost.png`);
    expect(err).toBeInstanceOf(PictureRefusedError);
    expect(err.message).toMatch(
      new RegExp(
        `^redirected to http://localhost:${loopbackPort}/: localhost resolves to (127\\.0\\.0\\.1|::1) is a loopback address`,
      ),
    );
  });

  test('more than three redirects are refused', async () => {
    const { err } = await failure(`${base}/loop0.png`);
    expect(err).toBeInstanceOf(PictureRefusedError);
    expect(err.message).toMatch(/redirected to .*\/loop3\.png: more than 3 redirects/);
  });

  test('a missing picture is an HTTP error (the build leaves it out)', async () => {
    const { err } = await failure(`${base}/missing.png`);
    expect(err).toBeInstanceOf(PictureHttpError);
    expect(err.message).toBe('HTTP 404');
  });

  test("the caller's abort stops a fetch at once with the caller's reason", async () => {
    const controller = new AbortController();
    const reason = new Error('shutting down');
    setTimeout(() => controller.abort(reason), 50);
    const started = performance.now();
    await expect(fetchPicture(`${base}/hang.png`, policy({ fetchTimeoutMs: 10_000 }), controller.signal)).rejects.toBe(
      reason,
    );
    expect(performance.now() - started).toBeLessThan(500);
  });
});
