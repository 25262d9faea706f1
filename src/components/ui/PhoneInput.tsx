/**
 * A phone with its country: the dial-code select (every country, the business's first chosen) and the number.
 * A number typed with its own "+code" is understood whatever the select says (checkout/phone.ts rules).
 */
import { useMemo } from 'react';
import { Field } from '../../checkout/Field.tsx';
import { countryOptions } from './countries.ts';
import type { Strings } from './text.ts';

export interface PhoneInputProps {
  id: string;
  s: Strings;
  locale: string;
  country: string;
  national: string;
  onCountry: (iso: string) => void;
  onNational: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}

export default function PhoneInput({
  id,
  s,
  locale,
  country,
  national,
  onCountry,
  onNational,
  error,
  disabled,
}: PhoneInputProps) {
  const countries = useMemo(() => countryOptions(locale), [locale]);
  return (
    <div className="phone-input">
      <Field id={`${id}-country`} label={s.countryCode ?? ''}>
        {(a11y) => (
          <select
            {...a11y}
            value={country}
            onChange={(e) => onCountry(e.target.value)}
            disabled={disabled}
            autoComplete="tel-country-code"
          >
            {countries.map((c) => (
              <option key={c.iso} value={c.iso}>
                {c.name} ({c.dialCode})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id} label={s.phone ?? ''} error={error} required>
        {(a11y) => (
          <input
            {...a11y}
            name={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={24}
            value={national}
            disabled={disabled}
            onChange={(e) => onNational(e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
