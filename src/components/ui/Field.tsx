/**
 * One labelled form control with its error tied to it (aria-describedby + aria-invalid) and announced when it
 * appears: every checkout field goes through here so none is unlabelled or silent about its problem.
 */
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Whether a field's error is announced when it appears (a live region). A form that gathers its errors in a summary
 * announced on submit (the checkout) turns it off: one announcement, then each field's error read with the field.
 */
export const FieldErrorsAnnounced = createContext(true);

export interface FieldProps {
  id: string;
  label: string;
  /** The error text, shown only once the customer tried to submit or left the field. */
  error?: string | null;
  hint?: string;
  /** The id of text elsewhere that also describes the field (the login's "code sent to +965…"). */
  describedBy?: string;
  required?: boolean;
  children: (a11y: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
  }) => ReactNode;
}

export function Field({ id, label, error, hint, describedBy, required, children }: FieldProps) {
  const announced = useContext(FieldErrorsAnnounced);
  const described =
    [describedBy ?? '', hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': described, 'aria-required': required || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role={announced ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A text input bound to a value. */
export function TextField(
  props: Omit<FieldProps, 'children'> & {
    value: string;
    onChange: (v: string) => void;
    type?: string;
    inputMode?: 'text' | 'tel' | 'numeric';
    autoComplete?: string;
    maxLength?: number;
    /** A date field's first day (`YYYY-MM-DD`): its picker offers none before. */
    min?: string;
    /** A date field's last day (`YYYY-MM-DD`): its picker offers none after. */
    max?: string;
  },
) {
  const { value, onChange, type = 'text', inputMode, autoComplete, maxLength = 200, min, max, ...field } = props;
  return (
    <Field {...field}>
      {(a11y) => (
        <input
          {...a11y}
          name={field.id}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          min={min}
          max={max}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
