/**
 * Search results as the customer sees them: the matching entries in the matcher's order, without the
 * items the customer's branch does not sell (the menu hides those too), each with where it leads and whether it
 * can be had at the time the menu is shown for (now, or the slot chosen for a later order: menuTime.ts).
 */
import { prepareSearchDoc, searchPrepared } from '../../domain/search/match.ts';
import type { ZonedClock } from '../../domain/time.ts';
import type { ScheduleData } from '../site/pageData.ts';
import { categoryVisibleAt, soldAtBranch } from '../site/menuTime.ts';
import type { SearchEntry } from './entry.ts';
import type { SearchIndex } from './searchIndex.ts';

/** A finder over entries, prepared once: the entries a query finds, best first. */
export function searcherOf(entries: readonly SearchEntry[]): (query: string) => SearchEntry[] {
  const prepared = entries.map((entry) => ({
    doc: prepareSearchDoc({ name: entry.name, description: entry.d ?? '', tags: entry.tags ?? [] }),
    value: entry,
  }));
  return (query) => searchPrepared(prepared, query);
}

export type ResultState = 'available' | 'unavailable' | 'soldOut';

export interface SearchResult {
  entry: SearchEntry;
  /** The name of its category ('' when unknown). */
  category: string;
  state: ResultState;
  /** Its item page. */
  href: string;
}

export interface ResultContext {
  /** The time the menu is shown for, in the business's zone. */
  clock: ZonedClock;
  /** The customer's branch (menuTime.ts menuBranch), or null for every branch. */
  branch: number | null;
  /** Category schedules by id, as the page carries them. */
  schedules: Readonly<Record<string, ScheduleData>>;
  categories: SearchIndex['categories'];
  /** The menu page of the selling type: results lead to `{typeHref}/{category}/{item}`. */
  typeHref: string;
}

/** Subcategories nest a few levels at most; a cycle in hostile data stops here. */
const MAX_DEPTH = 8;

/** Whether a category and every category above it are shown at the clock's time. */
function categoryAvailable(id: number, ctx: ResultContext): boolean {
  let current: number | undefined = id;
  for (let depth = 0; current !== undefined && depth < MAX_DEPTH; depth++) {
    const schedule = ctx.schedules[String(current)];
    if (schedule && !categoryVisibleAt(schedule, ctx.clock)) return false;
    current = ctx.categories[String(current)]?.parent;
  }
  return true;
}

/** The results of found entries, in their order. */
export function searchResultsOf(found: readonly SearchEntry[], ctx: ResultContext): SearchResult[] {
  return found
    .filter((entry) => soldAtBranch(entry.b?.join(' '), ctx.branch))
    .map((entry) => ({
      entry,
      category: ctx.categories[String(entry.c)]?.name ?? '',
      state: entry.out ? 'soldOut' : categoryAvailable(entry.c, ctx) ? 'available' : 'unavailable',
      href: `${ctx.typeHref}/${entry.c}/${entry.id}`,
    }));
}
