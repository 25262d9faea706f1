/**
 * An address field's value as a one-line address writes it: a number or a short code gets its field's name before
 * it ("Block 4", "Building 7"); words name themselves. A street filled from the map pin ("Street 26", "شارع 26") or
 * typed ("Salem Al Mubarak") read "Street Street 26" and "Street Salem Al Mubarak" with the label (a QA walk), on
 * the order page and in the saved addresses alike.
 */

/** A value with a digit and no word of three letters or more: a number or a short code, not a name. */
export function isBareCode(value: string): boolean {
  return /\p{N}/u.test(value) && !/\p{L}{3,}/u.test(value);
}

/** `value` with `label` before it when it is a bare code; else `value` as it is. */
export function labelledValue(label: string | undefined, value: string): string {
  return label && isBareCode(value) ? `${label} ${value}` : value;
}
