/**
 * The branch a page is shown for, apart from menuTime.ts so the cart badge's script (every page) reads it without
 * the schedule rules.
 */
import { readVersioned, SETTINGS_STORAGE } from '../account/guard/rules.ts';

/**
 * The branch the menu is shown for (spec §3 settings.branch): the one the customer chose in settings as long as the
 * business still has it (`known`, its branch ids; the cart and checkout follow the same rule, orderBranch.ts), else
 * the business's own. Read from the settings store's saved JSON without its module, like the time below.
 */
export function menuBranch(
  ref: string,
  own: number | undefined,
  storage: Pick<Storage, 'getItem'> | null,
  known?: readonly number[],
): number | null {
  let chosen: unknown;
  try {
    chosen = (
      readVersioned(storage?.getItem(SETTINGS_STORAGE.key(ref)), SETTINGS_STORAGE.version) as {
        branch?: unknown;
      } | null
    )?.branch;
  } catch {
    chosen = null; // storage that throws on read: nothing chosen
  }
  const valid = typeof chosen === 'number' && Number.isInteger(chosen) && (!known || known.includes(chosen));
  return valid ? (chosen as number) : (own ?? null);
}

/** A page's branch ids: those it lists, or only the business's own (a page lists them when there are several). */
export function branchesOf(page: { branchId?: number; branches?: number[] }): number[] | undefined {
  return page.branches ?? (page.branchId !== undefined ? [page.branchId] : undefined);
}
