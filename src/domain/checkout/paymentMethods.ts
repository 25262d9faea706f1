/**
 * The payment methods a customer chooses from (spec §3 payment_methods, §4 method ids). A business may list one
 * method through two providers (kissa-tokyo: "Pay online" by providers 1 and 6). The order carries the method id
 * alone (payment_type) and the API picks the provider, so two such entries are one choice: merged, the first
 * listed kept, rather than two radios that read alike and check together.
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
