/**
 * Every inline script a page may carry, in one place, so the Content-Security-Policy can allow exactly these by
 * their hashes (csp.ts). The view-time scripts are bundled into small classic scripts (scriptBundle.ts):
 * an inline script runs before first paint, so availability never flashes or shifts the layout, and the menu
 * pages need no request for JavaScript at all. An inline script added anywhere else is refused by the browser
 * (tests/build/csp.test.ts finds it first).
 */
import type { ViewScript } from './viewScriptOf.ts';
import { bundleScript } from './scriptBundle.ts';

/**
 * What an inline `<script>` element holds: its code, or the build worker's marker for it (`Astro.locals.inlineSlots`,
 * build/render/inlineSlots.ts), which the worker replaces with the same code's bytes in the page's file. The same for
 * any text repeated on the tenant's pages where a page's fingerprint leaves it out (the policy).
 */
export const inlineScriptText = (locals: App.Locals, code: string): string =>
  locals.inlineSlots ? locals.inlineSlots.markerOf(code) : code;

/** The view-time availability + loading script (head: applied while the page is parsed), by viewScriptOf(page). */
export const viewScript = (which: ViewScript = 'menu'): string =>
  bundleScript(`features/site/${which === 'menu' ? 'view' : which === 'cart' ? 'cartView' : 'islandView'}.client.ts`);
/** The first-visit language detection script (head). */
export const localeScript = (): string => bundleScript('features/site/locale.client.ts');
/** The tag filter of menu and category pages, right after its bar (features/tags/TagFilter.astro). */
export const tagFilterScript = (): string => bundleScript('features/tags/filter.client.ts');

/** The categories' dish counts of menu and category pages, right after the list (features/menu/ItemCounts.astro). */
export const itemCountScript = (): string => bundleScript('features/menu/itemCount.client.ts');

/** The consent banner's script, right after the banner: shows it before first paint when there is a choice to make. */
export const consentScript = (): string => bundleScript('features/tracking/consentHead.client.ts');

/** The error screen (shell `error`): shows the message of `?status=` / `?message=` (ShellView.astro). */
export const errorScript = (): string => bundleScript('features/info/errorScreen.client.ts');

/** The not-found page: its texts in the language of the address, and the requested path (pages/404.astro). */
export const notFoundScript = (): string => bundleScript('features/site/notFound.client.ts');

/** The payment failure page: the order reference and the checkout to go back to (order/PaymentFailView.astro). */
export const paymentFailScript = (): string => bundleScript('features/order/paymentFail.client.ts');
