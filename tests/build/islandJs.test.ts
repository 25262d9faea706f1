/**
 * The cart and checkout islands load what they use when they use it (issue 12 item 7): before any interaction their
 * pages run no phone rules (libphonenumber-js metadata, ~20 kB gzip: they load when the customer reaches a phone
 * field or places the order), no geocoder (the first place looked up or pinned), no Leaflet (the map, when shown) and
 * no saved-address list (a logged-in customer's). Read over the fixture build, with the files the benchmark counts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageJsFiles } from '../../scripts/bench/measure.ts';
import { readPage, releaseOf } from './helpers.ts';

const REF = 'shawarma-house';
const PAGES = ['cart', 'checkout', 'address', 'map', 'form'].flatMap((step) =>
  ['delivery', 'pickup', 'dinein', 'reserv_dinein'].map((type) => `${type}/${step}.html`),
);
/** What loads later, by a text only its code carries. */
const LATER: Record<string, string> = {
  'the phone rules': 'country_calling_codes',
  'the geocoder': 'addressdetails=1',
  Leaflet: 'leaflet-pane',
  'the saved addresses': 'co-saved-address',
};

describe('cart and checkout pages', () => {
  const release = releaseOf(REF);
  const chunks = readdirSync(join(release, '_astro')).filter((f) => f.endsWith('.js'));

  test.each(Object.entries(LATER))('%s are in the build, in code of their own', (_, marker) => {
    // Not a test that cannot fail: the marker names code the build has.
    expect(chunks.some((f) => readFileSync(join(release, '_astro', f), 'utf8').includes(marker))).toBe(true);
  });

  test.each(PAGES)('%s runs none of them before an interaction', (page) => {
    const files = pageJsFiles(release, REF, readPage(REF, page));
    expect(files.length).toBeGreaterThan(3);
    const code = files.map((f) => readFileSync(f, 'utf8'));
    for (const [what, marker] of Object.entries(LATER))
      expect(code.filter((c) => c.includes(marker)).length, `${page} loads ${what}`).toBe(0);
  });
});
