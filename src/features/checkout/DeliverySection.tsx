/**
 * Where a delivery goes (spec §2, §4, §5): the chosen area with a way to change it (the area chooser dialog), the
 * pin on the map with what to do when it falls outside every zone (order from the branch that delivers there, or
 * pick it up), the address form built from the business's field settings, or the country for international
 * shipping.
 */
import { useCallback, useEffect, useRef } from 'react';
import { addressFromNominatim, type NominatimAddress } from '../../domain/checkout/geocode.ts';
import { ADDRESS_TYPES } from '../../domain/checkout/addressForm.ts';
import { toMinor } from '../../domain/money.ts';
import type { Area, Zone } from '../../lib/api/schema.ts';
import {
  $delivery,
  chooseArea,
  chooseBranch,
  chooseShippingCountry,
  setAddressField,
  setAddressType,
  setLocation,
  type DeliveryState,
} from '../../stores/delivery.ts';
import AreaChooser from './AreaChooser.tsx';
import { Field, TextField } from '../../components/ui/Field.tsx';
import LocationPicker from './LocationPicker.tsx';
import SavedAddresses from './SavedAddresses.tsx';
import type { SectionProps } from './sectionProps.ts';
import type { CheckoutData } from './checkoutData.ts';
import { fill } from '../../components/ui/fill.ts';

export interface DeliverySectionProps extends SectionProps {
  delivery: DeliveryState;
  money: (minor: number) => string;
  /** Open the area chooser now (no area chosen yet). */
  askArea: boolean;
  showMap: boolean;
  showForm: boolean;
}

export default function DeliverySection(props: DeliverySectionProps) {
  const { data, model, delivery, s, err, money } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const openChooser = () => dialog.current?.showModal();
  const closeChooser = useCallback(() => dialog.current?.close(), []);
  const { askArea } = props;
  const { shipping } = model;
  useEffect(() => {
    // Asked when the section opens with neither an area nor a pin (the delivery store as it is then).
    const { areaId, location } = $delivery.get();
    if (askArea && !shipping && !areaId && !location) dialog.current?.showModal();
  }, [askArea, shipping]);

  const choose = (area: Area, zone: Zone) => {
    chooseArea(area.id, zone.id, zone.branch === data.branchId ? null : zone.branch);
    // A pin outside the newly chosen area's zone would contradict the choice: drop it, the map reopens there.
    if (delivery.location) setLocation(null);
    closeChooser();
  };
  const onPick = (at: { lat: number; lng: number }, name: string, address: NominatimAddress | null) => {
    setLocation(at, name);
    const found = addressFromNominatim(address);
    for (const [field, value] of Object.entries(found))
      if (value && !delivery.address[field]) setAddressField(field, value);
  };

  if (model.shipping) {
    return (
      <fieldset>
        <legend>{s.shipTo}</legend>
        <Field id="co-country" label={s.country} required error={err('country')}>
          {(a11y) => (
            <select
              {...a11y}
              value={delivery.shippingCountry ?? ''}
              onChange={(e) => chooseShippingCountry(e.target.value || null)}
            >
              <option value="">{s.chooseCountry}</option>
              {countryOptions(data.countries, model.branchId, data.locale).map((c) => (
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

  const branchName = data.branches.find((b) => b.id === model.branchId)?.name ?? '';
  return (
    <fieldset>
      <legend>{s.deliverTo}</legend>
      <SavedAddresses data={data} s={s} onApplied={closeChooser} />
      <div className="row">
        <p id="co-area" tabIndex={-1} data-testid="chosen-area">
          {model.area ? (
            <>
              <strong>{model.area.name}</strong> {model.zone && <span className="muted">({model.zone.name})</span>}
            </>
          ) : (
            s.noArea
          )}
        </p>
        <button type="button" className="secondary" onClick={openChooser}>
          {model.area ? s.changeArea : s.chooseArea}
        </button>
      </div>
      {model.branchId !== data.branchId && <p className="muted">{fill(s.orderingFrom, { branch: branchName })}</p>}
      {err('area') && <p role="alert">{err('area')}</p>}
      <dialog ref={dialog} aria-labelledby="area-dialog-title" className="sheet">
        <h2 id="area-dialog-title">{s.whereDeliver}</h2>
        <AreaChooser data={data} s={s} money={money} selectedAreaId={delivery.areaId} onChoose={choose} />
        <div className="row">
          <button type="button" className="secondary" onClick={closeChooser}>
            {s.close}
          </button>
        </div>
      </dialog>
      {props.showMap && data.settings.drop_pin && (
        <div id="co-location" tabIndex={-1}>
          <LocationPicker
            data={data}
            s={s}
            location={delivery.location}
            locationName={delivery.locationName}
            focus={focusOf(data.zones, delivery)}
            ourBranch={model.branchId}
            onPick={onPick}
          />
          {model.notice?.tone === 'ok' && (
            <p className="ok" data-testid="spot-notice">
              {fill(s[model.notice.key], model.notice.values)}
            </p>
          )}
          {model.notice?.tone === 'problem' && (
            <div role="alert" className="notice" data-testid="outside-zones">
              <p>
                <strong>{fill(s[model.notice.key], model.notice.values)}</strong>
              </p>
              {model.notice.action === 'switch-branch' && model.otherBranch && (
                <button type="button" onClick={() => switchToOtherBranch(model.otherBranch!)}>
                  {fill(s.orderFromBranch, { branch: model.otherBranch.branch.name })}
                </button>
              )}
              {model.notice.action === 'elsewhere' && (
                <ul>
                  {data.links.pickupCheckout && (
                    <li>
                      <a href={data.links.pickupCheckout}>{s.pickUpInstead}</a>
                    </li>
                  )}
                  <li>
                    <a href={data.links.areas}>{s.seeAreas}</a>
                  </li>
                </ul>
              )}
            </div>
          )}
        </div>
      )}
      {props.showForm && <AddressFields {...props} />}
    </fieldset>
  );
}

/** The branch's shipping countries named in the page's language (Intl.DisplayNames) and sorted by that name. */
function countryOptions(countries: CheckoutData['countries'], branchId: number, locale: string) {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null; // an old browser: the API's name
  }
  const collator = new Intl.Collator(locale);
  return countries
    .filter((c) => c.branch_id === branchId)
    .map((c) => ({ iso: c.country_iso, name: names?.of(c.country_iso) ?? c.country }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Orders from the branch whose zone holds the pin, with the area of that zone holding it (when one does). */
function switchToOtherBranch(other: NonNullable<DeliverySectionProps['model']['otherBranch']>) {
  chooseBranch(other.branch.id);
  if (other.area) chooseArea(other.area.id, other.zone.id, other.branch.id);
}

/**
 * What the map shows first: the area chosen in the list (its outline, else its zone's), keyed by that choice only,
 * so a new choice refits the map but a pin moved elsewhere (another branch's zone) never pulls it back.
 */
function focusOf(zones: readonly Zone[], delivery: DeliveryState) {
  const zone = zones.find((z) => z.id === delivery.zoneId) ?? null;
  const area = zone?.areas.find((a) => a.id === delivery.areaId) ?? null;
  const shape = area?.shape?.type === 'Polygon' ? area.shape : (zone?.shape ?? area?.shape ?? null);
  return shape ? { key: `${zone?.id ?? ''}:${area?.id ?? ''}`, shape } : null;
}

function AddressFields({ model, delivery, s, err }: DeliverySectionProps) {
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
