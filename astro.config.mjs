// The app is bundled once per code version in server output (src/build/render/bundle.ts) with a placeholder base;
// the build worker then renders every tenant's pages through the bundled app (src/build/render/renderTenant.ts)
// and writes them, with the client assets, under `/{referenceId}` (the placeholder replaced by the real base).
// STOREFRONT_OUT is the bundle's output directory (set by bundle.ts); astro check and dev do not need it.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import storefrontRenderer from './src/build/render/adapter.mjs';

/**
 * Three shared chunks instead of some thirty small ones (each small chunk is its own request and compresses alone:
 * measured on the fixture build, 2–3 kB gzip more per page than the same code in one file):
 * - `site`: what every page's scripts run (the cart badges' store, the offline note, engagement, the filling of a
 *   message's values, each isolated), and the two helpers nearly every island uses, the filling of a message and
 *   the reader of an island's data (~0.1 kB gzip): with them in `islands`, the delivery-areas page, whose island
 *   calls no API, loaded the API client and the session for them (21.2 kB besides React, 18.3 kB without);
 *   the menu pages' "View cart" bar loads on its own once the cart has lines;
 * - `api`: the API calls' own code (headers, retry, the 401/403 rule): what a menu page's visit and banner calls
 *   load (engagement), without the account's client and stores (−1.8 kB gzip fetched by every menu page);
 * - `islands`: what every island that calls the API runs besides React and `api` (the storefront client, the
 *   session).
 * Each group takes the modules it names and what they import (rolldown's default); the rest stays split per use,
 * so code loaded on use (phone rules, map, geocoder) keeps its own chunks.
 */
const CHUNK_GROUPS = [
  {
    name: 'site',
    priority: 3,
    test: /[\\/]src[\\/](stores[\\/]cart|components[\\/]site[\\/]cartStatus\.client|features[\\/]pwa[\\/]offline\.client|features[\\/]engagement[\\/]engagement\.client|components[\\/]ui[\\/](fill(Pieces|Nodes)?|islandData|firstUse))\.ts$/,
  },
  {
    name: 'api',
    priority: 2,
    test: /[\\/]src[\\/](lib[\\/]api[\\/]browser|domain[\\/]auth)\.ts$/,
  },
  {
    name: 'islands',
    priority: 1,
    test: /[\\/]src[\\/](lib[\\/]api[\\/]storefront|stores[\\/](auth|keys)|features[\\/]account[\\/]api)\.ts$/,
  },
];

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
  vite: {
    build: { cssCodeSplit: false },
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } } } },
  },
  integrations: [react()],
  devToolbar: { enabled: false },
});
