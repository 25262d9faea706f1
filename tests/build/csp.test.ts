/**
 * The Content-Security-Policy of the fixture build: every page carries it in a meta element ahead of any script,
 * every inline script that runs is allowed by its hash (and nothing else inline is), and each tenant's
 * `_headers` gives every HTML path the same policy as a header on the bundled server, Netlify and Cloudflare.
 */
import { describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findHeaders, HTML_CACHE, IMMUTABLE, parseHeaders } from '../../src/build/cdnRules.ts';
import { listFiles } from '../../src/build/verify.ts';
import { cloudflareHeaders, netlifyHeaders } from './cdnHosts.ts';
import { all, pagesOf, parseHtml, readPage, releaseOf, TENANTS, type El } from './helpers.ts';

const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === name)
    ?.slice(1) ?? [];

/** The URL path a page file is served at. */
const urlOf = (ref: string, file: string) =>
  file === 'index.html' ? `/${ref}` : `/${ref}/${file.replace(/\.html$/, '')}`;

const lower = (h: Record<string, string>) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

describe.each(TENANTS)('tenant %s', (ref) => {
  const headersFile = readFileSync(join(releaseOf(ref), '_headers'), 'utf8');
  const policy = findHeaders(parseHeaders(headersFile), `/${ref}`)['Content-Security-Policy'] ?? '';

  test('its _headers carry a policy that runs no inline text but the hashed scripts', () => {
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' /);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });

  test('every HTML path gets the policy header and the short cache on the bundled server, Netlify and Cloudflare', async () => {
    const paths = [...(await pagesOf(ref)).map((f) => urlOf(ref, f)), `/${ref}/no-such-page`];
    for (const path of paths) {
      for (const [host, headers] of [
        ['bundled server', lower(findHeaders(parseHeaders(headersFile), path))],
        ['Netlify', lower(netlifyHeaders(headersFile, path))],
        ['Cloudflare', cloudflareHeaders(headersFile, path)],
      ] as const) {
        expect(headers['content-security-policy'], `${host} ${path}`).toBe(policy);
        expect(headers['cache-control'], `${host} ${path}`).toBe(HTML_CACHE);
      }
    }
  });

  test('every hashed asset and picture gets the immutable cache on the bundled server, Netlify and Cloudflare', async () => {
    const assets = (await listFiles(releaseOf(ref))).filter((f) => /^_(astro|img)\//.test(f));
    expect(assets.length).toBeGreaterThan(0);
    for (const file of assets) {
      const path = `/${ref}/${file}`;
      expect(findHeaders(parseHeaders(headersFile), path)['Cache-Control'], path).toBe(IMMUTABLE);
      expect(netlifyHeaders(headersFile, path)['Cache-Control'], path).toBe(IMMUTABLE);
      expect(cloudflareHeaders(headersFile, path)['cache-control'], path).toBe(IMMUTABLE);
    }
  });

  test('every page carries the policy in a meta element before any script, allowing each of its inline scripts', async () => {
    const problems: string[] = [];
    const metaPolicy = policy
      .split('; ')
      .filter((d) => !d.startsWith('frame-ancestors'))
      .join('; ');
    const allowed = new Set(directive(policy, 'script-src'));
    for (const file of await pagesOf(ref)) {
      const elements = [...all(parseHtml(readPage(ref, file)))];
      const metaAt = elements.findIndex(
        (e) => e.tag === 'meta' && e.attrs['http-equiv']?.toLowerCase() === 'content-security-policy',
      );
      const meta = elements[metaAt];
      if (!meta) {
        problems.push(`${file}: no CSP meta`);
        continue;
      }
      if (meta.attrs.content !== metaPolicy) problems.push(`${file}: the meta policy differs from the header's`);
      const scripts = elements.filter((e): e is El => e.tag === 'script');
      if (elements.findIndex((e) => e.tag === 'script') < metaAt)
        problems.push(`${file}: a script comes before the CSP meta`);
      for (const s of scripts) {
        if (s.attrs.src !== undefined || !EXECUTABLE.has((s.attrs.type ?? '').toLowerCase())) continue;
        if (!allowed.has(hashOf(s.text)))
          problems.push(`${file}: inline script not in the policy: ${s.text.slice(0, 80)}`);
      }
      for (const e of elements) {
        const handler = Object.keys(e.attrs).find((a) => a.startsWith('on'));
        if (handler) problems.push(`${file}: <${e.tag} ${handler}> is an inline handler the policy refuses`);
        if (/^\s*javascript:/i.test(e.attrs.href ?? '')) problems.push(`${file}: a javascript: link`);
      }
    }
    expect(problems).toEqual([]);
  });
});
