/**
 * How the edge worker (worker.ts) reads the bucket: objects and key listings through an R2 binding or the S3 API
 * (aws4fetch; path-style URLs `{endpoint}/{bucket}/{key}`, which AWS S3, R2 and MinIO all take), and blobs through
 * the data centre's cache (Cache API) when the runtime has one.
 */
import { AwsClient } from 'aws4fetch';
import { blobKey } from '../publish/manifest.ts';

/** The worker's settings for the bucket (its bindings and variables). */
export interface BucketSettings {
  BUCKET?: R2Like;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_PREFIX?: string;
  AWS_REGION?: string;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
}

/** The R2 binding's few methods the worker uses. */
export interface R2Like {
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>;
  list(options: {
    prefix: string;
    cursor?: string;
  }): Promise<{ objects: Array<{ key: string }>; truncated: boolean; cursor?: string }>;
}

/** The Cache API's few methods the worker uses (`caches.default` on Cloudflare and in workerd). */
interface EdgeCache {
  match(request: string): Promise<Response | undefined>;
  put(request: string, response: Response): Promise<void>;
}
export interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

/** Reads objects (a missing one is null) and lists keys under a prefix, through R2 or the S3 API. */
export interface Reader {
  read(key: string): Promise<ArrayBuffer | null>;
  list(prefix: string): Promise<string[]>;
}

/** A reader that also reads blobs by hash, through the edge cache when there is one (withEdgeCache). */
export type EdgeReader = Reader & { blob(hash: string): Promise<ArrayBuffer | null> };

/** At most this many keys are listed (a listing is for the root pages; past it, the first ones). */
const MAX_LISTED = 10_000;

/** Reads objects through R2 or the S3 API; a missing object is null, any other failure throws (→ 502). */
export function readerFor(env: BucketSettings): Reader {
  const prefix = env.S3_PREFIX ? `${env.S3_PREFIX.replace(/^\/+|\/+$/g, '')}/` : '';
  if (env.BUCKET) {
    const bucket = env.BUCKET;
    return {
      read: async (key) => (await bucket.get(`${prefix}${key}`))?.arrayBuffer() ?? null,
      async list(under) {
        const keys: string[] = [];
        let cursor: string | undefined;
        do {
          const page = await bucket.list({ prefix: `${prefix}${under}`, ...(cursor ? { cursor } : {}) });
          keys.push(...page.objects.map((o) => o.key.slice(prefix.length)));
          cursor = page.truncated ? page.cursor : undefined;
        } while (cursor && keys.length < MAX_LISTED);
        return keys;
      },
    };
  }
  if (!env.S3_ENDPOINT || !env.S3_BUCKET) throw new Error('no BUCKET binding and no S3_ENDPOINT/S3_BUCKET');
  const aws = new AwsClient({
    accessKeyId: env.AWS_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '',
    service: 's3',
    region: env.AWS_REGION || 'auto',
  });
  const base = `${env.S3_ENDPOINT.replace(/\/+$/, '')}/${env.S3_BUCKET}`;
  return {
    async read(key) {
      const res = await aws.fetch(`${base}/${prefix}${key}`);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`bucket answered ${res.status} for ${key}`);
      return res.arrayBuffer();
    },
    // ListObjectsV2, page by page (the XML is read for its keys and continuation token only).
    async list(under) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix: `${prefix}${under}` });
        if (token) query.set('continuation-token', token);
        const res = await aws.fetch(`${base}?${query}`);
        if (!res.ok) throw new Error(`bucket answered ${res.status} to a listing`);
        const body = await res.text();
        for (const m of body.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(m[1]!).slice(prefix.length));
        token = /<IsTruncated>true<\/IsTruncated>/.test(body)
          ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(body)?.[1] ?? '') || undefined
          : undefined;
      } while (token && keys.length < MAX_LISTED);
      return keys;
    },
  };
}

const unescapeXml = (s: string) =>
  s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);

/**
 * A reader whose blobs go through the data centre's cache: a blob never changes (its key is its hash), so a copy
 * read once serves every later request there, whatever isolate takes it. Without a Cache API (another runtime),
 * blobs are read from the bucket each time.
 */
export function withEdgeCache(reader: Reader, ctx?: ExecutionContext): EdgeReader {
  const cache = (globalThis as { caches?: { default?: EdgeCache } }).caches?.default;
  return {
    ...reader,
    async blob(hash) {
      const key = blobKey(hash);
      if (!cache) return reader.read(key);
      // The cache key is a URL of no real host: only this worker reads and writes it.
      const url = `https://blobs.storefront.invalid/${key}`;
      const hit = await cache.match(url).catch(() => undefined);
      if (hit) return hit.arrayBuffer();
      const body = await reader.read(key);
      if (body) {
        const put = cache
          .put(
            url,
            new Response(body.slice(0), { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } }),
          )
          .catch(() => undefined);
        if (ctx) ctx.waitUntil(put);
        else await put;
      }
      return body;
    },
  };
}
