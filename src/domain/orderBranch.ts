/**
 * Which branch an order goes to (spec §3 settings.branch, §4 "when the business or branch changes"): a delivery's
 * is the branch delivering to the pin when the customer switched to it, a pickup's the branch collecting it; else
 * the branch the customer chose in settings, as long as the business still has it; else the business's own.
 */
export interface OrderBranchInput {
  /** The business's own branch (Business.branch_id). */
  own: number;
  /** The ids of the business's branches now. */
  known: readonly number[];
  /** settings.branch: null when the customer never chose. */
  chosen: number | null;
  /** The branch chosen for this selling type (delivering to the pin, collecting the pickup); null: none. */
  forSellingType?: number | null;
}

/** The chosen settings branch if the business still has it, else null. */
export function knownChosenBranch(chosen: number | null, known: readonly number[]): number | null {
  return chosen !== null && known.includes(chosen) ? chosen : null;
}

export function orderBranchId({ own, known, chosen, forSellingType = null }: OrderBranchInput): number {
  return forSellingType ?? knownChosenBranch(chosen, known) ?? own;
}
