/**
 * `npm run profile:render -- <snapshot.json> [times]` (node --cpu-prof, the profile in var/profile/)
 *
 * Renders one tenant's snapshot from the app bundle `times` times (default 5) in this process, the way a build
 * worker does, and prints pages/s per run: with `--cpu-prof` it shows where a render worker's time goes per page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSnapshot } from '../../src/build/snapshot.ts';
import { ensureBundle } from '../../src/build/render/bundle.ts';
import { renderTenant } from '../../src/build/render/renderTenant.ts';

const [snapshotPath, timesArg] = process.argv.slice(2);
if (!snapshotPath) throw new Error('usage: profileRender.ts <snapshot.json> [times]');
const bundleDir = await ensureBundle({ log: () => {} });
const snapshot = readSnapshot(snapshotPath);
for (let i = 0; i < Number(timesArg ?? 5); i++) {
  const out = mkdtempSync(join(tmpdir(), 'profile-render-'));
  const t0 = performance.now();
  const { pages } = await renderTenant(snapshot, bundleDir, out);
  const s = (performance.now() - t0) / 1000;
  console.log(`run ${i + 1}: ${pages} pages in ${s.toFixed(2)} s = ${(pages / s).toFixed(0)} pages/s`);
  rmSync(out, { recursive: true, force: true });
}
