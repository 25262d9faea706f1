/**
 * Child process of bundle.ts: `node bundleBuild.ts <outDir> <root>` runs one Astro build of the app in server
 * output into outDir, bundles the pages' inline scripts beside it (INLINE_SCRIPTS_FILE: the render workers take
 * them from there instead of bundling them again each, features/site/scriptBundle.ts) and exits (exit code 1 on
 * failure).
 */
import { build } from 'astro';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INLINE_SCRIPTS_FILE } from './bundle.ts';

const [outDir, root] = process.argv.slice(2);
if (!outDir || !root) {
  console.error('usage: bundleBuild.ts <outDir> <root>');
  process.exit(2);
}
process.env.STOREFRONT_OUT = outDir;
process.env.ASTRO_TELEMETRY_DISABLED = '1';
try {
  await build({ root, outDir, logLevel: 'error', mode: 'production' });
  process.env.STOREFRONT_ROOT = root;
  const { inlineScriptTexts } = await import('../../features/site/csp.ts');
  const { bundledScripts } = await import('../../features/site/scriptBundle.ts');
  inlineScriptTexts();
  writeFileSync(join(outDir, INLINE_SCRIPTS_FILE), JSON.stringify(bundledScripts()));
  process.exit(0);
} catch (err) {
  console.error(err);
  process.exit(1);
}
