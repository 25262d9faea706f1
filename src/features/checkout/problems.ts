/**
 * A checkout problem: what stops the order, as a message key of the `checkout` strings (with values to fill), keyed
 * by the field it belongs to; where that field is on the page, and which problem the customer meets first. Pure.
 */
import { fill } from '../../components/ui/fill.ts';
import { pluralString } from '../../components/ui/plural.ts';

/** A problem that stops the order, as a message key of the `checkout` strings (with values to fill). */
export interface Problem {
  key: string;
  values?: Record<string, string>;
  /** How many dishes the message speaks of: its plural form ("Remove it" / "Remove them") follows it. */
  count?: number;
}

/** A problem's message in the page's language: the plural form of its count, filled with its values. */
export function problemText(strings: Readonly<Record<string, string>>, problem: Problem, locale: string): string {
  return fill(pluralString(strings, problem.key, locale, problem.count), problem.values ?? {});
}

/** Problems by field key (`name`, `phone`, `address.block`, `slot`, `area`, `location`, `table`, `cart`…). */
export type Problems = Record<string, Problem>;

/**
 * The order the fields' problems are met in (a key, or the start of one: `address.`, `car.`, `gift.`): the form's
 * fields as they are on the page, then the cart (its problem is in the summary beside the form, after them in the
 * focus order: focused first, it sent the keyboard past every field to fix).
 */
const FIELD_ORDER = [
  'area',
  'country',
  'location',
  'address.',
  'pickupBranch',
  'car.',
  'table',
  'slot',
  'name',
  'phone',
  'payment',
  'gift.',
  'cart',
];

const FIELD_IDS: Record<string, string> = {
  cart: 'co-summary',
  area: 'co-area',
  country: 'co-country',
  location: 'co-location',
  pickupBranch: 'co-pickup',
  table: 'co-table',
  slot: 'co-slot',
  name: 'co-name',
  phone: 'co-phone',
  payment: 'co-payment',
};

/** The element id of a problem's field (`address.block` → `co-address-block`). */
export function problemFieldId(key: string): string {
  return FIELD_IDS[key] ?? `co-${key.replace('.', '-')}`;
}

/** The problems in the order of their fields on the page: the summary lists them so, the first gets the focus. */
export function problemsInOrder(problems: Problems): Array<[string, Problems[string]]> {
  const rank = (key: string) => {
    const i = FIELD_ORDER.findIndex((k) => key.startsWith(k));
    return i < 0 ? FIELD_ORDER.length : i; // a problem of no known field: after the fields
  };
  return Object.entries(problems).sort(([a], [b]) => rank(a) - rank(b));
}

/** The problem whose field comes first on the page (it gets the focus), or null when there is none. */
export function firstProblem(problems: Problems): string | null {
  return problemsInOrder(problems)[0]?.[0] ?? null;
}
