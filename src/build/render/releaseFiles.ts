/**
 * The files of one release directory as a build worker writes them (renderTenant.ts). Synchronous writes: a page is
 * small and lands in the page cache; the promise API's open/write/close round trips through the thread pool cost
 * more CPU than the write itself. Each directory is made once.
 */
import { closeSync, mkdirSync, openSync, writeFileSync, writevSync } from 'node:fs';
import { dirname, join } from 'node:path';

export class ReleaseFiles {
  readonly #outDir: string;
  readonly #made = new Set<string>();
  /** Bytes written so far (what a publish counts: storefront_bytes_written_total). */
  bytes = 0;

  constructor(outDir: string) {
    this.#outDir = outDir;
  }

  /** The absolute path of `rel`, its directory made. */
  pathOf(rel: string): string {
    const file = join(this.#outDir, rel);
    const dir = dirname(file);
    if (!this.#made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.#made.add(dir);
    }
    return file;
  }

  write(rel: string, data: string | Buffer): void {
    writeFileSync(this.pathOf(rel), data);
    this.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  }

  /** A file of several parts (a page's own bytes and the inline scripts between them), written without joining them. */
  writeParts(rel: string, parts: Buffer[]): void {
    const fd = openSync(this.pathOf(rel), 'w');
    try {
      let left = parts.reduce((n, part) => n + part.length, 0);
      this.bytes += left;
      while (left > 0) {
        const wrote = writevSync(fd, parts);
        left -= wrote;
        if (left > 0) parts = unwritten(parts, wrote);
      }
    } finally {
      closeSync(fd);
    }
  }
}

/** `parts` past their first `written` bytes (a short write). */
export function unwritten(parts: Buffer[], written: number): Buffer[] {
  let i = 0;
  while (written >= parts[i]!.length) written -= parts[i++]!.length;
  return [parts[i]!.subarray(written), ...parts.slice(i + 1)];
}
