/**
 * Every inline script a page may carry, in one place, so the Content-Security-Policy can allow exactly these by
 * their hashes (csp.ts). The view-time scripts are bundled into small classic scripts, once per build process:
 * an inline script runs before first paint, so availability never flashes or shifts the layout, and the menu
 * pages need no request for JavaScript at all. An inline script added anywhere else is refused by the browser
 * (tests/build/csp.test.ts finds it first).
 */
import { buildSync } from 'esbuild';
import { resolve } from 'node:path';
import type { ViewScript } from './viewScriptOf.ts';

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

/**
 * What an inline `<script>` element holds: its code, or the build worker's marker for it (`Astro.locals.inlineSlots`,
 * build/render/inlineSlots.ts), which the worker replaces with the same code's bytes in the page's file. The same for
 * any text repeated on the tenant's pages where a page's fingerprint leaves it out (the price table, the policy).
 */
export const inlineScriptText = (locals: App.Locals, code: string): string =>
  locals.inlineSlots ? locals.inlineSlots.markerOf(code) : code;

/** The view-time availability + loading script (head: applied while the page is parsed), by viewScriptOf(page). */
export const viewScript = (which: ViewScript = 'menu'): string =>
  bundle(which === 'menu' ? './view.client.ts' : which === 'cart' ? './cartView.client.ts' : './islandView.client.ts');
/** The first-visit language detection script (head). */
export const localeScript = (): string => bundle('./locale.client.ts');
/** The tag filter of menu and category pages, right after its bar (features/tags/TagFilter.astro). */
export const tagFilterScript = (): string => bundle('../tags/filter.client.ts');

/** The categories' dish counts of menu and category pages, right after the list (features/menu/ItemCounts.astro). */
export const itemCountScript = (): string => bundle('../menu/itemCount.client.ts');

/** The consent banner's script, right after the banner: shows it before first paint when there is a choice to make. */
export const consentScript = (): string => bundle('../tracking/consentHead.client.ts');

/** The error screen (shell `error`): shows the message of `?status=` / `?message=` (ShellView.astro). */
export const errorScript = (): string => bundle('../info/errorScreen.client.ts');

/** The not-found page: its texts in the language of the address, and the requested path (pages/404.astro). */
export const notFoundScript = (): string => bundle('./notFound.client.ts');

/** The payment failure page: the order reference and the checkout to go back to (order/PaymentFailView.astro). */
export const paymentFailScript = (): string => bundle('../order/paymentFail.client.ts');
