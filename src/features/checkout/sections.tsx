/**
 * The checkout's sections, each a view of the model and the stores: contact, when, pickup, table, payment (with
 * gift and notes). They hold no rules: the model says what is required and what is wrong.
 */
import { PAID_ON_PROVIDER_PAGE } from '../../domain/inAppBrowser.ts';
import { instagramBrowser } from '../../stores/helper.ts';
import type { CheckoutState } from '../../stores/checkout.ts';
import { updateCheckout } from '../../stores/checkout.ts';
import type { CheckoutData } from './checkoutData.ts';
import { Field, TextField } from '../../components/ui/Field.tsx';
import type { CheckoutModel } from './model.ts';
import { fill } from '../../components/ui/fill.ts';
import { normalizeDigits } from '../../domain/digits.ts';
import { paymentMethodNameKey } from '../../domain/offerNames.ts';
import { slotDay, slotTime } from './slotText.ts';
import PhoneInput from '../../components/ui/PhoneInput.tsx';
import { dialCodeOf, phoneCountryOf, phoneHintValues } from '../../domain/checkout/phone.ts';

export interface SectionProps {
  data: CheckoutData;
  model: CheckoutModel;
  checkout: CheckoutState;
  s: Record<string, string>;
  /** The error text of a field, once the customer tried to place the order. */
  err: (key: string) => string | null;
}

export function ContactSection({ data, model, checkout, s, err }: SectionProps) {
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

export function WhenSection({ data, model, s, err }: SectionProps) {
  const later = model.scheduleType === 'later';
  const day = model.days.find((d) => d.date === model.slot?.date) ?? model.days[0];
  return (
    <fieldset>
      <legend>{s.when}</legend>
      {model.laterOnly ? (
        <p className="muted">{s.laterOnly}</p>
      ) : (
        <div role="radiogroup" aria-label={s.when} className="choices">
          <label>
            <input type="radio" name="when" checked={!later} onChange={() => updateCheckout({ orderTime: 'now' })} />{' '}
            {s.now}
          </label>
          <label>
            <input
              type="radio"
              name="when"
              checked={later}
              disabled={model.days.length === 0}
              onChange={() => updateCheckout({ orderTime: 'later', slotId: model.slot?.id ?? null })}
            />{' '}
            {s.later}
          </label>
        </div>
      )}
      {later && model.days.length > 0 && (
        <div className="row">
          <Field id="co-day" label={s.day}>
            {(a11y) => (
              <select
                {...a11y}
                value={day?.date ?? ''}
                onChange={(e) =>
                  updateCheckout({
                    orderTime: 'later',
                    slotId: model.days.find((d) => d.date === e.target.value)?.slots[0]?.id ?? null,
                  })
                }
              >
                {model.days.map((d) => (
                  <option key={d.date} value={d.date}>
                    {slotDay(d.date, data.locale)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="co-slot" label={s.slot} error={err('slot')}>
            {(a11y) => (
              <select
                {...a11y}
                value={model.slot?.id ?? ''}
                onChange={(e) => updateCheckout({ orderTime: 'later', slotId: e.target.value })}
              >
                {(day?.slots ?? []).map((slot) => (
                  <option key={slot.id} value={slot.id}>
                    {slotTime(slot.from, data.locale)}–{slotTime(slot.to, data.locale)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
      {later && model.days.length === 0 && (
        <p id="co-slot" tabIndex={-1} role="alert">
          {s[err('slot') ? (model.problems.slot?.key ?? 'noSlots') : 'noSlots']}
        </p>
      )}
    </fieldset>
  );
}

export function PickupSection({ data, model, checkout, s, err }: SectionProps) {
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

export function TableSection({
  checkout,
  s,
  err,
  tables,
}: SectionProps & { tables: Array<{ id: number; name: string }> | null }) {
  return (
    <fieldset>
      <legend>{s.table}</legend>
      {tables && tables.length > 0 ? (
        <Field id="co-table" label={s.tableNumber} required error={err('table')}>
          {(a11y) => (
            <select {...a11y} value={checkout.table} onChange={(e) => updateCheckout({ table: e.target.value })}>
              <option value="">{s.chooseTable}</option>
              {tables.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <TextField
          id="co-table"
          label={s.tableNumber}
          hint={s.tableHint}
          required
          maxLength={40}
          value={checkout.table}
          error={err('table')}
          onChange={(table) => updateCheckout({ table: normalizeDigits(table) })}
        />
      )}
    </fieldset>
  );
}

export function PaymentSection({ data, model, checkout, s, err }: SectionProps) {
  const giftOn = data.route === 'delivery' && data.settings.enable_gift;
  return (
    <>
      <fieldset>
        <legend>{s.payment}</legend>
        <div role="radiogroup" aria-label={s.payment} className="choices" id="co-payment" tabIndex={-1}>
          {data.paymentMethods.map((m) => (
            <label key={m.id}>
              <input
                type="radio"
                name="payment"
                checked={model.paymentType === m.id}
                onChange={() => updateCheckout({ paymentType: m.id, paymentChosen: true })}
              />{' '}
              {s[paymentMethodNameKey(m.id, data.route)] ?? s[`pay_${m.id}`] ?? fill(s.payOther, { id: m.id })}
            </label>
          ))}
        </div>
        {err('payment') && <p role="alert">{err('payment')}</p>}
        {instagramBrowser && model.paymentType !== null && PAID_ON_PROVIDER_PAGE.has(model.paymentType) && (
          <p className="notice" role="status">
            {s.inAppBrowserPayment}
          </p>
        )}
      </fieldset>
      {giftOn && (
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
      )}
      <Field id="co-notes" label={s.notes}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={2}
            maxLength={1000}
            value={checkout.notes}
            onChange={(e) => updateCheckout({ notes: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}
