/**
 * Where a delivery goes, in words (spec §3 Address form fields): the area, then each field the customer filled,
 * labelled as the checkout labelled it ("Sharq, Gulf Road, Block 3, House number 12"), as they typed them; an
 * API without the fields gives its one line. The order page, the order history and an order's details all say
 * it so. Pure: the labels and the areas' names come from the page (addressWordsOf.ts at build).
 */
import { formatSeparatedList } from '../../domain/separatedList.ts';
import { labelledValue } from '../../domain/checkout/addressText.ts';

/** The address fields' labels as the checkout says them (`field_block` → "Block"), and the areas' names by id. */
export interface AddressWords {
  labels: Record<string, string>;
  areas: Record<string, string>;
}

/** What an order answer says of where it goes (src/lib/api/orders.ts OrderResponse). */
export interface OrderAddress {
  address?: string | null;
  address_parts?: ReadonlyArray<{ field: string; value: string }> | null;
  area_id?: number | null;
  /** An international shipment's country (ISO code). */
  shipping_country?: string | null;
}

/** A postal address abroad, in the order an envelope gives it. */
const POSTAL_ORDER = ['street', 'house_number', 'building', 'apartment', 'floor', 'city', 'region', 'postcode'];

/** The delivery address of an order in the page's words; '' when the order says nothing of it. */
export function orderAddressText(order: OrderAddress, words: AddressWords, locale: string): string {
  const parts = (Array.isArray(order.address_parts) ? order.address_parts : []).filter(
    (p) => typeof p?.value === 'string' && p.value.trim() !== '',
  );
  // A shipment ends with its country, named in the page's language.
  const country = order.shipping_country ? [countryName(order.shipping_country, locale)] : [];
  if (!parts.length) return formatSeparatedList([...(order.address ? [order.address] : []), ...country], locale);
  // A postal address abroad reads as one is written on an envelope: street first, then the town, region and
  // postcode, without the local form's labels ("350 Fifth Avenue, New York, NY, 10118, United States").
  if (country.length) {
    const rank = (field: string) => {
      const i = POSTAL_ORDER.indexOf(field);
      return i === -1 ? POSTAL_ORDER.length : i;
    };
    const postal = [...parts].sort((a, b) => rank(a.field) - rank(b.field)).map((p) => p.value.trim());
    return formatSeparatedList([...postal, ...country], locale);
  }
  const area = order.area_id != null ? words.areas[String(order.area_id)] : undefined;
  const labelled = parts.map(({ field, value }) => {
    // A number or code gets its field's name before it ("Block 4"), words name themselves (addressText.ts); a note
    // for the driver reads as itself.
    return field === 'note' ? value.trim() : labelledValue(words.labels[`field_${field}`], value.trim());
  });
  return formatSeparatedList([...(area ? [area] : []), ...labelled, ...country], locale);
}

/** Where a delivery order goes, in words; '' for another order (a pickup, dine-in) or one that says nothing of it. */
export function deliveryAddressText(
  order: OrderAddress & { selling_types?: string | null },
  words: AddressWords,
  locale: string,
): string {
  return order.selling_types === 'delivery' ? orderAddressText(order, words, locale) : '';
}

function countryName(iso: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(iso.toUpperCase()) ?? iso;
  } catch {
    return iso;
  }
}
