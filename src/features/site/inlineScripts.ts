/**
 * Bundles the view-time scripts into small classic scripts, once per build process, so pages can inline them:
 * an inline script runs before first paint, so availability never flashes or shifts the layout, and the menu
 * pages need no request for JavaScript at all.
 */
import { buildSync } from 'esbuild';
import { resolve } from 'node:path';

const cache = new Map<string, string>();

function bundle(entry: string): string {
  const hit = cache.get(entry);
  if (hit !== undefined) return hit;
  const result = buildSync({
    // Resolved from the project root: this module runs bundled inside Astro's build output, not from src/.
    entryPoints: [resolve(process.env.STOREFRONT_ROOT ?? process.cwd(), 'src/features/site', entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  // `</script` cannot appear in minified code except inside strings; escape it anyway so it never closes the tag.
  const code = (result.outputFiles[0]?.text ?? '').replace(/<\/script/gi, '<\\/script');
  cache.set(entry, code);
  return code;
}

/** The view-time availability + loading script (end of body). */
export const viewScript = (): string => bundle('./view.client.ts');
/** The first-visit language detection script (head). */
export const localeScript = (): string => bundle('./locale.client.ts');
