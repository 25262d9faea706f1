/**
 * The four shopping events a storefront reports (view item, add to cart, begin checkout, purchase) and how each
 * vendor spells them: Meta `fbq('track', 'AddToCart', …)`, Google Analytics `gtag('event', 'add_to_cart', …)`,
 * TikTok `ttq.track('AddToCart', …)`, Snapchat `snaptr('track', 'ADD_CART', …)`. Pure: money comes in minor units
 * and goes out in the currency's major units, as the vendors take it.
 *
 * A purchase carries one event id (`purchase-{orderId}`) to every vendor and to the API's server-side event APIs,
 * which is how Meta, TikTok and Snapchat count a purchase reported twice (browser and server) once.
 */
import type { PriceTable } from '../cartSummary.ts';
import { toMajor } from '../money.ts';
import type { TrackerVendor } from './vendors.ts';

/**
 * One line of an event: an item, how many, and what the page knows of its name, its price label and its unit
 * price (minor units).
 */
export interface TrackedLine {
  id: number;
  quantity: number;
  name?: string;
  label?: number;
  price?: number;
}

export type TrackEvent =
  | { name: 'view_item' | 'add_to_cart'; lines: TrackedLine[] }
  | { name: 'begin_checkout'; lines: TrackedLine[]; value: number }
  | { name: 'purchase'; orderId: string; lines: TrackedLine[]; value: number };

/** The event's value in minor units: given (checkout, purchase), else the lines' sum where their prices are known. */
export function eventValue(event: TrackEvent): number {
  if ('value' in event) return event.value;
  return event.lines.reduce((sum, l) => sum + (l.price ?? 0) * l.quantity, 0);
}

/** The lines with the unit prices of their labels filled in from a menu's price table, where the page has one. */
export function pricedLines(lines: readonly TrackedLine[], table: PriceTable | undefined): TrackedLine[] {
  return lines.map((line) => {
    if (line.price !== undefined || line.label === undefined || !table || !Object.hasOwn(table, line.id)) return line;
    const labels = table[line.id]!.l;
    return Object.hasOwn(labels, line.label) ? { ...line, price: labels[line.label] } : line;
  });
}

/** The id that makes a browser and a server report of one purchase count once. */
export const purchaseEventId = (orderId: string): string => `purchase-${orderId}`;

const NAMES: Record<TrackerVendor, Record<TrackEvent['name'], string>> = {
  meta: {
    view_item: 'ViewContent',
    add_to_cart: 'AddToCart',
    begin_checkout: 'InitiateCheckout',
    purchase: 'Purchase',
  },
  analytics: {
    view_item: 'view_item',
    add_to_cart: 'add_to_cart',
    begin_checkout: 'begin_checkout',
    purchase: 'purchase',
  },
  tiktok: {
    view_item: 'ViewContent',
    add_to_cart: 'AddToCart',
    begin_checkout: 'InitiateCheckout',
    purchase: 'CompletePayment',
  },
  snapchat: {
    view_item: 'VIEW_CONTENT',
    add_to_cart: 'ADD_CART',
    begin_checkout: 'START_CHECKOUT',
    purchase: 'PURCHASE',
  },
};

/**
 * The call a vendor's function receives for an event: the arguments of `fbq(…)`, `gtag(…)` and `snaptr(…)`, and
 * of `ttq.track(…)` for TikTok.
 */
export function vendorCall(vendor: TrackerVendor, event: TrackEvent, currency: string): unknown[] {
  const major = (minor: number) => toMajor(minor, currency);
  const value = major(eventValue(event));
  const name = NAMES[vendor][event.name];
  const ids = event.lines.map((l) => String(l.id));
  const quantity = event.lines.reduce((n, l) => n + l.quantity, 0);
  const eventId = event.name === 'purchase' ? purchaseEventId(event.orderId) : undefined;
  switch (vendor) {
    case 'meta':
      return [
        'track',
        name,
        {
          content_ids: ids,
          content_type: 'product',
          contents: event.lines.map((l) => ({ id: String(l.id), quantity: l.quantity })),
          num_items: quantity,
          value,
          currency,
        },
        ...(eventId ? [{ eventID: eventId }] : []),
      ];
    case 'analytics':
      return [
        'event',
        name,
        {
          currency,
          value,
          items: event.lines.map((l) => ({
            item_id: String(l.id),
            ...(l.name ? { item_name: l.name } : {}),
            ...(l.price !== undefined ? { price: major(l.price) } : {}),
            quantity: l.quantity,
          })),
          ...(event.name === 'purchase' ? { transaction_id: event.orderId } : {}),
        },
      ];
    case 'tiktok':
      return [
        name,
        {
          contents: event.lines.map((l) => ({
            content_id: String(l.id),
            ...(l.name ? { content_name: l.name } : {}),
            ...(l.price !== undefined ? { price: major(l.price) } : {}),
            quantity: l.quantity,
          })),
          content_type: 'product',
          value,
          currency,
        },
        ...(eventId ? [{ event_id: eventId }] : []),
      ];
    case 'snapchat':
      return [
        'track',
        name,
        {
          item_ids: ids,
          number_items: quantity,
          price: value,
          currency,
          ...(event.name === 'purchase' ? { transaction_id: event.orderId, client_dedup_id: eventId } : {}),
        },
      ];
  }
}
