/**
 * The field a checkout problem is about, as the error summary names it ("Car make: Required."
 * rather than a bare "Required."): the string key of the field's label, or null for a problem that is not one
 * field's (the cart). Pure.
 */
import { problemLine } from '../../components/ui/problemLine.ts';

const LABELS: Record<string, string> = {
  area: 'chooseArea',
  country: 'country',
  location: 'pinLabel',
  pickupBranch: 'pickupFrom',
  table: 'tableNumber',
  slot: 'slot',
  name: 'name',
  phone: 'phone',
  payment: 'payment',
  'car.make': 'carMake',
  'car.color': 'carColor',
  'car.plate': 'carPlate',
  'gift.name': 'giftName',
  'gift.phone': 'giftPhone',
  'gift.message': 'giftMessage',
};

/** The label key of a problem's field: the table above, `field_{name}` for an address field, else null. */
export function problemLabelKey(problem: string): string | null {
  if (Object.hasOwn(LABELS, problem)) return LABELS[problem]!;
  const address = /^address\.([a-z_]{1,40})$/.exec(problem);
  return address ? `field_${address[1]}` : null;
}

/** A problem's line in the error summary: "Label: message" (components/ui/problemLine.ts), or the message alone. */
export function summaryLine(problem: string, message: string, strings: Record<string, string | undefined>): string {
  const key = problemLabelKey(problem);
  return problemLine(key ? strings[key] : null, message, strings);
}
