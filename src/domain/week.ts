/**
 * The order of the week where a business is. A schedule numbers its days Monday 0 to Sunday 6 (spec §5); a calendar
 * of the business's country starts its week on that country's first day (CLDR week data, through `Intl.Locale`):
 * Saturday in Kuwait and Iran, Sunday in Japan, Monday in Switzerland. The country, not the page's language,
 * decides: an English page of a Kuwaiti restaurant lists its week as its customers' calendars do.
 */

interface WeekInfo {
  /** 1 = Monday … 7 = Sunday. */
  firstDay: number;
}
type WithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The schedule index (Monday 0 … Sunday 6) of the first day of the week in `country` (ISO 3166 alpha-2). */
export function firstWeekday(country: string | null | undefined): number {
  if (!country || !/^[A-Z]{2}$/i.test(country)) return 0;
  const locale = new Intl.Locale(`und-${country.toUpperCase()}`) as WithWeekInfo;
  const info = locale.getWeekInfo?.() ?? locale.weekInfo;
  const first = info?.firstDay;
  return typeof first === 'number' && first >= 1 && first <= 7 ? first - 1 : 0;
}

/** The schedule indexes of the seven days in the order the week runs in `country`. */
export function weekOrder(country: string | null | undefined): number[] {
  const first = firstWeekday(country);
  return [0, 1, 2, 3, 4, 5, 6].map((i) => (first + i) % 7);
}
