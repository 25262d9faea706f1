/**
 * Server entry of the app bundle (see adapter.mjs): exposes Astro's App so the build worker can render any page
 * of any tenant in-process. The tenant is chosen per request through `locals.snapshot` (see src/env.d.ts).
 */
import { createApp } from 'astro/app/entrypoint';
import { clientConfigOf } from '../../features/site/clientConfig.ts';
import { contentSecurityPolicy } from '../../features/site/csp.ts';
import { trackingCspSources } from '../../domain/tracking/vendors.ts';

// Not streamed: the worker reads each page whole, and one buffered body is cheaper than many small chunks.
const app = createApp({ streaming: false });

/** Renders one request of the bundled app; `locals` becomes `Astro.locals`. */
export function render(request: Request, locals: App.Locals): Promise<Response> {
  return app.render(request, { locals });
}

/**
 * The Content-Security-Policy header of a tenant's pages, from the same module instance that wrote their
 * `<meta>` copy: the inline script hashes are those of the code this bundle renders with, and the origins of the
 * tenant's own tracking vendors.
 */
export function securityPolicy(snapshot: App.Locals['snapshot']): string {
  return contentSecurityPolicy(clientConfigOf(snapshot), 'header', trackingCspSources(snapshot.data.pixels));
}
