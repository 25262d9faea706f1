/** The checkout island of a pickup page (counter or car): the pickup section, no delivery, table or booking. */
import CheckoutView, { type CheckoutViewProps } from '../CheckoutView.tsx';
import PickupSection from '../PickupSection.tsx';

const SECTIONS = { pickup: PickupSection };

export default function PickupCheckout(props: Omit<CheckoutViewProps, 'sections'>) {
  return <CheckoutView {...props} sections={SECTIONS} />;
}
