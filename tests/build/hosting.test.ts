/**
 * The rule files of the served tree's root (every tenant's `_headers` / `_redirects` combined, for a host that
 * reads one root file) give each tenant's paths what its own files give, on Netlify and on Cloudflare Pages.
 */
import { expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileForPath } from '../../src/build/verify.ts';
import { cloudflareHeaders, cloudflareRoute, netlifyHeaders, netlifyRoute } from './cdnHosts.ts';
import { pagesOf, publishedTenants, releaseOf, WWW } from './helpers.ts';

const read = (...parts: string[]) => readFileSync(join(...parts), 'utf8');
/** Whether a URL path of any published tenant has a file (the 404 page by its file name too). */
const exists = (path: string) => {
  const ref = path.split('/')[1] ?? '';
  return publishedTenants().includes(ref) && fileForPath(releaseOf(ref), ref, path) !== null;
};

test("the root _headers give every tenant's pages and assets the headers of its own _headers", async () => {
  const root = read(WWW, '_headers');
  for (const ref of publishedTenants()) {
    const own = read(releaseOf(ref), '_headers');
    const paths = [
      ...(await pagesOf(ref))
        .slice(0, 40)
        .map((f) => (f === 'index.html' ? `/${ref}` : `/${ref}/${f.replace(/\.html$/, '')}`)),
      `/${ref}/_astro/x.abc123.js`,
      `/${ref}/_img/abc-320.webp`,
      `/${ref}/builds/latest.json`,
    ];
    for (const path of paths) {
      expect(netlifyHeaders(root, path), `Netlify ${path}`).toEqual(netlifyHeaders(own, path));
      expect(cloudflareHeaders(root, path), `Cloudflare ${path}`).toEqual(cloudflareHeaders(own, path));
    }
  }
});

test("the root _redirects route every tenant's id routes, pages and unknown paths as its own _redirects", async () => {
  const root = read(WWW, '_redirects');
  for (const ref of publishedTenants()) {
    const own = read(releaseOf(ref), '_redirects');
    const paths = [
      `/${ref}`,
      `/${ref}/order/123`,
      `/${ref}/wallet/history`,
      `/${ref}/wallet/7`,
      `/${ref}/reservation/success/9`,
      `/${ref}/no-such-page`,
    ];
    for (const path of paths) {
      expect(netlifyRoute(root, path, exists), `Netlify ${path}`).toEqual(netlifyRoute(own, path, exists));
      expect(cloudflareRoute(root, path, exists), `Cloudflare ${path}`).toEqual(cloudflareRoute(own, path, exists));
    }
    expect(netlifyRoute(own, `/${ref}/no-such-page`, exists)).toEqual({
      kind: 'file',
      path: `/${ref}/404.html`,
      status: 404,
    });
  }
});
