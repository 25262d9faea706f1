/**
 * The one bundler of the pages' inline scripts (inlineScripts.ts, account/guard/script.ts): a `*.client.ts` entry
 * under src/ bundled into a small classic script, minified, with `</script` escaped so it never closes its tag.
 *
 * Bundled once per code version: the app bundle carries every text (build/render/bundle.ts writes them beside it,
 * entry.ts `seedInlineScripts` hands them to this cache). Without them (the dev server, a test), a text is bundled
 * on first use, once per process: each was a synchronous esbuild run, ~0.2 s of CPU for the eleven of them in every
 * render worker a build started.
 */
import { buildSync } from 'esbuild';
import { resolve } from 'node:path';

const cache = new Map<string, string>();

/** The script of `entry` (a path under src/, e.g. `features/site/view.client.ts`). */
export function bundleScript(entry: string): string {
  const hit = cache.get(entry);
  if (hit !== undefined) return hit;
  const result = buildSync({
    // Resolved from the project root: this module runs bundled inside Astro's build output, not from src/.
    entryPoints: [resolve(process.env.STOREFRONT_ROOT ?? process.cwd(), 'src', entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  const code = (result.outputFiles[0]?.text ?? '').replace(/<\/script/gi, '<\\/script');
  cache.set(entry, code);
  return code;
}

/** Every script bundled so far in this process, by entry (what the app bundle carries). */
export const bundledScripts = (): Record<string, string> => Object.fromEntries(cache);

/** Takes scripts bundled ahead (bundledScripts of the same code version) instead of bundling them again. */
export function seedScripts(scripts: Record<string, string>): void {
  for (const [entry, code] of Object.entries(scripts)) if (typeof code === 'string') cache.set(entry, code);
}
