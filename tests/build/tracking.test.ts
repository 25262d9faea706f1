/**
 * Tracking in the fixture build (issue 13 item 4): each tenant's Content-Security-Policy (its `_headers` and every
 * page's meta copy) admits exactly the origins of the vendors it configured, Shawarma House's Meta pixel and Google
 * Analytics, and no other tenant's; no page asks for a vendor script by itself (they load after consent, from the
 * tracking module); the consent banner and its "Privacy choices" button are on the pages of a tenant with pixels
 * only, hidden in the HTML (the banner's inline script shows it when there is a choice to make).
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findHeaders, parseHeaders } from '../../src/build/cdnRules.ts';
import { pagesOf, readPage, releaseOf, TENANTS } from './helpers.ts';

const VENDOR_ORIGIN =
  /facebook\.net|facebook\.com|googletagmanager|google-analytics|analytics\.google|tiktok|snapchat|sc-static/;

const headerPolicy = (ref: string) =>
  findHeaders(parseHeaders(readFileSync(join(releaseOf(ref), '_headers'), 'utf8')), `/${ref}`)[
    'Content-Security-Policy'
  ] ?? '';
const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';

test("Shawarma House's policy admits Meta's and Google Analytics' origins, in _headers and every page", async () => {
  const policy = headerPolicy('shawarma-house');
  expect(policy).toContain("script-src 'self' https://connect.facebook.net https://*.googletagmanager.com 'sha256-");
  expect(policy).toMatch(/connect-src [^;]*https:\/\/www\.facebook\.com[^;]*https:\/\/\*\.google-analytics\.com/);
  expect(policy).not.toMatch(/tiktok|snapchat|sc-static/);
  for (const page of (await pagesOf('shawarma-house')).filter((p) => p.endsWith('.html')).slice(0, 40))
    expect(metaPolicy(readPage('shawarma-house', page)), page).toContain('https://connect.facebook.net');
});

describe.each(TENANTS.filter((ref) => ref !== 'shawarma-house'))('%s (no pixels)', (ref) => {
  test('its policy admits no vendor origin, and its pages have no consent banner', async () => {
    expect(headerPolicy(ref)).not.toMatch(VENDOR_ORIGIN);
    for (const page of (await pagesOf(ref)).filter((p) => p.endsWith('.html')).slice(0, 40)) {
      const html = readPage(ref, page);
      expect(metaPolicy(html), page).not.toMatch(VENDOR_ORIGIN);
      expect(html, page).not.toContain('id="sf-consent"');
      expect(html, page).not.toContain('data-consent-open');
    }
  });
});

test('no page asks for a vendor script by itself; the consent banner is hidden until its script decides', async () => {
  for (const ref of TENANTS)
    for (const page of (await pagesOf(ref)).filter((p) => p.endsWith('.html'))) {
      const html = readPage(ref, page);
      expect(html, `${ref}/${page}`).not.toMatch(/<script[^>]+src="https:/);
      // Every page of the tenant layout (the ones with the engagement scripts) carries the banner.
      if (ref === 'shawarma-house' && html.includes('id="sf-engagement"')) {
        expect(html, page).toMatch(/<section id="sf-consent"[^>]* hidden/);
        expect(html, page).toContain('data-consent-open');
      }
    }
});
