/**
 * The branches an order may go to, one radio each with its address: where a pickup is collected, where a dine-in
 * guest sits. With a `label` (the dine-in's "Which branch are you at?", a question inside the table's fieldset) the
 * radios are a group of their own, named by it, that the problem field `pickupBranch` focuses (#co-pickup); without
 * one, the caller's fieldset is their group, its legend their name (said once) and the problem's focus.
 */
import type { BranchData } from './checkoutData.ts';

export interface BranchChoiceProps {
  branches: readonly BranchData[];
  chosenId: number | null;
  /** The question, shown above the radios; none: the caller's legend asks it. */
  label?: string;
  name: string;
  /** Its id is `{name}-error`: the group that says the problem points to it. */
  error?: string | null | undefined;
  onChoose: (branchId: number) => void;
}

export default function BranchChoice({ branches, chosenId, label, name, error, onChoose }: BranchChoiceProps) {
  const labelId = `${name}-label`;
  const errorId = `${name}-error`;
  const group = label
    ? {
        role: 'radiogroup',
        'aria-labelledby': labelId,
        'aria-describedby': error ? errorId : undefined,
        id: 'co-pickup',
        tabIndex: -1,
      }
    : {};
  return (
    <div {...group} className="choices">
      {label && (
        <p id={labelId}>
          <strong>{label}</strong>
        </p>
      )}
      {branches.map((b) => (
        <label key={b.id}>
          <input type="radio" name={name} checked={chosenId === b.id} onChange={() => onChoose(b.id)} />{' '}
          {/* One run of text beside the radio: the name and its address wrap as a line does, not in two columns;
              each the owner's words in their own direction (English on an Arabic page). */}
          <span>
            <strong dir="auto">{b.name}</strong>
            {b.address && (
              <span className="muted">
                {' — '}
                <bdi>{b.address}</bdi>
              </span>
            )}
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
