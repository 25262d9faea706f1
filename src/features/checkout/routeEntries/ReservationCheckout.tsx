/** The checkout island of a reservation-with-order page: the booking and the table, no delivery or pickup. */
import BookingSection from '../BookingSection.tsx';
import CheckoutView, { type CheckoutViewProps } from '../CheckoutView.tsx';
import TableSection from '../TableSection.tsx';

const SECTIONS = { booking: BookingSection, table: TableSection };

export default function ReservationCheckout(props: Omit<CheckoutViewProps, 'sections'>) {
  return <CheckoutView {...props} sections={SECTIONS} />;
}
