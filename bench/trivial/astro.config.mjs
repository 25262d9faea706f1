// The benchmark's baseline: a trivial one-element page, built with the same per-tenant build shape.
import { defineConfig } from 'astro/config';

export default defineConfig({
  base: `/${process.env.STOREFRONT_REF ?? 'trivial'}`,
  trailingSlash: 'never',
  build: { format: 'file' },
  devToolbar: { enabled: false },
});
