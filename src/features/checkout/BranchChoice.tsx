/**
 * The branches an order may go to, one radio each with its address: where a pickup is collected, where a dine-in
 * guest sits. The problem field `pickupBranch` focuses it (#co-pickup).
 */
import type { BranchData } from './checkoutData.ts';

export interface BranchChoiceProps {
  branches: readonly BranchData[];
  chosenId: number | null;
  /** The question; shown above the radios with `showLabel`, else only their group's name (a legend says it). */
  label: string;
  showLabel?: boolean;
  name: string;
  error?: string | null | undefined;
  onChoose: (branchId: number) => void;
}

export default function BranchChoice({
  branches,
  chosenId,
  label,
  showLabel,
  name,
  error,
  onChoose,
}: BranchChoiceProps) {
  const labelId = `${name}-label`;
  return (
    <div
      role="radiogroup"
      {...(showLabel ? { 'aria-labelledby': labelId } : { 'aria-label': label })}
      id="co-pickup"
      tabIndex={-1}
      className="choices"
    >
      {showLabel && (
        <p id={labelId}>
          <strong>{label}</strong>
        </p>
      )}
      {branches.map((b) => (
        <label key={b.id}>
          <input type="radio" name={name} checked={chosenId === b.id} onChange={() => onChoose(b.id)} />{' '}
          <strong>{b.name}</strong>
          {b.address && <span className="muted"> — {b.address}</span>}
        </label>
      ))}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
