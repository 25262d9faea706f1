/**
 * A full build as an operator runs it: `npm run build:sites` (scripts/build.ts) in its own process against the
 * benchmark's synthetic API, timed, with the peak RSS of that process and its build workers — the benchmark's own
 * process (the synthetic API, the other measures' leftovers) is not the build and is not counted.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { treeRss } from './measure.ts';

export interface ChildBuild {
  pages: number;
  built: number;
  failed: number;
  seconds: number;
  wallSeconds: number;
  peakRss: number;
}

const BUILD_CLI = fileURLToPath(new URL('../build.ts', import.meta.url));

export async function buildInChild(opts: {
  apiUrl: string;
  varDir: string;
  siteUrl: string;
  concurrency: number;
  log?: (line: string) => void;
}): Promise<ChildBuild> {
  const t0 = performance.now();
  // As `npm run build:sites` starts it (package.json): 8 MB semi-spaces and two malloc arenas.
  const child = spawn(process.execPath, ['--max-semi-space-size=8', BUILD_CLI], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      API_BASE_URL: opts.apiUrl,
      VAR_DIR: opts.varDir,
      PUBLIC_SITE_URL: opts.siteUrl,
      BUILD_CONCURRENCY: String(opts.concurrency),
      LOG_LEVEL: 'info',
    },
  });
  let peakRss = 0;
  const timer = setInterval(() => (peakRss = Math.max(peakRss, treeRss(child.pid))), 250);
  let summary: RegExpExecArray | null = null;
  let rest = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      summary = /done: (\d+) built, (\d+) failed, (\d+) pages in ([\d.]+)s/.exec(line) ?? summary;
      if (opts.log && /\[(\d+)\/\d+\] ✗|\[\d*00\/\d+\]/.test(line)) opts.log(line.slice(0, 200));
    }
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(timer);
  const found = summary as RegExpExecArray | null;
  if (!found) throw new Error(`the build exited with ${code} and no summary`);
  return {
    built: Number(found[1]),
    failed: Number(found[2]),
    pages: Number(found[3]),
    // The build's own figure (as before the build ran in a child); the process start adds well under a second.
    seconds: Number(found[4]),
    wallSeconds: (performance.now() - t0) / 1000,
    peakRss,
  };
}
