/**
 * The dine-in table: at a business of several branches, first the branch the guest sits in (the settings' branch,
 * else the business's own, chosen at first); then a select of that branch's tables when the API lists them, else the
 * number typed.
 */
import { updateCheckout } from '../../stores/checkout.ts';
import { Field, TextField } from '../../components/ui/Field.tsx';
import { normalizeDigits } from '../../domain/digits.ts';
import type { SectionProps } from './sectionProps.ts';
import BranchChoice from './BranchChoice.tsx';

export default function TableSection({
  model,
  checkout,
  s,
  err,
  tables,
}: SectionProps & { tables: Array<{ id: number; name: string }> | null }) {
  return (
    <fieldset>
      <legend>{s.table}</legend>
      {model.pickupBranches.length > 1 && (
        <BranchChoice
          branches={model.pickupBranches}
          chosenId={model.pickupBranch?.id ?? null}
          label={s.dineInBranch}
          name="dinein-branch"
          error={err('pickupBranch')}
          // Another branch's tables: the table chosen at this one is not theirs.
          onChoose={(id) => updateCheckout({ pickupBranchId: id, table: '' })}
        />
      )}
      {tables && tables.length > 0 ? (
        <Field id="co-table" label={s.tableNumber} required error={err('table')}>
          {(a11y) => (
            <select {...a11y} value={checkout.table} onChange={(e) => updateCheckout({ table: e.target.value })}>
              <option value="">{s.chooseTable}</option>
              {tables.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <TextField
          id="co-table"
          label={s.tableNumber}
          hint={s.tableHint}
          required
          maxLength={40}
          value={checkout.table}
          error={err('table')}
          onChange={(table) => updateCheckout({ table: normalizeDigits(table) })}
        />
      )}
    </fieldset>
  );
}
