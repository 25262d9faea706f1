import type { TenantSnapshot } from '../../build/snapshot.ts';

/** The path prefix of a tenant's pages: `/{ref}` under the shared host, `''` at the root of its own domain. */
export function basePathOf(snapshot: Pick<TenantSnapshot, 'referenceId' | 'basePath'>): string {
  return snapshot.basePath ?? `/${snapshot.referenceId}`;
}
