/**
 * Every inline script a page may carry, in one place, so the Content-Security-Policy can allow exactly these by
 * their hashes (csp.ts). The view-time scripts are bundled into small classic scripts, once per build process:
 * an inline script runs before first paint, so availability never flashes or shifts the layout, and the menu
 * pages need no request for JavaScript at all. An inline script added anywhere else is refused by the browser
 * (tests/build/csp.test.ts finds it first).
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

/** The view-time availability + loading script (head: applied while the page is parsed). */
export const viewScript = (): string => bundle('./view.client.ts');
/** The first-visit language detection script (head). */
export const localeScript = (): string => bundle('./locale.client.ts');
/** The tag filter of menu and category pages, right after its bar (features/tags/TagFilter.astro). */
export const tagFilterScript = (): string => bundle('../tags/filter.client.ts');

/** The consent banner's script, right after the banner: shows it before first paint when there is a choice to make. */
export const consentScript = (): string => bundle('../tracking/consentHead.client.ts');

/** The error screen (shell `error`): shows the message of `?status=` / `?message=` (ShellView.astro). */
export const ERROR_SCRIPT =
  "(function(){var el=document.getElementById('error-screen');if(!el)return;var q=new URLSearchParams(location.search);var s=q.get('status')||'500';var texts=JSON.parse(el.dataset.texts||'{}');var msg=texts[s]?texts[s].replace('{path}',q.get('path')||location.pathname):(q.get('message')||texts['500']);document.getElementById('error-message').textContent=msg;document.title=(el.dataset.business||'')+' '+s;})();";

/** The not-found page: the requested path, as text (pages/404.astro). */
export const NOT_FOUND_SCRIPT = `document.getElementById('nf-path').textContent=location.pathname;`;

/** The payment failure page: the order reference and the checkout to go back to (order/PaymentFailView.astro). */
export const PAYMENT_FAIL_SCRIPT = `(function(){var q=new URLSearchParams(location.search);var id=q.get('order');var el=document.getElementById('payment-ref');if(id&&el){el.textContent=el.dataset.text.replace('{id}',id.slice(0,64));el.hidden=false;}var a=document.getElementById('payment-retry');var links=JSON.parse(a.dataset.checkouts||'{}');var ty=q.get('type');if(ty&&Object.prototype.hasOwnProperty.call(links,ty))a.href=links[ty];})();`;
