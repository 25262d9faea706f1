/**
 * The benchmark's scratch directories are set aside (renamed into var/bench-trash) rather than deleted while it
 * measures, and deleted once every figure is taken.
 *
 * Why: on ext4 without a journal (this machine's disk), creating a file skips every inode of the group freed in the
 * last 60 s, or 6 minutes while its inode-table block is still dirty (`recently_deleted()` in fs/ext4/ialloc.c),
 * and it does so again on each creation. Deleting the last run's ~60 000 files before the full build put
 * ~30% of the machine's CPU in that kernel scan (perf: find_inode_bit → recently_deleted, find_get_block) and
 * the full build ran 26–32 s instead of 22.5 s; waiting 40 s, as the benchmark used to, is not enough. A rename frees
 * no inode, so every build measured here starts on the same disk, baselines included.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

const TRASH = resolve('var/bench-trash');
const STAMP = resolve('var/bench-trash.deleted-at');
/** How long deleted inodes slow creation down (the kernel's 60 s, plus its 300 s while the block is dirty). */
const RECENT_MS = 360_000;

/** Moves `dir` out of the way (no inode is freed); it is deleted by emptyTrash(). */
export async function setAside(dir: string): Promise<void> {
  if (!existsSync(dir)) return;
  await mkdir(TRASH, { recursive: true });
  await rename(dir, join(TRASH, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}-${basename(dir)}`));
}

/** Deletes what was set aside, and notes when (the next run waits until those deletions no longer count). */
export async function emptyTrash(): Promise<void> {
  if (!existsSync(TRASH)) return;
  await rm(TRASH, { recursive: true, force: true });
  await writeFile(STAMP, String(Date.now()));
}

/** Waits until the last run's deletions (emptyTrash) are older than the kernel's window, saying so. */
export async function settleDeletions(log: (line: string) => void): Promise<void> {
  const at = Number(await readFile(STAMP, 'utf8').catch(() => '0'));
  const wait = at + RECENT_MS - Date.now();
  if (!(wait > 0)) return;
  log(
    `the last run deleted its outputs ${((Date.now() - at) / 1000).toFixed(0)} s ago: waiting ${(wait / 1000).toFixed(0)} s until file creation is no longer slowed by it`,
  );
  await new Promise((r) => setTimeout(r, wait));
}
