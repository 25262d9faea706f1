/**
 * The JavaScript a customer's browser fetches and runs before the first interaction (design.md: ≤ 20 kB gzip on the
 * landing, menu, category and item pages), measured in the browser: every script file the page fetches by itself —
 * at load, after it, at idle, by dynamic import — each gzipped at level 9, and its inline scripts. The build's
 * budget test (tests/build/budget.test.ts) reads the files the HTML names and their static imports only, so it did
 * not see the chunks a page loads on its own (the API client, the engagement and tracking modules, the service
 * worker's registration, the menu's clock): it said 19 kB where a browser fetched 28 (QA review, qa-g.md).
 *
 * The aim is not reached on every page yet: each page's ceiling here is what it is now, rounded up, so that more
 * never comes back unseen; README "Web performance" lists the figures against the 20 kB aim.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// No service worker: its precache is the worker's traffic, not the page's code.
test.use({ serviceWorkers: 'block' });

/** Gzip bytes of the JavaScript `path` runs with no interaction: fetched scripts and inline ones. */
async function jsBeforeInteraction(page: Page, path: string): Promise<{ total: number; files: string[] }> {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    bodies.set(response.url(), response.body());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // What waits for an idle moment (requestIdleCallback) has had one by now; another quiet moment to be sure.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !/json/.test((s as HTMLScriptElement).type))
      .map((s) => s.textContent ?? ''),
  );
  let total = 0;
  for (const code of inline) total += gzipSync(code, { level: 9 }).length;
  for (const body of bodies.values()) total += gzipSync(await body, { level: 9 }).length;
  return { total, files: [...bodies.keys()].map((u) => u.replace(/.*\//, '')) };
}

/**
 * Each page kind and its ceiling in kB: what it fetched on 2026-12-01 (session 33), rounded up with 0.2 kB to spare
 * (a chunk's hashed name moves its gzip by some bytes from one code version to the next). The aim is 20 (design.md).
 * Measured: landing 26.3, menu 29.1 (Arabic too), category 29.1, item 27.9, branches 23.5, Café Limmat's menu 25.3,
 * Sofreh's (a digital menu) 23.9: the page's own scripts ~19, and ~8 more it loads by itself — the API client's
 * chunk 2.9, tracking 3.1 (before the consent is answered: it holds the events until then), engagement 2.5, the menu's
 * clock 0.9, the service worker's registration 0.9, the cart's price file, the menu's branch.
 */
const PAGES: Array<[string, number]> = [
  ['/shawarma-house', 27],
  ['/shawarma-house/delivery', 30],
  ['/shawarma-house/ar/delivery', 30],
  ['/shawarma-house/delivery/103', 30],
  ['/shawarma-house/delivery/103/10009', 29],
  ['/shawarma-house/Branches', 24],
  ['/cafe-limmat/pickup', 26],
  ['/sofreh/delivery', 25],
];

for (const [path, kb] of PAGES) {
  test(`${path}: at most ${kb} kB gzip of JavaScript before the first interaction, counted in the browser`, async ({
    page,
  }) => {
    const { total, files } = await jsBeforeInteraction(page, path);
    expect(total, `${(total / 1024).toFixed(2)} kB: ${files.join(', ')}`).toBeLessThanOrEqual(kb * 1024);
    // Not a test that cannot fail: the page's own scripts are counted.
    expect(files.length).toBeGreaterThan(0);
  });
}
