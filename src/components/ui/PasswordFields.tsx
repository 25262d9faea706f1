/** A new password and its confirmation (and the current one when replacing it), each labelled with its error. */
import { TextField } from './Field.tsx';

export interface PasswordValues {
  current?: string;
  password: string;
  confirmation: string;
}

export interface PasswordFieldsProps {
  /** Field ids: the current one only when the customer replaces a password. */
  ids: { current?: string; password: string; confirmation: string };
  labels: { current?: string; password: string; confirmation: string; hint?: string };
  values: PasswordValues;
  onChange: (values: PasswordValues) => void;
  errors: Record<string, string | undefined>;
}

export default function PasswordFields({ ids, labels, values, onChange, errors }: PasswordFieldsProps) {
  const set = (patch: Partial<PasswordValues>) => onChange({ ...values, ...patch });
  return (
    <>
      {ids.current && (
        <TextField
          id={ids.current}
          label={labels.current ?? ''}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={values.current ?? ''}
          onChange={(current) => set({ current })}
          error={errors[ids.current]}
        />
      )}
      <TextField
        id={ids.password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        value={values.password}
        onChange={(password) => set({ password })}
        error={errors[ids.password]}
        hint={labels.hint}
      />
      <TextField
        id={ids.confirmation}
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        value={values.confirmation}
        onChange={(confirmation) => set({ confirmation })}
        error={errors[ids.confirmation]}
      />
    </>
  );
}
