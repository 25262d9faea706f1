/** When the order is wanted (spec §4): now, or later at a day and slot the model offers. */
import { updateCheckout } from '../../stores/checkout.ts';
import { Field } from '../../components/ui/Field.tsx';
import { slotDay, slotTime } from './slotText.ts';
import { fill } from '../../components/ui/fill.ts';
import { useOtherTimeZone } from '../../components/ui/useOtherTimeZone.ts';
import type { SectionProps } from './sectionProps.ts';
import { defaultScheduleSlot } from '../../domain/checkout/slots.ts';

export default function WhenSection({ data, model, s, err }: SectionProps) {
  const later = model.scheduleType === 'later';
  const day = model.days.find((d) => d.date === model.slot?.date) ?? model.days[0];
  const zone = useOtherTimeZone(data.timeZone, data.locale, later && model.days.length > 0);
  return (
    <fieldset id="co-when">
      <legend>{s.when}</legend>
      {model.laterOnly ? (
        <p className="muted">{s.laterOnly}</p>
      ) : model.days.length === 0 && !later ? (
        // No later time to offer (a dine-in order, or no slot left): nothing to choose, rather than a choice greyed
        // out with no reason given.
        <p>{s.now}</p>
      ) : (
        // The fieldset's legend names the radios' group: one name, said once.
        <div className="choices">
          <label>
            <input type="radio" name="when" checked={!later} onChange={() => updateCheckout({ orderTime: 'now' })} />{' '}
            {s.now}
          </label>
          <label>
            <input
              type="radio"
              name="when"
              checked={later}
              // The slot shown by default is kept as the choice (spec §4: the default slot persists), so the menu
              // is shown for it too (site/menuTime.ts reads the stored slot).
              onChange={() =>
                updateCheckout({
                  orderTime: 'later',
                  slotId: model.slot?.id ?? defaultScheduleSlot(model.days)?.id ?? null,
                })
              }
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
          <Field id="co-slot" label={s.slot} error={err('slot')} hint={zone ? fill(s.zoneNote, { zone }) : undefined}>
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
