/** What the checkout sections get: the page's data, the model, the stores' state and the strings. */
import type { ComponentType } from 'react';
import type { CheckoutState } from '../../stores/checkout.ts';
import type { DeliveryState } from '../../stores/delivery.ts';
import type { CheckoutData } from './checkoutData.ts';
import type { CheckoutModel } from './model.ts';
import type { BookingSectionProps } from './BookingSection.tsx';
import type { PlaceRules } from './deliveryPlace.ts';

export interface SectionProps {
  data: CheckoutData;
  model: CheckoutModel;
  checkout: CheckoutState;
  s: Record<string, string>;
  /** The error text of a field, once the customer tried to place the order. */
  err: (key: string) => string | null;
}

export interface DeliverySectionProps extends SectionProps {
  delivery: DeliveryState;
  money: (minor: number) => string;
  /** Open the area chooser now (no area chosen yet). */
  askArea: boolean;
  showMap: boolean;
  showForm: boolean;
}

/**
 * The sections only some selling types show, given by the page's island entry (routeEntries/): a page loads the
 * sections of its own selling type, not every type's (the delivery section brings the zones, the map and address
 * forms; the booking its reservation).
 */
export interface RouteSections {
  /** Where the order goes (deliveryPlace.ts's DELIVERY_PLACE); none given: noPlace.ts. */
  place?: PlaceRules;
  delivery?: ComponentType<DeliverySectionProps>;
  pickup?: ComponentType<SectionProps>;
  booking?: ComponentType<BookingSectionProps>;
  table?: ComponentType<SectionProps & { tables: Array<{ id: number; name: string }> | null }>;
}
