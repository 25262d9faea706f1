/**
 * Bundles the head script (head.client.ts) into a small classic script, once per build process, so every page
 * can inline it in <head> (the same way as src/features/site/inlineScripts.ts bundles the view-time script).
 */
import { buildSync } from 'esbuild';
import { resolve } from 'node:path';

let cached: string | undefined;

/** The head script's code, minified, with `</script` escaped so it never closes its tag. */
export function guardHeadScript(): string {
  if (cached !== undefined) return cached;
  const result = buildSync({
    // Resolved from the project root: this module runs bundled inside Astro's build output, not from src/.
    entryPoints: [resolve(process.env.STOREFRONT_ROOT ?? process.cwd(), 'src/features/account/guard/head.client.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  cached = (result.outputFiles[0]?.text ?? '').replace(/<\/script/gi, '<\\/script');
  return cached;
}
