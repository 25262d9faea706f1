/** A delivery sent as a gift: the recipient's name and phone, and a message. */
import { updateCheckout } from '../../stores/checkout.ts';
import { Field, TextField } from '../../components/ui/Field.tsx';
import type { SectionProps } from './sectionProps.ts';

export default function GiftSection({ checkout, s, err }: Pick<SectionProps, 'checkout' | 's' | 'err'>) {
  return (
    <fieldset>
      <legend>{s.gift}</legend>
      <label className="row">
        <input
          type="checkbox"
          checked={checkout.gift.on}
          onChange={(e) => updateCheckout({ gift: { ...checkout.gift, on: e.target.checked } })}
        />{' '}
        {s.sendAsGift}
      </label>
      {checkout.gift.on && (
        <>
          <TextField
            id="co-gift-name"
            label={s.giftName}
            required
            maxLength={120}
            value={checkout.gift.name}
            error={err('gift.name')}
            onChange={(name) => updateCheckout({ gift: { ...checkout.gift, name } })}
          />
          <TextField
            id="co-gift-phone"
            label={s.giftPhone}
            required
            type="tel"
            inputMode="tel"
            maxLength={40}
            value={checkout.gift.phone}
            error={err('gift.phone')}
            onChange={(phone) => updateCheckout({ gift: { ...checkout.gift, phone } })}
          />
          <Field id="co-gift-message" label={s.giftMessage}>
            {(a11y) => (
              <textarea
                {...a11y}
                rows={2}
                maxLength={500}
                value={checkout.gift.message}
                onChange={(e) => updateCheckout({ gift: { ...checkout.gift, message: e.target.value } })}
              />
            )}
          </Field>
        </>
      )}
    </fieldset>
  );
}
