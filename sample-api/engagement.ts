/**
 * What the sample API records of the storefront's engagement calls, in memory (a restart starts from zero; the
 * counts matter only while a demo or a test runs): visits per business and branch (`POST webapp/visit/{id}`), reach
 * per banner (`POST webapp/banners/reach`), and the purchase events it forwarded to a business's server-side event
 * APIs (`POST webapp/conversions/{ref}`; spec §4 types 5 to 7). A real API would call Meta's Conversions API,
 * TikTok's Events API or Snapchat's Conversions API with the business's access token here; the sample API keeps
 * what it would have sent, which `GET /__test/engagement/{ref}` shows.
 */

/** One event as it would go to a vendor's server-side API. */
export interface ForwardedConversion {
  pixel_type: number;
  pixel_id: string;
  event_name: 'Purchase';
  event_id: string;
  order_id: string;
  /** The order's total and currency from the API's own records (never the page's). */
  value: number;
  currency: string;
  sent_at: string;
}

export function createEngagementStore() {
  const visits = new Map<string, Map<number, number>>();
  const reach = new Map<number, number>();
  const conversions = new Map<string, ForwardedConversion[]>();
  return {
    visit(ref: string, branchId: number): void {
      const branches = visits.get(ref) ?? new Map<number, number>();
      branches.set(branchId, (branches.get(branchId) ?? 0) + 1);
      visits.set(ref, branches);
    },
    reached(bannerId: number): void {
      reach.set(bannerId, (reach.get(bannerId) ?? 0) + 1);
    },
    /** Records a conversion unless this pixel already had this event (a report repeated is sent once). */
    forward(ref: string, conversion: ForwardedConversion): boolean {
      const list = conversions.get(ref) ?? [];
      if (
        list.some(
          (c) =>
            c.event_id === conversion.event_id &&
            c.pixel_id === conversion.pixel_id &&
            c.pixel_type === conversion.pixel_type,
        )
      )
        return false;
      list.push(conversion);
      conversions.set(ref, list);
      return true;
    },
    /** Everything recorded for a business; `bannerIds` are its banners. */
    of(ref: string, bannerIds: number[]) {
      return {
        visits: Object.fromEntries(visits.get(ref) ?? []),
        reach: Object.fromEntries(bannerIds.filter((id) => reach.has(id)).map((id) => [id, reach.get(id)!])),
        conversions: conversions.get(ref) ?? [],
      };
    },
  };
}

export type EngagementStore = ReturnType<typeof createEngagementStore>;
