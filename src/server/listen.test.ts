import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { KEEP_ALIVE_MS, listen } from './listen.ts';

let server: Server;
let port: number;

beforeAll(async () => {
  const started = await listen({ fetch: () => new Response('ok'), port: 0 });
  server = started.server as Server;
  port = started.port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Sends one GET on the socket and resolves with the status line of its answer. */
async function get(socket: Socket): Promise<string> {
  const answer = once(socket, 'data');
  socket.write(`GET / HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: keep-alive\r\n\r\n`);
  const [chunk] = (await answer) as [Buffer];
  return chunk.toString().split('\r\n')[0]!;
}

test('an idle keep-alive connection outlives the 60 s a proxy in front keeps one', () => {
  expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
});

test('a request sent on a connection left idle past Node’s old 5 s is answered, not reset', async () => {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  try {
    expect(await get(socket)).toBe('HTTP/1.1 200 OK');
    await new Promise((done) => setTimeout(done, 6_000));
    expect(socket.destroyed).toBe(false);
    expect(await get(socket)).toBe('HTTP/1.1 200 OK');
  } finally {
    socket.destroy();
  }
}, 15_000);
