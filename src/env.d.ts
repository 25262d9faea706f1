/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The tenant being rendered: set per request by the build worker (src/build/render/renderTenant.ts). */
    snapshot: import('./build/snapshot.ts').TenantSnapshot;
    /** The sitemap's dates: page path (as the route table has it) → when it last changed (build/render/lastmod.ts). */
    lastmod?: ReadonlyMap<string, string>;
  }
}
