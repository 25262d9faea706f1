/**
 * Server entry of the app bundle (see adapter.mjs): exposes Astro's App so the build worker can render any page
 * of any tenant in-process. The tenant is chosen per request through `locals.snapshot` (see src/env.d.ts).
 */
import { createApp } from 'astro/app/entrypoint';
import { FetchState } from 'astro/fetch';
import { renderToString } from 'astro/runtime/server/index.js';
import { clientConfigOf } from '../../features/site/clientConfig.ts';
import { contentSecurityPolicy } from '../../features/site/csp.ts';
import { trackingCspSources } from '../../domain/tracking/vendors.ts';
export { seedScripts as seedInlineScripts } from '../../features/site/scriptBundle.ts';

// Not streamed: the worker reads each page whole, and one buffered body is cheaper than many small chunks.
const app = createApp({ streaming: false });

/** Renders one request of the bundled app; `locals` becomes `Astro.locals`. */
export function render(request: Request, locals: App.Locals): Promise<Response> {
  return app.render(request, { locals });
}

type Page = NonNullable<Awaited<ReturnType<FetchState['loadComponentInstance']>>>;
type Result = Awaited<ReturnType<FetchState['createResult']>>;

// Where Astro reads the options of `app.render` from a request (core/app/render-options.js).
const RENDER_OPTIONS = Symbol.for('astro.renderOptions');
/** Page modules, imported once (Astro imports the route's module again on every request). */
const pageModules = new Map<string, Promise<Page>>();
/** Island and renderer URLs (result.resolve): the same for every page of the bundle, made once. */
const resolved = new Map<string, Promise<string>>();

/**
 * One page of the bundled app as HTML, or null when the address is not an Astro page (an endpoint, a redirect,
 * nothing): the same HTML as `render`, without the parts of Astro's request pipeline a build has no use for
 * (no middleware: the app has none; no cookies, sessions, actions or i18n routing; no Response to read back).
 * A page that throws fails the call instead of rendering Astro's error page.
 */
export async function renderPageHtml(
  request: Request,
  locals: App.Locals,
): Promise<{ status: number; html: string } | null> {
  Reflect.set(request, RENDER_OPTIONS, { addCookieHeader: false, locals });
  const state = new FetchState(request);
  const route = state.routeData;
  if (!route || route.type !== 'page' || state.invalidEncoding) return null;
  let mod = pageModules.get(route.component);
  if (!mod) {
    mod = state.loadComponentInstance();
    pageModules.set(route.component, mod);
  }
  state.componentInstance = await mod;
  state.status = route.route === '/404' ? 404 : 200;
  const props = await state.getProps();
  const result = await state.createResult(state.componentInstance, state.getActionAPIContext());
  result.resolve = resolveOnce(result.resolve);
  // What renderPage (astro/runtime/server/render/page.js) sets before rendering a page component.
  const page = state.componentInstance.default as Parameters<typeof renderToString>[1] & { moduleId?: string };
  const meta = result.componentMetadata.get(page.moduleId ?? '');
  result._metadata.headInTree = meta?.containsHead ?? false;
  result._metadata.routeHasPropagation = meta?.propagation === 'self' || meta?.propagation === 'in-tree';
  const html = await renderToString(result, page, props, {}, true, route);
  if (typeof html !== 'string') return null;
  // The status renderPage answers with.
  return { status: route.route === '/404' ? 404 : result.response.status || 200, html };
}

function resolveOnce(resolve: Result['resolve']): Result['resolve'] {
  return (specifier) => {
    let url = resolved.get(specifier);
    if (!url) {
      url = resolve(specifier);
      resolved.set(specifier, url);
    }
    return url;
  };
}

/**
 * The Content-Security-Policy header of a tenant's pages, from the same module instance that wrote their
 * `<meta>` copy: the inline script hashes are those of the code this bundle renders with, and the origins of the
 * tenant's own tracking vendors.
 */
export function securityPolicy(snapshot: App.Locals['snapshot']): string {
  return contentSecurityPolicy(clientConfigOf(snapshot), 'header', trackingCspSources(snapshot.data.pixels));
}
