/**
 * The render path: the app bundle (one server build per code version) renders any tenant in-process, the
 * placeholder base never reaches a release, and the code version follows the sources (tests left out).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { BASE_PLACEHOLDER, ensureBundle, INLINE_SCRIPTS_FILE, sourceHash } from '../../src/build/render/bundle.ts';
import { inlineScriptTexts } from '../../src/features/site/csp.ts';
import { bundledScripts } from '../../src/features/site/scriptBundle.ts';
import { PAGE_VERSION_PLACEHOLDER } from '../../src/features/site/pageVersion.ts';
import { loadBundle } from '../../src/build/render/renderTenant.ts';
import { specsByPath } from '../../src/features/routes/specsByPath.ts';
import { basePathOf } from '../../src/features/site/basePath.ts';
import { listFiles } from '../../src/build/verify.ts';
import { releaseOf, snapshotOf, TENANTS } from './helpers.ts';

describe('releases rendered from the bundle', () => {
  for (const ref of TENANTS) {
    test(`${ref}: no page, script or style keeps the placeholder base, and every asset URL is under /${ref}/_astro`, async () => {
      const release = releaseOf(ref);
      const files = (await listFiles(release)).filter((f) => /\.(html|js|css|xml)$/.test(f));
      expect(files.some((f) => f.startsWith('_astro/'))).toBe(true);
      for (const f of files) {
        const text = readFileSync(join(release, f), 'utf8');
        expect(text.includes(BASE_PLACEHOLDER.slice(1)), f).toBe(false);
        for (const m of text.matchAll(/["'(`](\/[^"'()`\s]*\/_astro\/[^"'()`\s]+)/g))
          expect(m[1]!.startsWith(`/${ref}/_astro/`), `${f}: ${m[1]}`).toBe(true);
      }
    });
  }
});

describe('the bundled app', () => {
  test('renders a listed path with the tenant of the request and answers 404 for a path the route table does not list', async () => {
    const bundle = await loadBundle(await ensureBundle());
    const snapshot = snapshotOf('shawarma-house');
    const ok = await bundle.render(new Request(`http://x${BASE_PLACEHOLDER}/delivery`), { snapshot });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('/shawarma-house/delivery');
    const missing = await bundle.render(new Request(`http://x${BASE_PLACEHOLDER}/delivery/999999/1`), { snapshot });
    expect(missing.status).toBe(404);
    const other = snapshotOf('cafe-limmat');
    const page = await (await bundle.render(new Request(`http://x${BASE_PLACEHOLDER}`), { snapshot: other })).text();
    expect(page).toContain('/cafe-limmat');
    expect(page).not.toContain('/shawarma-house');
  });

  for (const ref of TENANTS) {
    test(`${ref}: every page, the not-found page too, is rendered by the build's shortcut as Astro's own request pipeline renders it`, async () => {
      const bundle = await loadBundle(await ensureBundle());
      const snapshot = snapshotOf(ref);
      const paths = [...specsByPath(snapshot).keys()].map((p) => p.split('/').map(encodeURIComponent).join('/'));
      for (const path of [...paths, '404']) {
        const url = `http://x${BASE_PLACEHOLDER}${path ? `/${path}` : ''}`;
        const astro = await bundle.render(new Request(url), { snapshot });
        const page = await bundle.renderPage(new Request(url), { snapshot });
        expect(page && [page.status, page.html], path).toEqual([astro.status, await astro.text()]);
      }
    });
  }

  for (const ref of TENANTS) {
    test(`${ref}: every page file is byte for byte the page rendered with its repeated texts inline (scripts, price table, policy)`, async () => {
      const bundle = await loadBundle(await ensureBundle());
      const snapshot = snapshotOf(ref);
      const base = basePathOf(snapshot);
      const release = releaseOf(ref);
      for (const path of [...specsByPath(snapshot).keys()]) {
        const url = `http://x${BASE_PLACEHOLDER}${path ? `/${path.split('/').map(encodeURIComponent).join('/')}` : ''}`;
        const page = await bundle.renderPage(new Request(url), { snapshot });
        const inline = page!.html.replaceAll(BASE_PLACEHOLDER, base);
        // ...but for its version, written in place of the placeholder (pageVersion.ts).
        const file = readFileSync(join(release, path ? `${path}.html` : 'index.html'), 'utf8');
        const version = / data-page-version="([\w-]{11})"/.exec(file)?.[1];
        expect(version && version !== PAGE_VERSION_PLACEHOLDER, path).toBe(true);
        const unstamped = file.replace(
          ` data-page-version="${version}"`,
          ` data-page-version="${PAGE_VERSION_PLACEHOLDER}"`,
        );
        expect(unstamped === inline, path).toBe(true);
      }
    });
  }

  test('leaves to the app what is not a page: the sitemap, and a path the page answers with a 404 response', async () => {
    const bundle = await loadBundle(await ensureBundle());
    const snapshot = snapshotOf('shawarma-house');
    expect(await bundle.renderPage(new Request(`http://x${BASE_PLACEHOLDER}/sitemap.xml`), { snapshot })).toBe(null);
    expect(await bundle.renderPage(new Request(`http://x${BASE_PLACEHOLDER}/delivery/999999/1`), { snapshot })).toBe(
      null,
    );
  });
});

describe('the inline scripts bundled with the app', () => {
  test('are every inline script of the code version, as its sources bundle them', async () => {
    const dir = await ensureBundle();
    const carried = JSON.parse(readFileSync(join(dir, INLINE_SCRIPTS_FILE), 'utf8')) as Record<string, string>;
    inlineScriptTexts();
    const fresh = bundledScripts();
    expect(Object.keys(carried).sort()).toEqual(Object.keys(fresh).sort());
    for (const [entry, code] of Object.entries(fresh)) expect(carried[entry] === code, entry).toBe(true);
    expect(Object.keys(carried)).toContain('features/site/view.client.ts');
  });
});

describe('code version', () => {
  const root = mkdtempSync(join(tmpdir(), 'sf-hash-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('changes with a source, a string or the config, not with a test file', () => {
    mkdirSync(join(root, 'src'), { recursive: true });
    mkdirSync(join(root, 'locales'), { recursive: true });
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 1;');
    writeFileSync(join(root, 'locales/en.json'), '{}');
    writeFileSync(join(root, 'astro.config.mjs'), 'export default {};');
    const first = sourceHash(root);
    writeFileSync(join(root, 'src/a.test.ts'), 'test');
    expect(sourceHash(root)).toBe(first);
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 2;');
    const second = sourceHash(root);
    expect(second).not.toBe(first);
    writeFileSync(join(root, 'locales/en.json'), '{"x":"y"}');
    expect(sourceHash(root)).not.toBe(second);
  });
});
