/**
 * A local release as a bucket stores it (the first step of a publish, src/publish/s3.ts): each served file's blob
 * (its sha256), size, type and encoding; one local file to upload for each blob; and what the manifest carries
 * instead of serving it as a file (the release's rules, and the business name and domain of its build.json).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listFiles } from '../build/verify.ts';
import { releaseDomainOf, type ReleaseDomain } from '../domain/customDomain.ts';
import { eachLimited } from './eachLimited.ts';
import { BLOB_CACHE, contentEncodingOf, contentTypeOf, NOT_SERVED, type ManifestFile } from './manifest.ts';
import type { PutOptions } from './objectStore.ts';

export interface ReleaseFiles {
  /** The served files by name. */
  files: Record<string, ManifestFile>;
  /** Each blob's bytes: a file holding them, and how the blob is stored. */
  bodies: Map<string, { path: string; put: PutOptions }>;
  /** The release's `_redirects` and `_headers` ('' when it has none). */
  redirects: string;
  headers: string;
  businessName: string | undefined;
  domain: ReleaseDomain | null;
}

/** Hashes every file of the release in `dir`, reading each once (uploads read again only the blobs they send). */
export async function readReleaseFiles(dir: string, signal?: AbortSignal): Promise<ReleaseFiles> {
  const names = (await listFiles(dir)).sort();
  const release: ReleaseFiles = {
    files: {},
    bodies: new Map(),
    redirects: '',
    headers: '',
    businessName: undefined,
    domain: null,
  };
  await eachLimited(
    names,
    8,
    async (name) => {
      const bytes = await readFile(join(dir, name));
      if (name === '_redirects') release.redirects = bytes.toString('utf8');
      else if (name === '_headers') release.headers = bytes.toString('utf8');
      else if (name === 'build.json') {
        const b = JSON.parse(bytes.toString('utf8')) as { businessName?: unknown };
        if (typeof b.businessName === 'string') release.businessName = b.businessName;
        release.domain = releaseDomainOf(b);
      }
      if (NOT_SERVED.has(name)) return;
      const blob = createHash('sha256').update(bytes).digest('hex');
      const encoding = contentEncodingOf(name);
      const type = contentTypeOf(encoding ? name.slice(0, name.lastIndexOf('.')) : name);
      release.files[name] = { blob, size: bytes.length, type, ...(encoding ? { encoding } : {}) };
      if (!release.bodies.has(blob))
        release.bodies.set(blob, {
          path: join(dir, name),
          put: { contentType: type, cacheControl: BLOB_CACHE, ...(encoding ? { contentEncoding: encoding } : {}) },
        });
    },
    signal,
  );
  return release;
}
