/**
 * The benchmark's one-build baseline (issue 15): one static `astro build` of bench/static-one, as many trivial
 * pages as the full build rendered, in one child process (the way `astro build` runs), timed, with the peak RSS of
 * that process and its children. Run as a script, it is the child: it builds and exits.
 */
import { fork } from 'node:child_process';
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeRss } from './measure.ts';

const ROOT = fileURLToPath(new URL('../../bench/static-one/', import.meta.url));

export interface StaticBaseline {
  pages: number;
  seconds: number;
  peakRss: number;
}

/** Builds `tenants` x `pagesPerTenant` trivial pages in one static Astro build into outDir (the caller removes it). */
export async function staticOneBuild(tenants: number, pagesPerTenant: number, outDir: string): Promise<StaticBaseline> {
  const t0 = performance.now();
  const child = fork(fileURLToPath(import.meta.url), [outDir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      STATIC_TENANTS: String(tenants),
      STATIC_PAGES_PER_TENANT: String(pagesPerTenant),
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  });
  let peakRss = 0;
  const timer = setInterval(() => (peakRss = Math.max(peakRss, treeRss(child.pid))), 250);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(timer);
  const seconds = (performance.now() - t0) / 1000;
  if (code !== 0) throw new Error(`the static baseline build exited with ${code}`);
  return { pages: tenants * pagesPerTenant, seconds, peakRss };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // As `astro build` runs (astro/bin/astro.mjs): with Node's compile cache on before Astro loads.
  enableCompileCache?.();
  const { build } = await import('astro');
  const outDir = process.argv[2] ?? join(ROOT, 'dist');
  await build({ root: ROOT, outDir, logLevel: 'error', mode: 'production' });
  process.exit(0);
}
