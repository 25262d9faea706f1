/**
 * The selling type the customer last ordered from (spec §3 "a settings key stores branch, language, theme and
 * selling type"): a menu, cart or checkout page of a selling type records it, and pages of no selling type (the
 * landing, more, account pages) point their menu and cart tabs at it instead of the business's first type. Read and
 * written as the settings store's saved JSON without loading the store (the view script stays small); the store
 * decodes the same field, so both agree.
 */
import { readVersioned, SETTINGS_STORAGE } from '../account/guard/rules.ts';

/** Placeholder of the selling type in a tab's `data-type-href` (e.g. `/shop/__type__/cart`). */
export const TYPE_PLACEHOLDER = '__type__';

type SavedSettings = Record<string, unknown>;

function savedSettings(text: string | null | undefined): SavedSettings | null {
  const data = readVersioned(text, SETTINGS_STORAGE.version);
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as SavedSettings) : null;
}

/** The remembered selling type if the business still offers it, else null. */
export function rememberedSellingType(text: string | null | undefined, types: readonly string[]): string | null {
  const chosen = savedSettings(text)?.sellingType;
  return typeof chosen === 'string' && types.includes(chosen) ? chosen : null;
}

/**
 * The settings value to save after visiting a page of `route`, or null when nothing changes. Other settings are
 * kept as they are; a broken or old value starts from nothing chosen.
 */
export function settingsWithSellingType(text: string | null | undefined, route: string): string | null {
  const saved = savedSettings(text);
  if (saved?.sellingType === route) return null;
  const base = saved ?? { branch: null, language: null, theme: null };
  return JSON.stringify({ v: SETTINGS_STORAGE.version, data: { ...base, sellingType: route } });
}

/**
 * The settings value to save when a table's QR code names its branch (`/dinein?table=1102&branch=11`): the guest is
 * seated there, so the menu, the cart and the order follow that branch whatever was chosen before (a guest of
 * another branch's last visit would otherwise order to a kitchen they are not in). Null when nothing changes, or
 * when the code names no branch of this business (an old code, a made-up one).
 */
export function settingsWithBranch(
  text: string | null | undefined,
  branch: string | null,
  known: readonly number[],
): string | null {
  const id = branch !== null && /^\d{1,12}$/.test(branch) ? Number(branch) : NaN;
  if (!known.includes(id)) return null;
  const saved = savedSettings(text);
  if (saved?.branch === id) return null;
  const base = saved ?? { language: null, theme: null, sellingType: null };
  return JSON.stringify({ v: SETTINGS_STORAGE.version, data: { ...base, branch: id } });
}

/** The href of a tab for the selling type. */
export function typeHref(template: string, type: string): string {
  return template.replace(TYPE_PLACEHOLDER, encodeURIComponent(type));
}
