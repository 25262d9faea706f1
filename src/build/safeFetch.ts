/**
 * Fetches one payload picture under a `PicturePolicy` (picturePolicy.ts): the URL and every redirect target are
 * checked before a byte is sent; a host name's addresses are checked by the lookup of the connection itself (the
 * address checked is the address connected to, so a DNS answer that changes between a check and the connect
 * cannot lead to 127.0.0.1); one deadline covers the whole fetch, redirects and body included; the body is
 * counted while it streams and cut at the cap.
 *
 * node:http rather than fetch(): it takes a `lookup` per connection, and its errors keep their cause.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  addressRefusal,
  checkPictureUrl,
  isApiHost,
  PictureRefusedError,
  type PicturePolicy,
} from './picturePolicy.ts';

/** The picture did not arrive whole within its deadline: the host may recover, so this is not permanent. */
export class PictureTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PictureTimeoutError';
  }
}

/** The host answered, but not with a picture (404, 500…): logged and left out (spec §8). */
export class PictureHttpError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`HTTP ${status}`);
    this.name = 'PictureHttpError';
    this.status = status;
  }
}

/** A lookup that refuses a host name when any address it resolves to is refused by the policy. */
export function guardedLookup(
  policy: Pick<PicturePolicy, 'privateNetworks'>,
  resolve: typeof dns.lookup = dns.lookup,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      // Every address, not the first: the connection may try them all (happy eyeballs).
      for (const a of list) {
        const why = addressRefusal(a.address, policy);
        if (why)
          return callback(
            new PictureRefusedError(`${hostname} resolves to ${why} (IMAGE_PRIVATE_NETWORKS allows private networks)`),
            '',
            0,
          );
      }
      if (!list.length)
        return callback(Object.assign(new Error(`${hostname}: no address`), { code: 'ENOTFOUND' }), '', 0);
      if (options.all) callback(null, list);
      else callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Keep-alive agents per policy: the pictures of one build reuse connections, and a socket opened under one
 * policy is never reused under another. */
const agents = new WeakMap<
  PicturePolicy,
  { http: http.Agent; https: https.Agent; api: { http: http.Agent; https: https.Agent } }
>();
function agentsOf(policy: PicturePolicy) {
  let a = agents.get(policy);
  if (!a) {
    const lookup = guardedLookup(policy);
    const opts = { keepAlive: true, timeout: 5_000, maxSockets: 8 };
    a = {
      http: new http.Agent({ ...opts, lookup }),
      https: new https.Agent({ ...opts, lookup }),
      // The API's own host is trusted whatever its address (the sample API is on 127.0.0.1).
      api: { http: new http.Agent(opts), https: new https.Agent(opts) },
    };
    agents.set(policy, a);
  }
  return a;
}

function request(url: URL, policy: PicturePolicy, signal: AbortSignal): Promise<http.IncomingMessage> {
  const set = agentsOf(policy);
  const pick = isApiHost(url, policy) ? set.api : set;
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? https : http).get(
      url,
      { agent: url.protocol === 'https:' ? pick.https : pick.http, signal, headers: { accept: 'image/*' } },
      resolve,
    );
    req.on('error', reject);
  });
}

async function readCapped(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooBig = (n: string) =>
    new PictureRefusedError(`${n} bytes is over the limit of ${maxBytes} bytes (IMAGE_MAX_BYTES)`);
  const declared = Number(res.headers['content-length']);
  if (declared > maxBytes) {
    res.destroy();
    throw tooBig(String(declared));
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      res.destroy();
      throw tooBig(`more than ${maxBytes}`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/**
 * The bytes of one picture. Throws `PictureRefusedError` (the policy says no: permanent), `PictureTimeoutError`
 * (the deadline passed), `PictureHttpError` (not a 2xx), a network error, or `signal.reason` when the caller aborts.
 */
export async function fetchPicture(raw: string, policy: PicturePolicy, signal?: AbortSignal): Promise<Buffer> {
  const deadline = AbortSignal.timeout(policy.fetchTimeoutMs);
  const both = signal ? AbortSignal.any([signal, deadline]) : deadline;
  let current = raw;
  let hop = 0;
  try {
    for (;;) {
      const url = checkPictureUrl(current, policy);
      const res = await request(url, policy, both);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && location) {
        res.resume();
        if (++hop > policy.maxRedirects) throw new PictureRefusedError(`more than ${policy.maxRedirects} redirects`);
        current = new URL(location, url).toString();
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new PictureHttpError(status);
      }
      return await readCapped(res, policy.maxBytes);
    }
  } catch (err) {
    if (signal?.aborted) throw signal.reason;
    const where = hop > 0 ? `redirected to ${current}: ` : '';
    if (deadline.aborted) {
      throw new PictureTimeoutError(
        `${where}no complete answer within ${policy.fetchTimeoutMs / 1000} s (IMAGE_FETCH_TIMEOUT_MS)`,
      );
    }
    if (where && err instanceof PictureRefusedError) throw new PictureRefusedError(`${where}${err.message}`);
    throw err;
  }
}
