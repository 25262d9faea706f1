/**
 * A phone with its country: the dial-code select (every country, the business's first chosen) and the number.
 * A number typed with its own "+code" is understood whatever the select says (checkout/phone.ts rules).
 *
 * The list of countries comes from the phone-number metadata (libphonenumber-js, ~20 kB gzip), loaded when the
 * customer reaches the field (focus, pointer or touch), not with the page: until then the select offers the chosen
 * country alone, named by the browser and with the dial code the page carries.
 */
import { useState } from 'react';
import { Field } from './Field.tsx';
import type { CountryOption } from './phoneCountries.ts';

export interface PhoneInputProps {
  id: string;
  labels: { country: string; phone: string };
  locale: string;
  country: string;
  /** The dial code of `country` when the page knows it (shown before the country list is loaded). */
  dialCode?: string | null;
  national: string;
  onCountry: (iso: string) => void;
  onNational: (value: string) => void;
  error?: string | null;
  /** A hint under the number (an example number of the chosen country). */
  hint?: string;
  /** The number is required (the default). */
  required?: boolean;
  disabled?: boolean;
  /** The customer reached the field (focus, pointer or touch): an island may load the phone rules then. */
  onReach?: () => void;
}

/** The name of a region in the page's language ('' when the browser cannot name it). */
function regionName(iso: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

/** The countries of the select, loaded on demand (`load` is safe to call any number of times). */
export function usePhoneCountries(locale: string) {
  const [countries, setCountries] = useState<CountryOption[] | null>(null);
  const [loading, setLoading] = useState(false);
  const load = () => {
    if (countries || loading) return;
    setLoading(true);
    void import('./phoneCountries.ts').then(
      (m) => setCountries(m.countryOptions(locale)),
      () => setLoading(false), // offline: the chosen country stays the only one, and a later focus tries again
    );
  };
  return { countries, load };
}

export default function PhoneInput(props: PhoneInputProps) {
  const { id, labels, locale, country, dialCode, national, onCountry, onNational, error, hint, disabled } = props;
  const required = props.required ?? true;
  const { countries, load } = usePhoneCountries(locale);
  const options = countries ?? [{ iso: country, name: regionName(country, locale), dialCode: dialCode ?? '' }];
  const reach = () => {
    load();
    props.onReach?.();
  };
  return (
    <div className="phone-input" onFocus={reach} onPointerEnter={reach} onTouchStart={reach}>
      <Field id={`${id}-country`} label={labels.country}>
        {(a11y) => (
          <select
            {...a11y}
            value={country}
            onChange={(e) => onCountry(e.target.value)}
            disabled={disabled}
            autoComplete="tel-country-code"
          >
            {options.map((c) => (
              <option key={c.iso} value={c.iso}>
                {c.dialCode ? `${c.name} (${c.dialCode})` : c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id} label={labels.phone} error={error} hint={hint} required={required}>
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
