/** The address form of a delivery: the address type, then the fields the model's rules show (spec §3, §4). */
import { ADDRESS_TYPES } from '../../domain/checkout/addressFields.ts';
import { setAddressField, setAddressType } from '../../stores/delivery.ts';
import { TextField } from '../../components/ui/Field.tsx';
import type { DeliverySectionProps } from './sectionProps.ts';

export default function AddressFields({ model, delivery, s, err }: DeliverySectionProps) {
  return (
    <>
      <div role="radiogroup" aria-label={s.addressType} className="choices">
        {ADDRESS_TYPES.map((t) => (
          <label key={t}>
            <input
              type="radio"
              name="address-type"
              checked={delivery.addressType === t}
              onChange={() => setAddressType(t)}
            />{' '}
            {s[`addressType_${t}`]}
          </label>
        ))}
      </div>
      <div className="row wrap">
        {model.addressRules.map((rule) => (
          <TextField
            key={rule.field}
            id={`co-address-${rule.field}`}
            label={s[rule.labelKey ?? `field_${rule.field}`] ?? rule.field}
            required={rule.required}
            inputMode={rule.inputMode}
            autoComplete={rule.autoComplete}
            maxLength={rule.maxLength}
            value={delivery.address[rule.field] ?? ''}
            error={err(`address.${rule.field}`)}
            onChange={(v) => setAddressField(rule.field, v)}
          />
        ))}
      </div>
    </>
  );
}
