import { afterAll, beforeAll, expect, test } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { purgeConfigFromEnv, purgePrefixes, purgeTenant } from './purge.ts';

/** A local stand-in for Cloudflare's purge endpoint: records each call, answers as the API does. */
const calls: { auth?: string; body: unknown; path?: string }[] = [];
let answer = { status: 200, body: { success: true, errors: [] as unknown[] } };
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push({ auth: req.headers.authorization, body: JSON.parse(body || 'null'), path: req.url });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4/zones/z123/purge_cache`;
});
afterAll(() => server.close());

const env = (extra: Record<string, string> = {}) => ({
  CDN_PURGE_URL: url,
  CDN_PURGE_TOKEN: 'tok',
  PUBLIC_SITE_URL: 'https://menus.example',
  TENANT_DOMAINS: 'menu.cafe.example=cafe, order.cafe.example=cafe, other.example=shop',
  ...extra,
});

test('without CDN_PURGE_URL there is no purge; a URL without a token, or over plain http elsewhere, is refused', () => {
  expect(purgeConfigFromEnv({})).toBeNull();
  expect(() => purgeConfigFromEnv({ CDN_PURGE_URL: url })).toThrow(/CDN_PURGE_TOKEN/);
  expect(() => purgeConfigFromEnv({ CDN_PURGE_URL: 'http://api.example/purge', CDN_PURGE_TOKEN: 't' })).toThrow(
    /https/,
  );
});

test("a tenant's purge names its path on the site and each of its own domains", () => {
  const cfg = purgeConfigFromEnv(env())!;
  expect(purgePrefixes(cfg, 'cafe')).toEqual(['menus.example/cafe', 'menu.cafe.example', 'order.cafe.example']);
  expect(purgePrefixes(cfg, 'kissa')).toEqual(['menus.example/kissa']);
});

test('a publish posts the prefixes with the bearer token to the zone endpoint', async () => {
  calls.length = 0;
  expect(await purgeTenant(purgeConfigFromEnv(env())!, 'cafe', () => {})).toBe(true);
  expect(calls).toEqual([
    {
      auth: 'Bearer tok',
      path: '/client/v4/zones/z123/purge_cache',
      body: { prefixes: ['menus.example/cafe', 'menu.cafe.example', 'order.cafe.example'] },
    },
  ]);
});

test('a refused or failed purge is logged and does not throw (the release is live already)', async () => {
  const logged: string[] = [];
  answer = { status: 403, body: { success: false, errors: [{ code: 10000, message: 'Authentication error' }] } };
  expect(await purgeTenant(purgeConfigFromEnv(env())!, 'cafe', (m) => logged.push(m))).toBe(false);
  expect(logged[0]).toMatch(/refused \(403\).*Authentication error/);
  answer = { status: 200, body: { success: true, errors: [] } };
  const down = purgeConfigFromEnv(env({ CDN_PURGE_URL: 'http://127.0.0.1:1/purge' }))!;
  expect(await purgeTenant(down, 'cafe', (m) => logged.push(m))).toBe(false);
  expect(logged[1]).toMatch(/failed/);
});
