import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { clientConfigFromEnv } from './clientConfig.ts';
import { contentSecurityPolicy, inlineScriptHashes, inlineScriptTexts, originSource, scriptHashSource } from './csp.ts';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === name)
    ?.slice(1);

const client = clientConfigFromEnv('http://127.0.0.1:4010', {
  TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
  GEOCODER_URL: 'https://geo.example.net:8443/nominatim/',
});

test('a script hash is the base64 sha256 of its UTF-8 text, as browsers compute it', () => {
  expect(scriptHashSource('alert(1)')).toBe(`'sha256-${createHash('sha256').update('alert(1)').digest('base64')}'`);
  expect(scriptHashSource('é')).not.toBe(scriptHashSource('e'));
});

test('scripts run only from the site and the hashed inline scripts, never from any inline text', () => {
  const scripts = directive(contentSecurityPolicy(client), 'script-src')!;
  expect(scripts[0]).toBe("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...inlineScriptHashes()].sort());
  for (const text of inlineScriptTexts()) expect(scripts).toContain(scriptHashSource(text));
  expect(scripts).not.toContain(scriptHashSource('alert(1)'));
});

test('connections and images reach only the site, the API, the tiles and the geocoder', () => {
  const policy = contentSecurityPolicy(client);
  expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:4010', 'https://geo.example.net:8443']);
  expect(directive(policy, 'img-src')).toEqual([
    "'self'",
    'data:',
    'http://127.0.0.1:4010',
    'https://*.tile.example.org',
  ]);
  expect(directive(policy, 'form-action')).toEqual(["'self'", 'http://127.0.0.1:4010']);
  expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
  expect(directive(policy, 'default-src')).toEqual(["'self'"]);
});

test('the default configuration (everything on the API) names the API origin once', () => {
  const policy = contentSecurityPolicy(clientConfigFromEnv('http://localhost:4010/', {}));
  expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'http://localhost:4010']);
  expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://localhost:4010']);
});

test('the header forbids framing by other sites; the meta copy leaves out what a meta element cannot carry', () => {
  expect(directive(contentSecurityPolicy(client, 'header'), 'frame-ancestors')).toEqual(["'self'"]);
  const meta = contentSecurityPolicy(client, 'meta');
  expect(directive(meta, 'frame-ancestors')).toBeUndefined();
  expect(meta).toBe(
    contentSecurityPolicy(client, 'header')
      .split('; ')
      .filter((d) => !d.startsWith('frame-ancestors'))
      .join('; '),
  );
});

describe('origin sources from configured URLs', () => {
  test.each([
    ['https://api.example.com/v5/', 'https://api.example.com'],
    ['http://127.0.0.1:4398', 'http://127.0.0.1:4398'],
    ['HTTPS://Tiles.Example.COM:443/{z}/{x}/{y}.png', 'https://tiles.example.com'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['http://[::1]:4010/geocode', 'http://[::1]:4010'],
  ])('%s → %s', (url, source) => {
    expect(originSource(url)).toBe(source);
  });

  test.each([
    ['', 'not an absolute'],
    ['javascript:alert(1)', 'not an absolute'],
    ['//cdn.example.com/x', 'not an absolute'],
    ['data:text/html,x', 'not an absolute'],
    ["https://a.example.com;script-src 'unsafe-inline'", 'CSP:'],
    ['https://a.example.com *', 'not a valid host'],
    ['https://user:pw@api.example.com/', 'credentials'],
    ['https://tiles-{s}.example.com/{z}.png', 'cannot be written'],
    ['https://a.{s}.example.com/', 'cannot be written'],
    ["https://a.example.com'/", 'CSP:'],
  ])('%j is refused: a configuration value can never widen or break the policy', (url, message) => {
    expect(() => originSource(url)).toThrow(message);
  });
});
