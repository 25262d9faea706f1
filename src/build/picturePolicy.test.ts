import { describe, expect, test } from 'vitest';
import type dns from 'node:dns';
import {
  addressRefusal,
  checkPictureUrl,
  isAllowedHost,
  picturePolicyFromEnv,
  PictureRefusedError,
  type PicturePolicy,
} from './picturePolicy.ts';
import { guardedLookup } from './safeFetch.ts';

const API = 'http://127.0.0.1:4010';
const policy = (over: Partial<PicturePolicy> = {}): PicturePolicy => ({ ...picturePolicyFromEnv(API, {}), ...over });
const none = { privateNetworks: [] };

describe('addresses a picture may not come from', () => {
  test.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.255.254', 'a loopback address'],
    ['0.0.0.0', 'the unspecified address'],
    ['0.1.2.3', 'the unspecified address'],
    ['10.0.0.1', 'a private address'],
    ['10.255.255.255', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.255', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['224.0.0.1', 'a multicast address'],
    ['255.255.255.255', 'the broadcast address'],
    ['::1', 'a loopback address'],
    ['::', 'the unspecified address'],
    ['fc00::1', 'a unique local (private) address'],
    ['fdff:ffff::1', 'a unique local (private) address'],
    ['fe80::1', 'a link-local address'],
    ['febf:ffff::1', 'a link-local address'],
    ['ff02::1', 'a multicast address'],
  ])('%s is refused as %s', (address, words) => {
    expect(addressRefusal(address, none)).toContain(words);
  });

  test.each([
    ['::ffff:127.0.0.1', '127.0.0.1 is a loopback address'],
    ['::ffff:7f00:1', '127.0.0.1 is a loopback address'],
    ['::ffff:a9fe:a9fe', '169.254.169.254 is a link-local address'],
    ['::ffff:10.0.0.1', '10.0.0.1 is a private address'],
  ])('the IPv4-mapped IPv6 address %s is judged by the IPv4 address it carries', (address, refusal) => {
    expect(addressRefusal(address, none)).toBe(refusal);
  });

  test.each(['::127.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::1', '2001::1', 'fec0::1'])(
    'the IPv6 address %s, which can carry or reach an internal address, is refused',
    (address) => {
      expect(addressRefusal(address, none)).not.toBeNull();
    },
  );

  test.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.15.255.255',
    '172.32.0.1',
    '11.0.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
  ])('the public address %s is allowed', (address) => {
    expect(addressRefusal(address, none)).toBeNull();
  });

  test('a private network the operator allows is allowed, and only that one', () => {
    const p = { privateNetworks: ['10.1.0.0/16', 'fd00::/8', '127.0.0.2/32'] };
    expect(addressRefusal('10.1.2.3', p)).toBeNull();
    expect(addressRefusal('10.2.0.1', p)).toContain('a private address');
    expect(addressRefusal('fd12::1', p)).toBeNull();
    expect(addressRefusal('fc00::1', p)).not.toBeNull();
    expect(addressRefusal('127.0.0.2', p)).toBeNull();
    expect(addressRefusal('127.0.0.1', p)).toContain('loopback');
    expect(addressRefusal('::ffff:10.1.0.9', p)).toBeNull();
  });

  test('something that is not an address is refused', () => {
    expect(addressRefusal('example.com', none)).toContain('not an IP address');
  });
});

describe('picture URLs checked before anything is sent', () => {
  const refused = (url: string, p = policy({ hosts: ['*'] })) => {
    try {
      checkPictureUrl(url, p);
    } catch (err) {
      expect(err).toBeInstanceOf(PictureRefusedError);
      return (err as Error).message;
    }
    return null;
  };

  test.each([
    ['http://2130706433/logo.png', '127.0.0.1 is a loopback address'],
    ['http://0x7f000001/logo.png', '127.0.0.1 is a loopback address'],
    ['http://0x7f.1/logo.png', '127.0.0.1 is a loopback address'],
    ['http://017700000001/logo.png', '127.0.0.1 is a loopback address'],
    ['http://127.1/logo.png', '127.0.0.1 is a loopback address'],
    ['http://[::1]/logo.png', '::1 is a loopback address'],
    ['http://[::ffff:127.0.0.1]/logo.png', '127.0.0.1 is a loopback address'],
    ['http://[0:0:0:0:0:ffff:a9fe:a9fe]/latest/meta-data', '169.254.169.254 is a link-local address'],
    ['http://0.0.0.0:22/', '0.0.0.0 is the unspecified address'],
    ['http://0/', '0.0.0.0 is the unspecified address'],
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254 is a link-local address'],
    ['http://[fe80::1]/', 'fe80::1 is a link-local address'],
    ['https://192.168.0.1./router.png', '192.168.0.1 is a private address'],
  ])('the IP literal in %s is refused even when every host is allowed', (url, reason) => {
    expect(refused(url)).toContain(reason);
  });

  test.each([
    ['ftp://cdn.example.com/a.png', 'ftp: URLs are not fetched'],
    ['file:///etc/passwd', 'file: URLs are not fetched'],
    ['data:image/png;base64,AAAA', 'data: URLs are not fetched'],
    ['javascript:alert(1)', 'javascript: URLs are not fetched'],
    ['http://user:secret@cdn.example.com/a.png', 'user name or password'],
    ['not a url', 'not a valid URL'],
  ])('%s is refused: %s', (url, reason) => {
    expect(refused(url)).toContain(reason);
  });

  test("the API's own host and port is allowed although it is a loopback address (the sample API)", () => {
    expect(checkPictureUrl('http://127.0.0.1:4010/images/logo.png', policy()).host).toBe('127.0.0.1:4010');
  });

  test('another port of the API host is not the API: refused', () => {
    expect(refused('http://127.0.0.1:6379/', policy())).toContain('host 127.0.0.1 is not an allowed picture host');
  });

  test('a protocol-relative payload URL resolved against the API is refused unless its host is allowed', () => {
    const url = new URL('//evil.example/x.png', `${API}/`).toString();
    expect(refused(url, policy())).toBe(
      "host evil.example is not an allowed picture host (the API's own, or IMAGE_HOSTS)",
    );
  });

  test('an allowed host name passes the URL check (its addresses are checked when connecting)', () => {
    expect(checkPictureUrl('https://cdn.example.com/a.png', policy({ hosts: ['cdn.example.com'] })).hostname).toBe(
      'cdn.example.com',
    );
  });
});

describe('the picture host allowlist', () => {
  const p = policy({ hosts: ['cdn.example.com', '*.pics.test'] });
  test.each([
    ['cdn.example.com', true],
    ['CDN.Example.com', true],
    ['cdn.example.com.', true],
    ['evil-cdn.example.com', false],
    ['example.com', false],
    ['a.pics.test', true],
    ['a.b.pics.test', true],
    ['pics.test', false],
    ['evilpics.test', false],
    ['pics.test.evil.example', false],
  ])('%s allowed: %s', (host, allowed) => {
    expect(isAllowedHost(host, p)).toBe(allowed);
  });

  test('`*` allows any host name (its addresses are still checked)', () => {
    expect(isAllowedHost('anything.example', policy({ hosts: ['*'] }))).toBe(true);
  });
});

describe('configuration from the environment', () => {
  test('defaults: only the API host, no private networks, 15 s, 10 MB, 50 megapixels', () => {
    expect(picturePolicyFromEnv(API, {})).toEqual({
      apiHost: '127.0.0.1:4010',
      hosts: [],
      privateNetworks: [],
      fetchTimeoutMs: 15_000,
      maxBytes: 10 * 1024 * 1024,
      maxRedirects: 3,
      maxPixels: 50_000_000,
    });
  });

  test('IMAGE_HOSTS, IMAGE_PRIVATE_NETWORKS, IMAGE_FETCH_TIMEOUT_MS and IMAGE_MAX_BYTES are read', () => {
    const p = picturePolicyFromEnv(API, {
      IMAGE_HOSTS: ' cdn.example.com, *.Pics.test ,',
      IMAGE_PRIVATE_NETWORKS: '10.0.0.0/8,fd00::/8',
      IMAGE_FETCH_TIMEOUT_MS: '5000',
      IMAGE_MAX_BYTES: '1000000',
    });
    expect(p).toMatchObject({
      hosts: ['cdn.example.com', '*.pics.test'],
      privateNetworks: ['10.0.0.0/8', 'fd00::/8'],
      fetchTimeoutMs: 5000,
      maxBytes: 1_000_000,
    });
  });

  test('a malformed private network is refused at start rather than ignored', () => {
    expect(() => picturePolicyFromEnv(API, { IMAGE_PRIVATE_NETWORKS: '10.0.0.0' })).toThrow(/not a CIDR range/);
  });

  test('a nonsense deadline or cap falls back to the default', () => {
    expect(picturePolicyFromEnv(API, { IMAGE_FETCH_TIMEOUT_MS: 'soon', IMAGE_MAX_BYTES: '-1' })).toMatchObject({
      fetchTimeoutMs: 15_000,
      maxBytes: 10 * 1024 * 1024,
    });
  });
});

describe('the connection lookup', () => {
  /** A resolver answering fixed addresses, as DNS would. */
  const resolver = (addresses: dns.LookupAddress[]) =>
    ((_host: string, _opts: unknown, cb: (err: Error | null, a: dns.LookupAddress[]) => void) =>
      cb(null, addresses)) as unknown as typeof dns.lookup;
  const lookup = (addresses: dns.LookupAddress[], all = false, privateNetworks: string[] = []) =>
    new Promise<{ err: Error | null; address: unknown; family?: number }>((resolve) =>
      guardedLookup({ privateNetworks }, resolver(addresses))('pics.example', { all }, (err, address, family) =>
        resolve({ err, address, family }),
      ),
    );

  test('a host name that resolves to 127.0.0.1 is refused', async () => {
    const { err } = await lookup([{ address: '127.0.0.1', family: 4 }]);
    expect(err).toBeInstanceOf(PictureRefusedError);
    expect(err!.message).toContain('pics.example resolves to 127.0.0.1 is a loopback address');
  });

  test('a host name with one public and one private address is refused (every address is checked)', async () => {
    const { err } = await lookup([
      { address: '93.184.216.34', family: 4 },
      { address: 'fd00::1', family: 6 },
    ]);
    expect(err!.message).toContain('fd00::1 is a unique local (private) address');
  });

  test('a public host name gives its address, one or all as the connection asks', async () => {
    const public2 = [
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::1', family: 6 },
    ];
    expect(await lookup(public2)).toEqual({ err: null, address: '93.184.216.34', family: 4 });
    expect(await lookup(public2, true)).toEqual({ err: null, address: public2, family: undefined });
  });

  test('a private address in an allowed network is given', async () => {
    expect(await lookup([{ address: '10.1.2.3', family: 4 }], false, ['10.1.0.0/16'])).toEqual({
      err: null,
      address: '10.1.2.3',
      family: 4,
    });
  });
});
