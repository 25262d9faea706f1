/**
 * A real S3-compatible server for tests (not an in-memory fake of the client): s3rver from npm on a
 * loopback port, its objects in a temporary directory, with one bucket. Its default credentials are S3RVER/S3RVER
 * and it checks request signatures, so the AWS SDK and aws4fetch talk to it as to S3 (path-style addressing).
 */
import S3rver from 's3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { s3Store, type ObjectStore } from '../objectStore.ts';

export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  store: ObjectStore;
  /** The environment a process needs to publish to this bucket. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'sf-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'sf-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    store: s3Store({ bucket, endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_CREDENTIALS }),
    env: (prefix = '') => ({
      PUBLISH_TARGET: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Counts the requests made through a store, by kind and key (to assert what a publish uploads). */
export function countingStore(inner: ObjectStore) {
  const puts: string[] = [];
  const store: ObjectStore = {
    put: (key, body, opts) => {
      puts.push(key);
      return inner.put(key, body, opts);
    },
    get: (key) => inner.get(key),
    exists: (key) => inner.exists(key),
    modified: (key) => inner.modified(key),
    list: (prefix) => inner.list(prefix),
    listModified: (prefix) => inner.listModified(prefix),
    delete: (keys) => inner.delete(keys),
  };
  return { store, puts };
}
