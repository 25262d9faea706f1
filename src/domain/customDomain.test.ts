import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  domainOrigin,
  domainPathOf,
  domainRedirectTarget,
  isCustomDomain,
  normalizeHost,
  releaseDomainOf,
  sitePathOnDomain,
  unprefixedPathOnDomain,
} from './customDomain.ts';

describe('Host normalisation', () => {
  it('lowercases the name and drops the port and a final dot', () => {
    expect(normalizeHost('shawarma-house.example')).toBe('shawarma-house.example');
    expect(normalizeHost('Shawarma-House.EXAMPLE')).toBe('shawarma-house.example');
    expect(normalizeHost('shawarma-house.example:8443')).toBe('shawarma-house.example');
    expect(normalizeHost('shawarma-house.example.')).toBe('shawarma-house.example');
    expect(normalizeHost('SHAWARMA-HOUSE.EXAMPLE.:80')).toBe('shawarma-house.example');
    expect(normalizeHost('localhost:4321')).toBe('localhost');
  });

  it('gives no host for IP literals: they never select a business', () => {
    for (const ip of ['127.0.0.1', '127.0.0.1:4321', '10.0.0.8', '127.1', '[::1]', '[::1]:4321', '[fe80::1%25eth0]'])
      expect(normalizeHost(ip), ip).toBeNull();
  });

  it('gives no host for text that is not a DNS name: injection characters, bad ports, empty labels, overlong names', () => {
    const hostile = [
      '',
      ':80',
      'shawarma-house.example:',
      'shawarma-house.example:99999',
      'shawarma-house.example:80:80',
      'shawarma-house.example:http',
      'evil.example/shawarma-house.example',
      'user@shawarma-house.example',
      'shawarma-house.example\\evil',
      'shawarma-house.example%2fevil',
      'shawarma-house.example\r\nSet-Cookie: x=1',
      'shawarma-house.example\u0000',
      ' shawarma-house.example',
      '"shawarma-house.example"',
      '<script>.example',
      'shawarma..example',
      '.shawarma-house.example',
      '-shawarma.example',
      'shawarma-.example',
      'shawarma_house.example',
      'xn--mgbh0fb.example\u0661',
      'مطعم.example',
      `${'a'.repeat(64)}.example`,
      `${'abcdefghi.'.repeat(26)}example`,
      'x'.repeat(100_000),
    ];
    for (const host of hostile) expect(normalizeHost(host), JSON.stringify(host.slice(0, 60))).toBeNull();
    expect(normalizeHost(undefined)).toBeNull();
    expect(normalizeHost(null)).toBeNull();
  });

  it('never throws and answers a lowercase name of letters, digits, dots and hyphens, or nothing (any input)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (raw) => {
        const host = normalizeHost(raw);
        return host === null || (/^[a-z0-9.-]+$/.test(host) && host.length <= 253 && !host.endsWith('.'));
      }),
      { numRuns: 500 },
    );
  });
});

describe('custom domains', () => {
  it('are lowercase DNS names with a dot, without scheme, port or path', () => {
    expect(isCustomDomain('shawarma-house.example')).toBe(true);
    expect(isCustomDomain('menu.cafe-limmat.ch')).toBe(true);
    for (const bad of [
      'Shawarma-House.example',
      'localhost',
      'https://x.example',
      'x.example:443',
      'x.example/',
      '1.2.3.4',
    ])
      expect(isCustomDomain(bad), bad).toBe(false);
  });

  it("build an https origin, or an http one with the tests' port", () => {
    expect(domainOrigin('shawarma-house.example')).toBe('https://shawarma-house.example');
    expect(domainOrigin('shawarma-house.example', 'http', 4441)).toBe('http://shawarma-house.example:4441');
    expect(() => domainOrigin('evil.example/x')).toThrow(/not a domain name/);
  });
});

describe('mapping between the shared host and the domain', () => {
  it("maps a path on the domain to the tenant's site path inside its release", () => {
    expect(sitePathOnDomain('shawarma-house', '/')).toBe('/shawarma-house');
    expect(sitePathOnDomain('shawarma-house', '/delivery/12/345')).toBe('/shawarma-house/delivery/12/345');
    expect(sitePathOnDomain('shawarma-house', '/ar/delivery')).toBe('/shawarma-house/ar/delivery');
    expect(sitePathOnDomain('shawarma-house', '/robots.txt')).toBe('/shawarma-house/robots.txt');
  });

  it("maps the tenant's shared-host paths to the domain, and nothing else", () => {
    expect(domainPathOf('shawarma-house', '/shawarma-house')).toBe('/');
    expect(domainPathOf('shawarma-house', '/shawarma-house/ar/delivery')).toBe('/ar/delivery');
    expect(domainPathOf('shawarma-house', '/shawarma-house-other/delivery')).toBeNull();
    expect(domainPathOf('shawarma-house', '/cafe-limmat')).toBeNull();
  });

  it('redirects to the same page on the domain, query string and locale kept', () => {
    const origin = 'https://shawarma-house.example';
    expect(domainRedirectTarget(origin, 'shawarma-house', '/shawarma-house')).toBe(`${origin}/`);
    expect(domainRedirectTarget(origin, 'shawarma-house', '/shawarma-house', '?coupon=WELCOME10')).toBe(
      `${origin}/?coupon=WELCOME10`,
    );
    expect(domainRedirectTarget(origin, 'shawarma-house', '/shawarma-house/ar/dinein', '?table=4&x=%20')).toBe(
      `${origin}/ar/dinein?table=4&x=%20`,
    );
    expect(domainRedirectTarget(origin, 'shawarma-house', '/shawarma-house/delivery/12/345')).toBe(
      `${origin}/delivery/12/345`,
    );
  });

  it('sends an old prefixed path on the domain to the root, encoded, never to another host', () => {
    expect(unprefixedPathOnDomain('shawarma-house', '/shawarma-house')).toBe('/');
    expect(unprefixedPathOnDomain('shawarma-house', '/shawarma-house/dinein')).toBe('/dinein');
    expect(unprefixedPathOnDomain('shawarma-house', '/shawarma-house/café')).toBe('/caf%C3%A9');
    expect(unprefixedPathOnDomain('shawarma-house', '/shawarma-house//evil.example/x')).toBe('/evil.example/x');
    expect(unprefixedPathOnDomain('shawarma-house', '/delivery')).toBeNull();
  });

  it('keeps every redirect on the domain, whatever the path says', () => {
    const origin = 'https://shawarma-house.example';
    for (const path of ['/shawarma-house//evil.example', '/shawarma-house/%2F%2Fevil.example', '/shawarma-house/@evil'])
      expect(new URL(domainRedirectTarget(origin, 'shawarma-house', path)!).origin).toBe(origin);
  });
});

describe('the domain recorded with a release', () => {
  it('is read from build.json when its origin is exactly that host over http(s)', () => {
    expect(releaseDomainOf({ domain: 'shawarma-house.example', origin: 'https://shawarma-house.example' })).toEqual({
      host: 'shawarma-house.example',
      origin: 'https://shawarma-house.example',
    });
    expect(
      releaseDomainOf({ domain: 'shawarma-house.example', origin: 'http://shawarma-house.example:4441' })?.origin,
    ).toBe('http://shawarma-house.example:4441');
  });

  it('is none when absent or inconsistent (another host, a path, another scheme, not a domain)', () => {
    for (const info of [
      null,
      'x',
      {},
      { businessName: 'Shawarma House' },
      { domain: 'shawarma-house.example', origin: 'https://evil.example' },
      { domain: 'shawarma-house.example', origin: 'https://shawarma-house.example/x' },
      { domain: 'shawarma-house.example', origin: 'javascript://shawarma-house.example' },
      { domain: 'Shawarma-House.example', origin: 'https://shawarma-house.example' },
      { domain: '127.0.0.1', origin: 'https://127.0.0.1' },
      { domain: 'shawarma-house.example', origin: 42 },
    ])
      expect(releaseDomainOf(info), JSON.stringify(info)).toBeNull();
  });
});
