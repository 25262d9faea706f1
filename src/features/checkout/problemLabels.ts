/**
 * The field a checkout problem is about, as the error summary names it ("Car make: Required."
 * rather than a bare "Required."): the string key of the field's label, or null for a problem that is not one
 * field's (the cart). Pure.
 */
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

/**
 * "Label: message" for the summary as the language writes it (`problemLine`: "Paiement : …" in French, a full-width
 * colon in Chinese and Japanese), or the message alone when the field has no label in `strings`.
 */
export function summaryLine(problem: string, message: string, strings: Record<string, string | undefined>): string {
  const key = problemLabelKey(problem);
  const label = key ? strings[key]?.trim() : '';
  if (!label) return message;
  const line = strings.problemLine ?? '{{field}}: {{problem}}';
  return line.replace('{{field}}', () => label).replace('{{problem}}', () => message);
}
