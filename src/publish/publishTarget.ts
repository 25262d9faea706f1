/**
 * What every publish target is (src/publish/target.ts chooses one: local.ts or s3.ts), and the in-process signal
 * that a target switched a tenant's live pointer. Apart from target.ts so the targets need not import their chooser.
 */

export interface PublishStats {
  /** Objects written (blobs, the manifest, the pointer): 0 for the local tree. */
  objects: number;
  bytes: number;
  /** Files of the release whose content was already stored (not uploaded again). */
  reused: number;
}

export interface PublishTarget {
  /** `file`: the local tree, whose root files (robots.txt, sitemap index) the build also writes. */
  readonly kind: 'file' | 's3';
  readonly description: string;
  /** Makes a complete local release live: uploads what the target lacks, then switches the live pointer last. */
  publish(ref: string, buildId: string, releaseDir: string, opts?: { signal?: AbortSignal }): Promise<PublishStats>;
  /** The live build id of a tenant, or null. */
  live(ref: string): Promise<string | null>;
  /** A file of the tenant's live release (`_lastmod.json`), or null when there is none (or no live release). */
  readLive(ref: string, path: string): Promise<Buffer | null>;
  /** The complete releases of a tenant, oldest first. */
  releases(ref: string): Promise<string[]>;
  /** Removes all but the newest `keep` releases, never the live one; returns the removed ids. */
  prune(ref: string, keep?: number): Promise<string[]>;
  /** Makes an earlier release live again (refused when it is missing or incomplete). */
  rollback(ref: string, buildId: string): Promise<void>;
  /** The tenants with a live release. */
  tenants(): Promise<string[]>;
  /**
   * Takes a tenant's site down (a business that left): its live pointer goes, its releases stay, so a rollback to
   * one of them brings it back. False when it was not live.
   */
  unpublish(ref: string): Promise<boolean>;
  /** A bucket's shared files no release names, deleted once older than the grace (src/publish/s3.ts). */
  sweep?(graceMs?: number): Promise<{ deleted: number; kept: number }>;
}

type PointerListener = (ref: string, buildId: string) => void;
const pointerListeners = new Set<PointerListener>();

/**
 * Called in this process whenever a target switches a tenant's live pointer: the bundled server's bucket source
 * drops its cached pointer at once ("refreshed on publish"); other machines see it within the pointer TTL.
 */
export function onPointerWritten(listener: PointerListener): () => void {
  pointerListeners.add(listener);
  return () => pointerListeners.delete(listener);
}
export function pointerWritten(ref: string, buildId: string): void {
  for (const l of pointerListeners) l(ref, buildId);
}
