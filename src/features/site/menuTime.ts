import { isCategoryVisibleNow } from '../../domain/menu.ts';
import { DEFAULT_TIME_ZONE, isValidTimeZone, type ZonedClock } from '../../domain/time.ts';
import type { Category } from '../../lib/api/schema.ts';
import type { ScheduleData } from './pageData.ts';

export { branchesOf, menuBranch } from './menuBranch.ts';

/** Whether a menu entry listing `branches` (space-separated ids; empty: every branch) is sold at `branch`. */
export function soldAtBranch(branches: string | undefined, branch: number | null): boolean {
  if (!branches || branch === null) return true;
  return branches.split(' ').includes(String(branch));
}

/**
 * The time the menu is shown for (spec §4 "later": the menu shows what will be available at the chosen slot): the
 * start of the slot the customer scheduled at checkout while it is still ahead, else now (and always now on a page of
 * a selling type that takes no scheduled orders: dine-in at noon is the noon menu). Read from the checkout
 * store's saved JSON without its module (this script must stay small); anything unexpected means now.
 */
export function menuTime(
  ref: string,
  now: Date,
  storage: Pick<Storage, 'getItem'> | null,
  /** Whether the page's selling type takes scheduled orders: a slot chosen for another type is no time for it. */
  scheduling = true,
): Date {
  if (!scheduling) return now;
  try {
    const saved = JSON.parse(storage?.getItem(`sf:${ref}:cart:checkout`) ?? 'null') as {
      v?: number;
      data?: { orderTime?: string; slotId?: string };
    } | null;
    if (saved?.v !== 1 || saved.data?.orderTime !== 'later') return now;
    const at = new Date(String(saved.data.slotId));
    return at.getTime() > now.getTime() ? at : now;
  } catch {
    return now;
  }
}

/**
 * The menu's line naming the time its dishes are for (menu/MenuTimeNote.astro): `template` ("Menu for your order on
 * {{when}}") with the weekday, date and time of `at` in the business's time zone ("Tuesday, November 24 at 10:00 AM"),
 * in the page's Intl tag (domain/locale.ts intlLocale, worked out when the page is built: its digits); null while the
 * menu is for now (`at` is `menuTime`'s answer). Intl directly, in one call: this runs in the script every page
 * inlines.
 */
export function menuTimeNote(template: string, at: Date, now: Date, timeZone: string, intlTag: string): string | null {
  if (!(at.getTime() > now.getTime())) return null;
  const when = at.toLocaleString(intlTag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE,
  });
  return template.replace('{{when}}', when);
}

/** Whether a category, by the schedules a page carries for it (pageData.ts), is shown at `clock`. */
export function categoryVisibleAt(s: ScheduleData, clock: ZonedClock): boolean {
  const category = {
    available: s.available,
    branch: s.branch,
    grand_category: s.grand ? { id: 0, branch: s.grand } : null,
  } as unknown as Category;
  return isCategoryVisibleNow(category, clock);
}
