/**
 * Print-ready table QR codes of a business (issue 16):
 *   npm run table-qr -- <ref> [--out file.html] [--pdf] [--domain menu.example.com] [--locale ar]
 * writes an A4 sheet (one card per table of every branch: business name and logo, table name, a QR code of
 * `{PUBLIC_SITE_URL}/{ref}/dinein?table={id}`, or `https://{domain}/dinein?table={id}` at the root of the
 * business's custom domain with --domain) to
 * `var/table-qr/{ref}.html` by default, and with --pdf the same as PDF (printed by the Chromium at CHROME_PATH,
 * default /usr/bin/chromium). Without API_BASE_URL it asks the bundled sample API.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { createApiClient } from '../src/lib/api/client.ts';
import { assertSafeReferenceId } from '../src/domain/referenceId.ts';
import { fetchPicture } from '../src/build/safeFetch.ts';
import { picturePolicyFromEnv } from '../src/build/picturePolicy.ts';
import { hasDineIn, sheetLocale, tableCards, tableSite, tableSheetHtml } from '../src/features/pwa/tableQr.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    pdf: { type: 'boolean', default: false },
    domain: { type: 'string' },
    locale: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const ref = positionals[0];
if (!ref || positionals.length > 1)
  fail('usage: npm run table-qr -- <ref> [--out file.html] [--pdf] [--domain host] [--locale xx]');
try {
  assertSafeReferenceId(ref);
} catch (err) {
  fail((err as Error).message);
}

let apiBaseUrl = process.env.API_BASE_URL;
let close: (() => Promise<void>) | undefined;
if (!apiBaseUrl) {
  const { startSampleApi } = await import('../sample-api/server.ts');
  const sample = await startSampleApi({ port: 0, imageCacheDir: 'var/cache/sample-images' });
  [apiBaseUrl, close] = [sample.url, sample.close];
}
const siteUrl = process.env.PUBLIC_SITE_URL ?? `http://localhost:${process.env.PORT ?? 4321}`;

try {
  const api = createApiClient({ baseUrl: apiBaseUrl });
  const payload = await api.getRestaurant(ref);
  const business = payload.restaurant;
  if (!business) fail(`${ref}: the API has no such business`);
  if (!hasDineIn(business)) fail(`${ref}: the business has no dine-in menu for table codes to open`);
  const cards = await tableCards(api, business, tableSite(siteUrl, ref, values.domain));
  if (!cards.length) fail(`${ref}: the API lists no tables for its branches`);
  let logo: string | null = null;
  if (business.logo) {
    try {
      const bytes = await fetchPicture(new URL(business.logo, apiBaseUrl).href, picturePolicyFromEnv(apiBaseUrl));
      const png = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .resize(160, 160, { fit: 'inside' })
        .png()
        .toBuffer();
      logo = `data:image/png;base64,${png.toString('base64')}`;
    } catch (err) {
      console.warn(`  the logo could not be loaded (${(err as Error).message}): cards without it`);
    }
  }
  const html = await tableSheetHtml({
    businessName: business.business_name,
    locale: sheetLocale(business, values.locale),
    logo,
    cards,
  });
  const out = resolve(values.out ?? `var/table-qr/${ref}.html`);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, html);
  console.log(`✓ ${ref}: ${cards.length} table cards → ${out}`);
  if (values.pdf) {
    const { chromium } = await import('@playwright/test');
    const { CHROMIUM_ARGS, fullChromium } = await import('./chromium.ts');
    const browser = await chromium.launch({ executablePath: fullChromium(), args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = out.replace(/\.html?$/i, '') + '.pdf';
      await page.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
      console.log(`✓ ${ref}: PDF → ${pdf}`);
    } finally {
      await browser.close();
    }
  }
} catch (err) {
  fail(`✗ ${ref}: ${(err as Error).message}`);
} finally {
  await close?.();
}
