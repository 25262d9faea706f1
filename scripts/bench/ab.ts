/**
 * `npm run bench:ab -- A=<dir> B=<dir> [--rounds=N]`: whole builds of two source trees (a `git worktree` of the
 * code before a change, and this one) in turns against one synthetic API, 100 tenants x 100 items x 2 locales,
 * each round in both orders, every build cold into a directory of its own with the same warmed picture cache.
 *
 * The machine's speed swings by 10-30% within minutes (README, benchmark), far more than most changes: a change's
 * cost is read from the medians of many such pairs, never from two single builds. Each tree needs its
 * node_modules (`cp -al` of this one's is enough) and builds its own app bundle once, outside the measured time.
 *
 * The builds are deleted at the end (each build is ~1.3 GB of files: three runs left 58 GB and filled the disk), the
 * way the benchmark deletes its scratch (scripts/bench/scratch.ts): a run started within minutes of those deletions
 * waits them out first, since freed inodes slow every file creation on this disk.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startSyntheticApi } from './synthetic.ts';
import { median } from './measure.ts';
import { emptyTrash, setAside, settleDeletions } from './scratch.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '5' } },
});
const trees = positionals.map((arg) => {
  const [label, dir] = arg.split('=');
  if (!label || !dir || !existsSync(join(dir, 'scripts/build.ts'))) throw new Error(`not a source tree: ${arg}`);
  return { label, dir: resolve(dir) };
});
if (trees.length < 2) throw new Error('usage: ab.ts A=<dir> B=<dir> [--rounds=N]');

await settleDeletions(console.log);
const api = await startSyntheticApi(100, 100);
const scratch = resolve('var/ab', Date.now().toString(36));
mkdirSync(scratch, { recursive: true });

/** One whole build of `dir` into `varDir`: the seconds its own summary line reports. */
const build = (dir: string, varDir: string) =>
  new Promise<number>((done, fail) => {
    const child = spawn(
      join(dir, 'node_modules/.bin/node'),
      ['--max-semi-space-size=8', join(dir, 'scripts/build.ts')],
      {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          MALLOC_ARENA_MAX: '2',
          API_BASE_URL: api.url,
          VAR_DIR: varDir,
          PUBLIC_SITE_URL: 'http://localhost:4321',
          BUILD_CONCURRENCY: '2',
        },
      },
    );
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', () => {
      const m = /done: \d+ built, 0 failed, \d+ pages in ([\d.]+)s/.exec(out);
      if (m) done(Number(m[1]));
      else fail(new Error(`${dir}: the build did not finish cleanly\n${out.slice(-2000)}`));
    });
  });

// Pictures encoded once (and each tree's app bundle built) before anything is measured.
const warm = join(scratch, 'warm');
for (const { dir } of trees) await build(dir, warm);
const seconds = new Map(trees.map((t) => [t.label, [] as number[]]));
for (let round = 0; round < Number(values.rounds); round++) {
  for (const { label, dir } of round % 2 ? [...trees].reverse() : trees) {
    const varDir = join(scratch, `${label}-${round}`);
    cpSync(join(warm, 'cache'), join(varDir, 'cache'), { recursive: true });
    const s = await build(dir, varDir);
    seconds.get(label)!.push(s);
    console.log(`round ${round + 1}: ${label} ${s.toFixed(1)} s`);
  }
}
for (const [label, xs] of seconds) console.log(`${label}: median ${median(xs).toFixed(1)} s (${xs.join(', ')})`);
await api.close();
await setAside(scratch);
await emptyTrash();
