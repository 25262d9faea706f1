/**
 * The contact phone's country when a parcel's destination is chosen (spec §4 international shipping, §5 phone
 * rules). A customer abroad ordering to their own door has a number of that country: Kissa Tokyo's checkout offered
 * "Japan (+81)" beside the number of a customer shipping to the United States, who had to find their country in the
 * select. So the phone's country follows the destination, but only while it is nobody's choice: the number field is
 * empty (a number typed, or filled in from the account, keeps the country it was typed in) and the country shown is
 * the business's by default or the one the last destination set. Pure; '' stands for "the business's country", as in the
 * checkout store.
 */

export interface ShipToPhone {
  /** The checkout's phone country ('' = the business's). */
  phoneCountry: string;
  /** The number typed so far. */
  phone: string;
  /** The destination before this choice (ISO code), if any. */
  shipTo: string | null;
}

/** The phone country after the destination `next` is chosen (the same value when it is left as it was). */
export function phoneCountryForShipTo(current: ShipToPhone, next: string | null, businessCountry: string): string {
  const { phoneCountry, phone, shipTo } = current;
  if (phone.trim()) return phoneCountry;
  if (phoneCountry && phoneCountry !== shipTo) return phoneCountry;
  return next && next !== businessCountry ? next : '';
}
