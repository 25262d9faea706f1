/** What every checkout section gets: the page's data, the model, the checkout store's state and the strings. */
import type { CheckoutState } from '../../stores/checkout.ts';
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
