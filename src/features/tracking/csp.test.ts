import { describe, expect, test } from 'vitest';
import { clientConfigFromEnv } from '../site/clientConfig.ts';
import { trackingCspSources } from '../../domain/tracking/vendors.ts';
import { contentSecurityPolicy, inlineScriptTexts, scriptHashSource } from '../site/csp.ts';
import { consentScript } from '../site/inlineScripts.ts';

const client = clientConfigFromEnv('http://127.0.0.1:4010', {});
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === name)
    ?.slice(1) ?? [];
const META = { type: 1, pixel_id: '417930164285016' };
const GA = { type: 2, pixel_id: 'G-SH4W4RM4KW' };
const CAPI = { type: 5, pixel_id: '417930164285016' };

describe("the Content-Security-Policy built from a business's pixels", () => {
  test('a business without pixels admits no vendor origin', () => {
    const policy = contentSecurityPolicy(client, 'header', trackingCspSources([]));
    expect(policy).toBe(contentSecurityPolicy(client, 'header'));
    expect(policy).not.toMatch(/facebook|google|tiktok|snapchat|sc-static/);
  });

  test("Meta's pixel and Google Analytics: their script, image and connection origins, nothing else", () => {
    const policy = contentSecurityPolicy(client, 'header', trackingCspSources([META, GA, CAPI]));
    expect(directive(policy, 'script-src').filter((s) => s.startsWith('https:'))).toEqual([
      'https://connect.facebook.net',
      'https://*.googletagmanager.com',
    ]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4010',
      'https://www.facebook.com',
      'https://connect.facebook.net',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(directive(policy, 'img-src')).toContain('https://www.facebook.com');
    expect(policy).not.toMatch(/tiktok|snapchat|sc-static/);
    // Still no inline script but the hashed ones, and no other change.
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });

  test('a server-side event API alone needs no origin in the browser', () => {
    expect(contentSecurityPolicy(client, 'meta', trackingCspSources([CAPI]))).toBe(
      contentSecurityPolicy(client, 'meta'),
    );
  });

  test("the consent banner's inline script is allowed by its hash", () => {
    expect(inlineScriptTexts()).toContain(consentScript());
    expect(directive(contentSecurityPolicy(client), 'script-src')).toContain(scriptHashSource(consentScript()));
  });
});
