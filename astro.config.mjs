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
  build: { format: 'file', assets: '_astro', inlineStylesheets: 'always' },
  integrations: [react()],
  devToolbar: { enabled: false },
});
