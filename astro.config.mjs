// The app is bundled once per code version in server output (src/build/render/bundle.ts) with a placeholder base;
// the build worker then renders every tenant's pages through the bundled app (src/build/render/renderTenant.ts)
// and writes them, with the client assets, under `/{referenceId}` (the placeholder replaced by the real base).
// STOREFRONT_OUT is the bundle's output directory (set by bundle.ts); astro check and dev do not need it.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import storefrontRenderer from './src/build/render/adapter.mjs';

export default defineConfig({
  // Keep in sync with BASE_PLACEHOLDER in src/build/render/bundle.ts.
  base: '/__sf_base__',
  trailingSlash: 'never',
  output: 'server',
  adapter: storefrontRenderer(),
  outDir: process.env.STOREFRONT_OUT ?? 'var/render/dev',
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  // One external style sheet for every page (hashed, immutable, cached once per visitor and shared by all of a
  // release's pages): every page is rendered by one page module, so Astro would put all of the app's CSS in every
  // page either way; inlined, it was 45 kB of each page written, stored and sent (measured: half the bytes of an
  // item page, and the largest cost of writing a release). Leaflet's CSS is linked by the map itself.
  build: { format: 'file', assets: '_astro', inlineStylesheets: 'never' },
  vite: { build: { cssCodeSplit: false } },
  integrations: [react()],
  devToolbar: { enabled: false },
});
