/**
 * The payment methods a customer chooses from (spec §3 payment_methods, §4 method ids). A business may list one
 * method through two providers (kissa-tokyo: "Pay online" by providers 1 and 6). The order carries the method id
 * alone (payment_type) and the API picks the provider, so two such entries are one choice: merged, the first
 * listed kept, rather than two radios that read alike and check together. And which one the checkout starts on.
 */
export function distinctPaymentMethods<T extends { id: number }>(methods: readonly T[] | null | undefined): T[] {
  const seen = new Set<number>();
  const kept: T[] = [];
  for (const method of Array.isArray(methods) ? methods : []) {
    if (!method || !Number.isInteger(method.id) || seen.has(method.id)) continue;
    seen.add(method.id);
    kept.push(method);
  }
  return kept;
}

/** Spec §4 payment method 2. */
export const CASH_PAYMENT = 2;

/**
 * The payment method the checkout shows chosen (spec §3 default_cash, §9 payment_type default 2): the customer's
 * own choice while the business still offers it; else cash when the business sets default_cash and takes cash;
 * else the only method when there is one; else none, and the customer chooses. A business that leaves default_cash
 * off gets no method pushed on its customers: cash is not assumed, nor is an online payment that would send them to
 * a payment page they did not pick.
 */
export function checkoutPaymentType(args: {
  offered: ReadonlyArray<{ id: number }>;
  defaultCash: boolean;
  /** The customer's choice (a saved checkout), null when they have not chosen. */
  chosen: number | null;
}): number | null {
  const ids = args.offered.map((m) => m.id);
  if (args.chosen !== null && ids.includes(args.chosen)) return args.chosen;
  if (args.defaultCash && ids.includes(CASH_PAYMENT)) return CASH_PAYMENT;
  return ids.length === 1 ? ids[0]! : null;
}
