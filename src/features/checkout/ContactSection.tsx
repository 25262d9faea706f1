/** Who orders: the name and the phone with its country (spec §5 phone rules); the model says what is required. */
import { updateCheckout } from '../../stores/checkout.ts';
import { TextField } from '../../components/ui/Field.tsx';
import { fill } from '../../components/ui/fill.ts';
import PhoneInput from '../../components/ui/PhoneInput.tsx';
import { dialCodeOf, phoneCountryOf, phoneHintValues } from '../../domain/checkout/phone.ts';
import type { SectionProps } from './sectionProps.ts';

export default function ContactSection({ data, model, checkout, s, err }: SectionProps) {
  const phoneCountry = phoneCountryOf(checkout.phoneCountry, data.countryCode);
  return (
    <fieldset>
      <legend>{s.contact}</legend>
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
        hint={fill(s.phoneHint, phoneHintValues(phoneCountry))}
        locale={data.locale}
        country={phoneCountry}
        dialCode={dialCodeOf(phoneCountry)}
        national={checkout.phone}
        required={!model.contactOptional}
        error={err('phone')}
        onCountry={(iso) => updateCheckout({ phoneCountry: iso })}
        onNational={(phone) => updateCheckout({ phone })}
      />
    </fieldset>
  );
}
