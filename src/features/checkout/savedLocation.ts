/**
 * A logged-in customer's saved addresses at checkout (spec §3 User.locations with a default flag, §5 "user → form →
 * selected location" for the contact phone): which one the delivery starts with, what choosing one puts in the
 * delivery (its area with that area's zone and branch, its pin, its address type and fields), and the phone it
 * brings. Pure: the island loads the list through the typed client and applies the result to the stores.
 */
import { checkoutPhoneFallback } from '../../domain/checkout/phoneFallback.ts';
import type { AddressType } from '../../domain/checkout/addressFields.ts';
import type { Location } from '../../lib/api/accounts.ts';
import type { Zone } from '../../lib/api/schema.ts';
import { LOCATION_FIELDS, draftOf, sortLocations } from '../account/locations/locationForm.ts';

export interface SavedDelivery {
  areaId: number | null;
  zoneId: number | null;
  /** The branch delivering to the area; null: the page's own branch (or no area: the pin decides). */
  branchId: number | null;
  location: { lat: number; lng: number } | null;
  locationName: string;
  addressType: AddressType;
  /** Every address field, '' where the saved address has none (so a previous address's fields do not linger). */
  address: Record<string, string>;
}

/**
 * The saved address the delivery starts with: the default one (else the first listed) when the customer has not
 * put a pin or chosen an area yet; the one matching the current pin otherwise (none: the customer's own address).
 */
export function initialSavedLocation(
  list: readonly Location[],
  delivery: { location: { lat: number; lng: number } | null; areaId: number | null },
): { saved: Location | null; apply: boolean } {
  const sorted = sortLocations(Array.isArray(list) ? list : []);
  if (!delivery.location && delivery.areaId == null) return { saved: sorted[0] ?? null, apply: sorted.length > 0 };
  const here = delivery.location;
  const same = here ? sorted.find((l) => l.lat === here.lat && l.lng === here.lng) : undefined;
  return { saved: same ?? null, apply: false };
}

/** What choosing a saved address puts in the delivery; an area no visible zone lists any more is dropped. */
export function deliveryOfSaved(saved: Location, zones: readonly Zone[], ownBranch: number): SavedDelivery {
  const draft = draftOf(saved, { first: false });
  const zone =
    draft.areaId == null
      ? undefined
      : (Array.isArray(zones) ? zones : []).find(
          (z) => z.visible !== false && (z.areas ?? []).some((a: { id: number }) => a.id === draft.areaId),
        );
  const address: Record<string, string> = {};
  for (const field of LOCATION_FIELDS) address[field] = draft.values[field] ?? '';
  return {
    areaId: zone ? draft.areaId : null,
    zoneId: zone ? zone.id : null,
    branchId: zone && zone.branch !== ownBranch ? zone.branch : null,
    location: draft.location,
    locationName: draft.title,
    addressType: draft.type,
    address,
  };
}

/** The checkout phone after choosing a saved address: a phone already there stays; else user → form → location. */
export function phoneWithSaved(
  current: string,
  sources: { userPhone?: string | null; formContactPhone?: string | null; saved: Location | null },
): string {
  if (current.trim()) return current;
  return checkoutPhoneFallback({
    userPhone: sources.userPhone,
    formContactPhone: sources.formContactPhone,
    locationContactPhone: sources.saved?.contact_phone ?? null,
  });
}
