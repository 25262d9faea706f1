/**
 * The bucket a release is published to, as the few operations publishing and serving need (ObjectStore), and its
 * one implementation on an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through @aws-sdk/client-s3.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

export interface PutOptions {
  contentType: string;
  cacheControl: string;
  contentEncoding?: string;
}

/** The few bucket operations publishing and serving need (one implementation: s3Store below). */
export interface ObjectStore {
  put(key: string, body: Uint8Array, opts: PutOptions): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  /** When an object was last written, or null when it is missing. */
  modified(key: string): Promise<Date | null>;
  /** Every key under a prefix. */
  list(prefix: string): Promise<string[]>;
  /** Every key under a prefix, with when it was last written. */
  listModified(prefix: string): Promise<{ key: string; modified: Date }[]>;
  delete(keys: string[]): Promise<void>;
}

export interface S3StoreConfig {
  bucket: string;
  region?: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** An ObjectStore on a bucket through @aws-sdk/client-s3. */
export function s3Store(config: S3StoreConfig): ObjectStore {
  const client = new S3Client({
    region: config.region ?? 'us-east-1',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle ?? false,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // R2, MinIO and local servers do not all take the SDK's default CRC32 checksums (aws-chunked uploads):
    // checksums only where S3 requires them (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  async function modified(key: string): Promise<Date | null> {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return out.LastModified ?? new Date(0);
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }
  async function listModified(prefix: string): Promise<{ key: string; modified: Date }[]> {
    const keys: { key: string; modified: Date }[] = [];
    let token: string | undefined;
    do {
      const out = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of out.Contents ?? []) if (o.Key) keys.push({ key: o.Key, modified: o.LastModified ?? new Date(0) });
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }
  return {
    async put(key, body, opts) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: opts.contentType,
          CacheControl: opts.cacheControl,
          ...(opts.contentEncoding ? { ContentEncoding: opts.contentEncoding } : {}),
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      return (await modified(key)) !== null;
    },
    modified,
    async list(prefix) {
      return (await listModified(prefix)).map((o) => o.key);
    },
    listModified,
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        if (batch.length)
          await client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
          );
      }
    },
  };
}

/** The bucket connection from the usual AWS variables plus S3_ENDPOINT and S3_FORCE_PATH_STYLE. */
export function s3StoreFromEnv(bucket: string, env: NodeJS.ProcessEnv = process.env): ObjectStore {
  const { AWS_ACCESS_KEY_ID: id, AWS_SECRET_ACCESS_KEY: secret } = env;
  return s3Store({
    bucket,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || (env.S3_ENDPOINT ? 'auto' : 'us-east-1'),
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ''),
    // Without both, the SDK's own chain (profiles, instance roles) applies.
    ...(id && secret ? { credentials: { accessKeyId: id, secretAccessKey: secret } } : {}),
  });
}
