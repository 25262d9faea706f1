/**
 * Which processes of this machine work the SQLite republish queue of a VAR_DIR: `npm start` (its webhook queues
 * there, its workers build) and `npm run worker` each leave a small file `{varDir}/consumers/{pid}.json` while they
 * run. The operator CLI reads them to decide where `republish <ref>` builds: with one running, in the queue (its
 * per-tenant lock, the site's own API and origin); with none, in the CLI's own process. A file left by a process
 * that died is ignored (its pid is gone) and removed.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Consumer {
  pid: number;
  /** What runs: 'site' (npm start) or 'worker' (npm run worker). */
  role: 'site' | 'worker';
}

const dirOf = (varDir: string) => join(varDir, 'consumers');

/** Whether a process of this machine is alive (another user's process counts: it exists). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Announces this process as a consumer of the queue; the returned function withdraws it (also done on exit). */
export function announceConsumer(varDir: string, role: Consumer['role']): () => void {
  const file = join(dirOf(varDir), `${process.pid}.json`);
  mkdirSync(dirOf(varDir), { recursive: true });
  writeFileSync(file, JSON.stringify({ pid: process.pid, role } satisfies Consumer));
  const withdraw = () => rmSync(file, { force: true });
  process.once('exit', withdraw);
  return withdraw;
}

/** The consumers running now; files of processes that are gone are removed. */
export function liveConsumers(varDir: string): Consumer[] {
  let names: string[];
  try {
    names = readdirSync(dirOf(varDir));
  } catch {
    return [];
  }
  const live: Consumer[] = [];
  for (const name of names) {
    const pid = Number(/^(\d+)\.json$/.exec(name)?.[1]);
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (pid === process.pid) continue;
    const file = join(dirOf(varDir), name);
    if (!alive(pid)) {
      rmSync(file, { force: true });
      continue;
    }
    let role: Consumer['role'] = 'site';
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as Partial<Consumer>).role === 'worker') role = 'worker';
    } catch {
      // written as it was read: the process is alive, which is what counts
    }
    live.push({ pid, role });
  }
  return live;
}
