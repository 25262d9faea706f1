/** Where a pickup is collected: the branch (a choice when several), and the car when the business asks for it. */
import { updateCheckout } from '../../stores/checkout.ts';
import { TextField } from '../../components/ui/Field.tsx';
import type { SectionProps } from './sectionProps.ts';

/** The car a pickup is brought to: each field with its label's key and its longest length (the store's). */
const CAR_FIELDS = [
  ['make', 'carMake', 60],
  ['color', 'carColor', 40],
  ['plate', 'carPlate', 20],
] as const;

export default function PickupSection({ data, model, checkout, s, err }: SectionProps) {
  return (
    <fieldset>
      <legend>{s.pickupFrom}</legend>
      {model.pickupBranches.length > 1 ? (
        <div role="radiogroup" aria-label={s.pickupFrom} id="co-pickup" tabIndex={-1} className="choices">
          {model.pickupBranches.map((b) => (
            <label key={b.id}>
              <input
                type="radio"
                name="pickup"
                checked={model.pickupBranch?.id === b.id}
                onChange={() => updateCheckout({ pickupBranchId: b.id })}
              />{' '}
              <strong>{b.name}</strong>
              {b.address && <span className="muted"> — {b.address}</span>}
            </label>
          ))}
          {err('pickupBranch') && <p className="field-error">{err('pickupBranch')}</p>}
        </div>
      ) : (
        <p>
          <strong>{model.pickupBranch?.name}</strong>{' '}
          {model.pickupBranch?.address && <span className="muted">— {model.pickupBranch.address}</span>}
        </p>
      )}
      {data.settings.showCarInfo && (
        <div className="row wrap">
          {CAR_FIELDS.map(([field, label, maxLength]) => (
            <TextField
              key={field}
              id={`co-car-${field}`}
              label={s[label]}
              required
              maxLength={maxLength}
              value={checkout.car[field]}
              error={err(`car.${field}`)}
              onChange={(value) => updateCheckout({ car: { ...checkout.car, [field]: value } })}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
