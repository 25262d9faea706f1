/** Where a pickup is collected: the branch (a choice when several), and the car when the business asks for it. */
import { updateCheckout } from '../../stores/checkout.ts';
import { TextField } from '../../components/ui/Field.tsx';
import type { SectionProps } from './sectionProps.ts';

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
          {err('pickupBranch') && <p role="alert">{err('pickupBranch')}</p>}
        </div>
      ) : (
        <p>
          <strong>{model.pickupBranch?.name}</strong>{' '}
          {model.pickupBranch?.address && <span className="muted">— {model.pickupBranch.address}</span>}
        </p>
      )}
      {data.settings.showCarInfo && (
        <div className="row wrap">
          <TextField
            id="co-car-make"
            label={s.carMake}
            required
            maxLength={60}
            value={checkout.car.make}
            error={err('car.make')}
            onChange={(make) => updateCheckout({ car: { ...checkout.car, make } })}
          />
          <TextField
            id="co-car-color"
            label={s.carColor}
            required
            maxLength={40}
            value={checkout.car.color}
            error={err('car.color')}
            onChange={(color) => updateCheckout({ car: { ...checkout.car, color } })}
          />
          <TextField
            id="co-car-plate"
            label={s.carPlate}
            required
            maxLength={20}
            value={checkout.car.plate}
            error={err('car.plate')}
            onChange={(plate) => updateCheckout({ car: { ...checkout.car, plate } })}
          />
        </div>
      )}
    </fieldset>
  );
}
