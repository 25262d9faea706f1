/**
 * The data a static page carries for its view-time script (design decision 5: nothing time-dependent is baked
 * into HTML). Written into the page as inert JSON (`serializeJsonLd`), read by `view.client.ts`.
 */
import type { BranchAvailability, WeeklySchedule } from '../../lib/api/schema.ts';

export const PAGE_DATA_ID = 'sf-page-data';

export interface ScheduleData {
  available?: WeeklySchedule | null;
  pin?: WeeklySchedule | null;
  branch?: BranchAvailability | null;
  grand?: BranchAvailability | null;
}

export interface PageData {
  ref: string;
  locale: string;
  /** This page in each of the business's locales (site-relative). */
  alternates: Record<string, string>;
  timeZone: string;
  /** The business's own branch: the one menus are shown for until the customer chooses another in settings. */
  branchId?: number;
  /** The ids of the business's branches (a branch chosen in settings that is gone shows the business's own). */
  branches?: number[];
  /** Weekly hours per server selling type (delivery, car_pickup, dine_in); missing = always open. */
  hours: Record<string, WeeklySchedule>;
  /** Delivery ships internationally: always open (spec §4). */
  shipping: boolean;
  /** Schedules of the categories shown on this page, by category id. */
  categories: Record<string, ScheduleData>;
  /** The selling type of this page and its cart settings, for cart availability (spec §4). */
  route?: string;
  /** The business's selling types when it has several (the menu and cart tabs follow the last one used). */
  types?: string[];
  cart?: { enabled: boolean; scheduled: boolean; dineInCart: boolean };
  /**
   * Parent branch windows of smart-category items, by item id, and the schedules deciding when the category they
   * are listed in serves them (menu/schedules.ts; absent: always served).
   */
  smartItems: Record<
    string,
    { category?: BranchAvailability | null; grand?: BranchAvailability | null; serving?: ScheduleData[] }
  >;
}
