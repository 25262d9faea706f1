/**
 * Table QR codes: for every branch's tables (the API's `GET webapp/tables/{branchId}`), a print-ready
 * A4 sheet of cards: the business's name and logo, the table's name, a QR code of the table's dine-in menu
 * (`/{ref}/dinein?table={id}`; the menu remembers the table for the checkout, features/pwa/offline.client.ts) and the
 * same address in print. `npm run table-qr -- <ref>` (scripts/table-qr.ts) writes it, and a PDF of it on request.
 *
 * The QR codes are drawn by `qrcode` as SVG (sharp at any print size); error correction M survives a worn or
 * smudged card. Business texts are escaped, and the sheet carries a policy that runs no script and loads nothing
 * but its own inline pictures.
 */
import { readFileSync } from 'node:fs';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api/client.ts';
import type { Business } from '../../lib/api/schema.ts';
import { businessLocales, dirOf } from '../../domain/locale.ts';
import { routeTypesOf } from '../../domain/sellingType.ts';

const TablesAnswer = z
  .object({ tables: z.array(z.object({ id: z.number().int(), name: z.string().max(200) }).loose()).default([]) })
  .loose();

export interface TableCard {
  branchId: number;
  branchName: string;
  tableId: number;
  tableName: string;
  url: string;
}

/**
 * Where a table's codes point: the business's site on the shared host (`{origin}/{ref}`), or the root of its custom
 * domain (served over https; the business is built at that root, and `/{ref}/…` there only redirects to it).
 */
export function tableSite(siteUrl: string, ref: string, customDomain?: string | null): string {
  if (customDomain) {
    const host = customDomain.trim().toLowerCase();
    // A host name only: a scheme, path, port or credentials would point the printed codes somewhere else.
    if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(host))
      throw new Error(`not a domain name: ${JSON.stringify(customDomain)}`);
    return `https://${host}`;
  }
  return `${new URL(siteUrl).origin}/${encodeURIComponent(ref)}`;
}

/**
 * The address a table's code opens: the dine-in menu, with the table for the checkout and its branch (the menu, the
 * cart and the order follow the branch the guest is seated at: features/site/view.client.ts).
 */
export function tableUrl(site: string, tableId: number, branchId: number): string {
  return `${site}/dinein?table=${encodeURIComponent(String(tableId))}&branch=${encodeURIComponent(String(branchId))}`;
}

/** Every table of every branch of the business, with its code's address. */
export async function tableCards(
  api: Pick<ApiClient, 'request'>,
  business: Pick<Business, 'reference_id' | 'branch_id' | 'branch_name' | 'branches'>,
  site: string,
): Promise<TableCard[]> {
  const branches = business.branches.length
    ? business.branches.map((b) => ({ id: b.id, name: b.name }))
    : [{ id: business.branch_id, name: business.branch_name }];
  const cards: TableCard[] = [];
  for (const branch of branches) {
    const answer = TablesAnswer.parse(await api.request('GET', `webapp/tables/${branch.id}`));
    for (const table of answer.tables) {
      cards.push({
        branchId: branch.id,
        branchName: branch.name,
        tableId: table.id,
        tableName: table.name,
        url: tableUrl(site, table.id, branch.id),
      });
    }
  }
  return cards;
}

/** Whether the business has a dine-in menu for the codes to open. */
export const hasDineIn = (business: Business) => routeTypesOf(business).includes('dinein');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The QR code of an address as an SVG element. */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

export interface SheetStrings {
  title: string;
  /** With `{{name}}`. */
  table: string;
  scan: string;
}

/**
 * The sheet's strings in a locale (`tableCard` of locales/{locale}.json, English for a missing one). Read from the
 * files: the command runs in plain Node, without the bundler that gathers them for the pages (src/i18n).
 */
export function sheetStrings(locale: string): SheetStrings {
  const read = (l: string): Partial<SheetStrings> => {
    if (!/^[a-z]{2,3}$/.test(l)) return {};
    try {
      const file = new URL(`../../../locales/${l}.json`, import.meta.url);
      return (JSON.parse(readFileSync(file, 'utf8')) as { tableCard?: Partial<SheetStrings> }).tableCard ?? {};
    } catch {
      return {};
    }
  };
  return { ...(read('en') as SheetStrings), ...read(locale) };
}

/** The print-ready sheet: A4 pages of six cards, in the business's language. */
export async function tableSheetHtml(args: {
  businessName: string;
  locale: string;
  /** `data:` URL of the logo (PNG), or null. */
  logo: string | null;
  cards: TableCard[];
}): Promise<string> {
  const s = sheetStrings(args.locale);
  const name = escapeHtml(args.businessName);
  const logo = args.logo && /^data:image\/(png|webp|jpeg);base64,[A-Za-z0-9+/=]+$/.test(args.logo) ? args.logo : null;
  const cards = await Promise.all(
    args.cards.map(
      async (card) => `<article class="card" data-table-id="${card.tableId}" data-url="${escapeHtml(card.url)}">
  <header>${logo ? `<img src="${logo}" alt="">` : ''}<span>${name}</span></header>
  <h2>${escapeHtml(s.table.replace('{{name}}', card.tableName))}</h2>
  <div class="qr">${await qrSvg(card.url)}</div>
  <p class="scan">${escapeHtml(s.scan)}</p>
  <p class="meta">${escapeHtml(card.branchName)} · <span class="url">${escapeHtml(card.url)}</span></p>
</article>`,
    ),
  );
  return `<!doctype html>
<html lang="${escapeHtml(args.locale)}" dir="${dirOf(args.locale)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<title>${escapeHtml(s.title)} · ${name}</title>
<style>
@page { size: A4; margin: 10mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #111; background: #fff; }
.sheet { display: grid; grid-template-columns: repeat(2, 1fr); gap: 6mm; width: 190mm; margin: 0 auto; }
.card { break-inside: avoid; height: 88mm; border: 0.4mm dashed #999; border-radius: 3mm; padding: 4mm; display: flex; flex-direction: column; align-items: center; justify-content: space-between; text-align: center; }
.card header { display: flex; align-items: center; gap: 2mm; font-weight: 600; font-size: 11pt; }
.card header img { width: 9mm; height: 9mm; object-fit: contain; }
.card h2 { margin: 0; font-size: 20pt; }
.qr { width: 44mm; height: 44mm; }
.qr svg { width: 100%; height: 100%; display: block; }
.scan { margin: 0; font-size: 10pt; }
.meta { margin: 0; font-size: 7pt; color: #444; overflow-wrap: anywhere; }
.url { direction: ltr; unicode-bidi: isolate; }
@media screen { body { padding: 10mm 0; background: #eee; } .sheet { background: #fff; padding: 10mm; } }
</style>
</head>
<body>
<main class="sheet">
${cards.join('\n')}
</main>
</body>
</html>
`;
}

/** The business's language of the sheet: the one asked for when the business has it, else its first. */
export function sheetLocale(business: Business, wanted?: string): string {
  const locales = businessLocales(business);
  return wanted && locales.includes(wanted) ? wanted : (locales[0] ?? 'en');
}
