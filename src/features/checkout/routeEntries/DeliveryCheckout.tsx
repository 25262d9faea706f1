/**
 * The checkout island of a delivery page, and of every selling type's address and map steps: the delivery
 * section (zones, the area chooser, the location picker, the address form) and nothing of the other types.
 */
import CheckoutView, { type CheckoutViewProps } from '../CheckoutView.tsx';
import DeliverySection from '../DeliverySection.tsx';
import { DELIVERY_PLACE } from '../deliveryPlace.ts';

const SECTIONS = { delivery: DeliverySection, place: DELIVERY_PLACE };

export default function DeliveryCheckout(props: Omit<CheckoutViewProps, 'sections'>) {
  return <CheckoutView {...props} sections={SECTIONS} />;
}
