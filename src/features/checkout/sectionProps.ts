/** What the checkout sections get: the page's data, the model, the stores' state and the strings. */
import type { CheckoutState } from '../../stores/checkout.ts';
import type { DeliveryState } from '../../stores/delivery.ts';
import type { CheckoutData } from './checkoutData.ts';
import type { CheckoutModel } from './model.ts';

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
