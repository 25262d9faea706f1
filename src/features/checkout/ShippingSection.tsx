/**
 * International shipping (spec §4): the destination among the branch's shipping countries, named in the page's
 * language, with its terms (per kg and fixed), and the address form of that country. The contact phone's country
 * follows the destination while the customer has typed no number (stores/shipTo.ts).
 */
import { toMinor } from '../../domain/money.ts';
import { chooseShipTo } from '../../stores/shipTo.ts';
import { Field } from '../../components/ui/Field.tsx';
import { fill } from '../../components/ui/fill.ts';
import { countryOptions } from './shippingCountries.ts';
import AddressFields from './AddressFields.tsx';
import type { DeliverySectionProps } from './sectionProps.ts';

export default function ShippingSection(props: DeliverySectionProps) {
  const { data, model, delivery, s, err, money } = props;
  return (
    <fieldset>
      <legend>{s.shipTo}</legend>
      <Field id="co-country" label={s.country} required error={err('country')}>
        {(a11y) => (
          <select
            {...a11y}
            value={model.country?.country_iso ?? delivery.shippingCountry ?? ''}
            onChange={(e) => chooseShipTo(e.target.value || null, data.phone.country)}
          >
            <option value="">{s.chooseCountry}</option>
            {countryOptions(data.countries, model.branchId, data.locale, data.countryCode).map((c) => (
              <option key={c.iso} value={c.iso}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {model.country && (
        <p className="muted" data-testid="shipping-terms">
          {fill(s.shippingTerms, {
            perKg: money(toMinor(model.country.fees_per_kg, data.currency)),
            fixed: money(toMinor(model.country.fixed_fees, data.currency)),
          })}
        </p>
      )}
      <AddressFields {...props} />
    </fieldset>
  );
}
