import { expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { linksOf, verifyRelease } from './verify.ts';
import { pageLinks } from './render/renderTenant.ts';

const ORIGIN = 'https://menus.example';

/** A release directory with these files; returns it. */
function release(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sf-verify-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** Every URL of these pages mapped to the first page that has it, as the render gathers them. */
function linksOfPages(pages: Record<string, string>): Map<string, string> {
  const links = new Map<string, string>();
  for (const [page, html] of Object.entries(pages))
    for (const url of linksOf(html)) if (!links.has(url)) links.set(url, page);
  return links;
}

const PAGES = {
  'index.html':
    '<a href="/shop/menu">Menu</a> <img src="/shop/_img/a-320.webp" srcset="/shop/_img/a-320.webp 320w, /shop/_img/a-640.webp 640w">',
  'menu.html': '<a href="/shop">Home</a> <a href="/shop/menu#top">Top</a> <a href="https://other.example/x">Other</a>',
  '404.html': '<a href="/shop">Home</a>',
};

test('a release whose pages only link to files it has passes, with its page count', async () => {
  const dir = release({ ...PAGES, '_img/a-320.webp': 'x', '_img/a-640.webp': 'x' });
  await expect(verifyRelease(dir, 'shop', ORIGIN, 2, linksOfPages(PAGES))).resolves.toBe(3);
});

test('a link to a missing file fails the release, naming the page that has it and the link', async () => {
  const dir = release({ ...PAGES, '_img/a-320.webp': 'x' });
  await expect(verifyRelease(dir, 'shop', ORIGIN, 2, linksOfPages(PAGES))).rejects.toThrow(
    'broken internal links:\n  index.html → /shop/_img/a-640.webp',
  );
});

test('fewer pages than the route table promises fails the release', async () => {
  const pages = { 'index.html': '<p>hi</p>', '404.html': '' };
  await expect(verifyRelease(release(pages), 'shop', ORIGIN, 2, linksOfPages(pages))).rejects.toThrow(
    'expected 2 pages, found 1',
  );
});

test('links to the host instructions, out of the release or through a symbolic link count as broken', async () => {
  const outside = release({ 'secret.html': 'x' });
  const pages = {
    'index.html':
      '<a href="/shop/_headers">a</a><a href="/shop/../other/index">b</a><a href="/shop/linked">c</a><a href="/shop/%E0%A4%A">d</a>',
    '404.html': '',
  };
  const dir = release({ ...pages, _headers: '/*\n  X: y\n' });
  symlinkSync(join(outside, 'secret.html'), join(dir, 'linked.html'));
  const err = await verifyRelease(dir, 'shop', ORIGIN, 1, linksOfPages(pages)).catch((e: Error) => e);
  expect(String(err)).toContain('→ /shop/_headers');
  expect(String(err)).toContain('→ /shop/../other/index');
  expect(String(err)).toContain('→ /shop/linked');
  expect(String(err)).toContain('→ /shop/%E0%A4%A');
});

test('at the root of its own domain every site-relative link is the business’s', async () => {
  const pages = {
    'index.html': '<a href="/menu">m</a><a href="/gone">g</a><a href="//cdn.example/x">c</a>',
    '404.html': '',
  };
  const dir = release({ ...pages, 'menu.html': '' });
  await expect(verifyRelease(dir, 'shop', ORIGIN, 1, linksOfPages(pages), '')).rejects.toThrow(
    /broken internal links:\n {2}index\.html → \/gone$/,
  );
});

test('more than twenty broken links are counted, not all listed', async () => {
  const html = Array.from({ length: 25 }, (_, i) => `<a href="/shop/gone-${i}">x</a>`).join('');
  const pages = { 'index.html': html, '404.html': '' };
  const err = await verifyRelease(release(pages), 'shop', ORIGIN, 0, linksOfPages(pages)).catch((e: Error) => e);
  expect(String(err)).toContain('… and 5 more');
  expect(String(err).match(/→/g)).toHaveLength(20);
});

test('a page’s links are read from its UTF-8 bytes, Arabic text and non-ASCII paths included', () => {
  const html = '<h1>مطعم</h1><a href="/shop/ar/قائمة">قائمة</a><img src="/shop/_img/a.webp" alt="صورة">';
  expect([...pageLinks(Buffer.from(html))]).toEqual(['/shop/ar/قائمة', '/shop/_img/a.webp']);
});
