/**
 * Child process of bundle.ts: `node bundleBuild.ts <outDir> <root>` runs one Astro build of the app in server
 * output into outDir and exits (exit code 1 on failure).
 */
import { build } from 'astro';

const [outDir, root] = process.argv.slice(2);
if (!outDir || !root) {
  console.error('usage: bundleBuild.ts <outDir> <root>');
  process.exit(2);
}
process.env.STOREFRONT_OUT = outDir;
process.env.ASTRO_TELEMETRY_DISABLED = '1';
try {
  await build({ root, outDir, logLevel: 'error', mode: 'production' });
  process.exit(0);
} catch (err) {
  console.error(err);
  process.exit(1);
}
