/**
 * Table QR codes against the sample API: every table of every branch gets a card whose code — drawn by the sheet,
 * rasterised and read back by a QR decoder (jsQR) — is exactly the table's dine-in address.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { createApiClient, type ApiClient } from '../../lib/api/client.ts';
import { startSampleApi } from '../../../sample-api/server.ts';
import { sheetLocale, tableCards, tableSite, tableSheetHtml, tableUrl, type TableCard } from './tableQr.ts';

let api: Awaited<ReturnType<typeof startSampleApi>>;
let client: ApiClient;

beforeAll(async () => {
  api = await startSampleApi({ port: 0 });
  client = createApiClient({ baseUrl: api.url });
});
afterAll(() => api.close());

/** Reads the QR code of an SVG the way a phone would read a printed one: as pixels. */
async function decode(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 200 })
    .flatten({ background: '#ffffff' })
    .resize(400, 400, { kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** The cards of a sheet: table id, heading and the code's SVG, as printed. */
function cardsOf(html: string) {
  return [...html.matchAll(/<article class="card" data-table-id="(\d+)"[^>]*>([\s\S]*?)<\/article>/g)].map((m) => ({
    id: Number(m[1]),
    heading: /<h2>([^<]*)<\/h2>/.exec(m[2]!)?.[1] ?? '',
    svg: /<svg[\s\S]*?<\/svg>/.exec(m[2]!)?.[0] ?? '',
  }));
}

async function businessOf(ref: string) {
  return (await client.getRestaurant(ref)).restaurant!;
}

describe('the table sheet of Shawarma House', () => {
  let cards: TableCard[];
  let html: string;
  beforeAll(async () => {
    const business = await businessOf('shawarma-house');
    cards = await tableCards(client, business, tableSite('http://localhost:4321', 'shawarma-house'));
    html = await tableSheetHtml({ businessName: business.business_name, locale: 'en', logo: null, cards });
  });

  test('has one card per table of every branch, as the API lists them', async () => {
    const business = await businessOf('shawarma-house');
    const expected: number[] = [];
    for (const branch of business.branches) {
      const answer = (await client.request('GET', `webapp/tables/${branch.id}`)) as { tables: { id: number }[] };
      expected.push(...answer.tables.map((t) => t.id));
    }
    expect(expected.length).toBeGreaterThan(3);
    expect(cardsOf(html).map((c) => c.id)).toEqual(expected);
  });

  test('every code decodes to exactly its table’s dine-in address, and the card names that table', async () => {
    const printed = cardsOf(html);
    for (const card of cards) {
      const found = printed.find((p) => p.id === card.tableId)!;
      expect(await decode(found.svg), card.tableName).toBe(
        `http://localhost:4321/shawarma-house/dinein?table=${card.tableId}&branch=${card.branchId}`,
      );
      expect(found.heading).toBe(`Table ${card.tableName}`);
    }
  });
});

test('with a custom domain the codes open the business at the root of its domain', async () => {
  const business = await businessOf('sofreh');
  const cards = await tableCards(client, business, tableSite('http://localhost:4321', 'sofreh', 'Menu.Sofreh.Example'));
  const html = await tableSheetHtml({
    businessName: business.business_name,
    locale: sheetLocale(business),
    logo: null,
    cards,
  });
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cardsOf(html))
    expect(await decode(card.svg)).toMatch(
      new RegExp(`^https://menu\\.sofreh\\.example/dinein\\?table=${card.id}&branch=\\d+$`),
    );
  // Sofreh's first language is Persian: the sheet is in Persian, right to left.
  expect(html).toContain('<html lang="fa" dir="rtl">');
  expect(html).toContain('میز');
});

test('a custom domain that is not a plain host name is refused (the printed codes must not point elsewhere)', () => {
  for (const bad of [
    'evil.example/x',
    'https://a.example',
    'user@a.example',
    'a.example:8080',
    'localhost',
    '',
    ' .example',
  ])
    expect(() => tableSite('http://localhost:4321', 'shop', bad || 'x'), bad).toThrow(/not a domain name/);
});

test('the business’s texts are printed inert and the sheet runs no script', async () => {
  const cards: TableCard[] = [
    {
      branchId: 1,
      branchName: '<img src=x onerror=alert(1)>',
      tableId: 7,
      tableName: '</h2><script>alert(1)</script>',
      url: tableUrl('https://a.example/shop', 7, 1),
    },
  ];
  const html = await tableSheetHtml({
    businessName: '"><script>alert(2)</script>',
    locale: 'en',
    logo: 'javascript:alert(3)',
    cards,
  });
  expect(html).not.toMatch(/<script|<img src=x|javascript:/);
  expect(html).toContain("default-src 'none'");
  expect(await decode(cardsOf(html)[0]!.svg)).toBe('https://a.example/shop/dinein?table=7&branch=1');
});
