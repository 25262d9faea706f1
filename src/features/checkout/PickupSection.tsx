/** Where a pickup is collected: the branch (a choice when several), and the car when the business asks for it. */
import { updateCheckout } from '../../stores/checkout.ts';
import { TextField } from '../../components/ui/Field.tsx';
import type { SectionProps } from './sectionProps.ts';
import BranchChoice from './BranchChoice.tsx';

/** The car a pickup is brought to: each field with its label's key and its longest length (the store's). */
const CAR_FIELDS = [
  ['make', 'carMake', 60],
  ['color', 'carColor', 40],
  ['plate', 'carPlate', 20],
] as const;

export default function PickupSection({ data, model, checkout, s, err }: SectionProps) {
  return (
    // The legend names the branches' group (said once); a problem sends the focus here, described by it.
    <fieldset id="co-pickup" tabIndex={-1} aria-describedby={err('pickupBranch') ? 'pickup-error' : undefined}>
      <legend>{s.pickupFrom}</legend>
      {model.pickupBranches.length > 1 ? (
        <BranchChoice
          branches={model.pickupBranches}
          chosenId={model.pickupBranch?.id ?? null}
          name="pickup"
          error={err('pickupBranch')}
          onChoose={(id) => updateCheckout({ pickupBranchId: id })}
        />
      ) : (
        // The owner's words, each in its own direction (English on an Arabic page).
        <p>
          <strong dir="auto">{model.pickupBranch?.name}</strong>{' '}
          {model.pickupBranch?.address && (
            <span className="muted">
              — <bdi>{model.pickupBranch.address}</bdi>
            </span>
          )}
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
