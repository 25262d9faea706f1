/**
 * The booking form's table (with_table): the tables that seat the party, each named with its seats and area; one the
 * API refused as taken at the chosen time is shown but cannot be chosen again for it (BookingForm, tableTakenKey).
 */
import { Field } from '../../../components/ui/Field.tsx';
import type { Table } from '../../../lib/api/accounts.ts';
import { tableText } from './reservation.ts';

export interface TableFieldProps {
  s: Record<string, string | undefined>;
  tables: readonly Table[];
  /** The tables are still being asked for. */
  loading: boolean;
  value: number | null;
  onChange: (tableId: number | null) => void;
  error: string | null;
  /** True for a table taken at the chosen time. */
  taken: (tableId: number) => boolean;
  locale: string;
  fallbacks: string[];
}

export default function TableField(p: TableFieldProps) {
  return (
    <Field id="rs-table" label={p.s.table ?? ''} required error={p.error}>
      {(a11y) => (
        <select
          {...a11y}
          value={p.value ?? ''}
          onChange={(e) => p.onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{p.loading ? p.s.loadingTables : p.s.chooseTable}</option>
          {p.tables.map((t) => (
            <option key={t.id} value={t.id} disabled={p.taken(t.id) && t.id !== p.value}>
              {tableText(t, p.s as Record<string, string>, p.locale, p.fallbacks)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
