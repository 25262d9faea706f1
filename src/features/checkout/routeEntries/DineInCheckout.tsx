/** The checkout island of a dine-in page: the table section, no delivery, pickup or booking. */
import CheckoutView, { type CheckoutViewProps } from '../CheckoutView.tsx';
import TableSection from '../TableSection.tsx';

const SECTIONS = { table: TableSection };

export default function DineInCheckout(props: Omit<CheckoutViewProps, 'sections'>) {
  return <CheckoutView {...props} sections={SECTIONS} />;
}
