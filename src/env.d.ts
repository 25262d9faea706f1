/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The tenant being rendered: set per request by the build worker (src/build/render/renderTenant.ts). */
    snapshot: import('./build/snapshot.ts').TenantSnapshot;
    /** The sitemap's dates: page path (as the route table has it) → when it last changed (build/render/lastmod.ts). */
    lastmod?: ReadonlyMap<string, string>;
    /**
     * Set by the build worker: what an inline script's element (or another text every page of the tenant repeats)
     * holds in place of its code, spliced back in as bytes
     * (build/render/inlineSlots.ts; features/site/inlineScripts.ts inlineScriptText).
     */
    inlineSlots?: { markerOf(code: string): string };
  }
}
