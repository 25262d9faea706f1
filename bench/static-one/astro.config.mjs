// The benchmark's second baseline (issue 15): ONE static `astro build` of as many trivial pages as the full build
// renders, from a project with one `[...slug].astro` page and `build.format: 'file'`: what Astro itself does per
// page when nothing else is in the way (no per-tenant builds, no data, no pictures).
import { defineConfig } from 'astro/config';

export default defineConfig({
  trailingSlash: 'never',
  build: { format: 'file' },
  devToolbar: { enabled: false },
});
