/**
 * Who orders: the name and the phone with its country (spec §5 phone rules); the model says what is required. The
 * phone rules load when the customer reaches the phone field (or shows a country the page does not carry).
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '../../stores/auth.ts';
import { isAuthenticated } from '../../domain/auth.ts';
import { loginUrl } from '../account/api.ts';
import { updateCheckout } from '../../stores/checkout.ts';
import { TextField } from '../../components/ui/Field.tsx';
import { fill } from '../../components/ui/fill.ts';
import PhoneInput from '../../components/ui/PhoneInput.tsx';
import type { PhoneKitState } from '../../components/ui/usePhoneKit.ts';
import { phoneFieldOf } from './phoneField.ts';
import type { SectionProps } from './sectionProps.ts';

export default function ContactSection({
  data,
  model,
  checkout,
  s,
  err,
  phone,
}: SectionProps & { phone: PhoneKitState }) {
  const auth = useStore($auth);
  const authenticated = isAuthenticated({ token: auth.token, user: auth.user }, data.businessUserId);
  const field = phoneFieldOf(checkout.phoneCountry, data.phone, phone.kit);
  const { load } = phone;
  useEffect(() => {
    if (field.needsRules) void load();
  }, [field.needsRules, load]);
  return (
    <fieldset>
      <legend>{s.contact}</legend>
      {/* A guest can log in here and come back to this checkout (the cart and the fields are kept). */}
      {!authenticated && (
        <p>
          <a href={loginUrl(data.links.login)}>{s.logInToOrder}</a>
        </p>
      )}
      <TextField
        id="co-name"
        label={s.name}
        required={!model.contactOptional}
        value={checkout.name}
        autoComplete="name"
        maxLength={120}
        error={err('name')}
        onChange={(name) => updateCheckout({ name })}
      />
      <PhoneInput
        id="co-phone"
        labels={{ country: s.phoneCountry, phone: s.phone }}
        hint={field.hint ? fill(s.phoneHint, field.hint) : undefined}
        locale={data.locale}
        country={field.country}
        dialCode={field.dialCode}
        national={checkout.phone}
        required={!model.contactOptional}
        error={err('phone')}
        onCountry={(iso) => updateCheckout({ phoneCountry: iso })}
        onNational={(phone) => updateCheckout({ phone })}
        onReach={load}
      />
    </fieldset>
  );
}
