/**
 * Where a delivery goes (spec §2, §4, §5): the chosen area with a way to change it (the area chooser dialog), the
 * pin on the map with what to do when it falls outside every zone (order from the branch that delivers there, or
 * pick it up), the address form built from the business's field settings, or the country for international
 * shipping.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { isAuthenticated } from '../../domain/auth.ts';
import { $auth } from '../../stores/auth.ts';
import type { NominatimAddress } from '../../domain/checkout/geocode.ts';
import type { Area, Zone } from '../../lib/api/schema.ts';
import {
  $delivery,
  chooseArea,
  chooseBranch,
  setAddressField,
  setLocation,
  type DeliveryState,
} from '../../stores/delivery.ts';
import AddressFields from './AddressFields.tsx';
import AreaChooser from './AreaChooser.tsx';
import type { SavedAddressesProps } from './SavedAddresses.tsx';
import type { DeliverySectionProps } from './sectionProps.ts';
import ShippingSection from './ShippingSection.tsx';
import PickerFrame from './PickerFrame.tsx';
import { fill } from '../../components/ui/fill.ts';
import { lendConsentBanner } from '../tracking/consentInModal.ts';

const SavedAddresses = lazy(() => import('./SavedAddresses.tsx'));
// Loaded when the map is shown, as Leaflet is (a business without pins, or a shipping order, never loads it); until
// then a frame of its layout keeps its room (PickerFrame.tsx), so the sections below do not jump.
const LocationPicker = lazy(() => import('./LocationPicker.tsx'));

export default function DeliverySection(props: DeliverySectionProps) {
  const { data, model, delivery, s, err, money } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const consentSlot = useRef<HTMLDivElement>(null);
  const giveBackConsent = useRef<(() => void) | null>(null);
  // Opened on its search (the dialog would give the focus to its first control, the Close at its top).
  const openChooser = useCallback(() => {
    const sheet = dialog.current;
    if (!sheet) return;
    const search = () => sheet.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    // A visitor who has yet to answer the consent banner finds it in the sheet, under its title and Close: the sheet
    // opens on its own as the checkout's first question, and would leave the banner inert behind it. Shown inside
    // rather than holding the sheet back until answered: both questions are in view at once, the sheet opens when
    // the customer expects it (not late, after an answer), and neither answer is forced before the other; the
    // focus stays on the search, so typing an area works as before. Once answered, the banner goes back to its
    // place in the page and the focus to the search; closed unanswered, it stays asking at the top of the page.
    giveBackConsent.current = consentSlot.current
      ? lendConsentBanner(consentSlot.current, () => {
          giveBackConsent.current = null;
          search();
        })
      : null;
    sheet.showModal();
    search();
  }, []);
  const closeChooser = useCallback(() => dialog.current?.close(), []);
  const { askArea } = props;
  const { shipping } = model;
  useEffect(() => {
    // Asked when the section opens with neither an area nor a pin (the delivery store as it is then).
    const { areaId, location } = $delivery.get();
    if (askArea && !shipping && !areaId && !location) openChooser();
  }, [askArea, shipping, openChooser]);

  const choose = (area: Area, zone: Zone) => {
    // The zone's branch delivers it, whichever branch was chosen before (settings, or another area's).
    chooseArea(area.id, zone.id, zone.branch);
    // A pin outside the newly chosen area's zone would contradict the choice: drop it, the map reopens there.
    if (delivery.location) setLocation(null);
    closeChooser();
  };
  const onPick = (at: { lat: number; lng: number }, name: string, address: NominatimAddress | null) => {
    setLocation(at, name, data.locale);
    void fillAddressFrom(address);
  };

  if (model.shipping) return <ShippingSection {...props} />;

  const branchName = data.branches.find((b) => b.id === model.branchId)?.name ?? '';
  return (
    <fieldset>
      <legend>{s.deliverTo}</legend>
      <SavedAddressesWhenLoggedIn data={data} s={s} onApplied={closeChooser} />
      <div className="row">
        <p id="co-area" tabIndex={-1} data-testid="chosen-area">
          {model.area ? (
            <>
              {/* The zone beside its area, unless it says the same ("Jahra (Jahra)"). */}
              <strong>{model.area.name}</strong>{' '}
              {model.zone && model.zone.name.trim() !== model.area.name.trim() && (
                <span className="muted">({model.zone.name})</span>
              )}
            </>
          ) : (
            s.noArea
          )}
        </p>
        <button type="button" className="secondary" onClick={openChooser}>
          {model.area ? s.changeArea : s.chooseArea}
        </button>
      </div>
      {/* "…which delivers there": said once there is a there (an area or a pin), not beside "No area chosen yet". */}
      {model.branchId !== data.branchId && (model.area || delivery.location) && (
        <p className="muted">{fill(s.orderingFrom, { branch: branchName })}</p>
      )}
      {err('area') && <p className="field-error">{err('area')}</p>}
      <dialog
        ref={dialog}
        aria-labelledby="area-dialog-title"
        className="sheet"
        // Opened on its own (no button had the focus), closing it gave the focus to nothing: it goes to the area
        // chosen (or not), read out, with the button to change it next.
        onClose={(e) => {
          giveBackConsent.current?.();
          giveBackConsent.current = null;
          const active = document.activeElement;
          if (!active || active === document.body || e.currentTarget.contains(active))
            document.getElementById('co-area')?.focus();
        }}
      >
        {/* Close at the top, where a sheet's is looked for: below every area it was off the screen. */}
        <div className="sheet-head">
          <h2 id="area-dialog-title">{s.whereDeliver}</h2>
          <button type="button" className="secondary" onClick={closeChooser}>
            {s.close}
          </button>
        </div>
        {/* The consent banner while unanswered (openChooser); React renders nothing here. */}
        <div ref={consentSlot} />
        <AreaChooser
          data={data}
          s={s}
          money={money}
          selectedAreaId={delivery.areaId}
          homeBranchId={model.homeBranchId}
          onChoose={choose}
        />
      </dialog>
      {props.showMap && data.settings.drop_pin && (
        <div>
          <Suspense
            fallback={
              <PickerFrame
                data={data}
                s={s}
                ourBranch={model.branchId}
                location={delivery.location}
                locationName={delivery.locationName}
              />
            }
          >
            <LocationPicker
              data={data}
              s={s}
              location={delivery.location}
              locationName={delivery.locationName}
              locationLocale={delivery.locationLocale}
              // Named again in this page's language after a switch (the street and block typed stay as they are).
              onRename={(name) => delivery.location && setLocation(delivery.location, name, data.locale)}
              focus={focusOf(data.zones, delivery)}
              ourBranch={model.branchId}
              onPick={onPick}
              searchId="co-location"
              searchDescribedBy={err('location') ? 'co-location-error' : undefined}
            />
          </Suspense>
          {err('location') && (
            <p className="field-error" id="co-location-error">
              {err('location')}
            </p>
          )}
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

/**
 * The fields of the address form the customer left empty, filled from the geocoder's breakdown of the pinned place
 * (the geocoder's code loads with the first place the customer looks up or pins: LocationPicker.tsx).
 */
async function fillAddressFrom(address: NominatimAddress | null): Promise<void> {
  const { addressFromNominatim } = await import('../../domain/checkout/geocode.ts');
  const typed = $delivery.get().address;
  for (const [field, value] of Object.entries(addressFromNominatim(address)))
    if (value && !typed[field]) setAddressField(field, value);
}

/**
 * A logged-in customer's saved addresses; their code (with the account's address form and its phone rules) loads
 * only for a customer who is logged in.
 */
function SavedAddressesWhenLoggedIn(props: SavedAddressesProps) {
  const auth = useStore($auth);
  if (!isAuthenticated({ token: auth.token, user: auth.user }, props.data.businessUserId)) return null;
  return (
    <Suspense fallback={null}>
      <SavedAddresses {...props} />
    </Suspense>
  );
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
  const own = area?.shape?.type === 'Polygon';
  const shape = own ? area!.shape! : (zone?.shape ?? area?.shape ?? null);
  // Named in the legend beside the outline's colour: the area's name, or its zone's when the zone is what is drawn.
  const name = (own ? area?.name : zone?.shape ? zone.name : area?.name) ?? '';
  return shape ? { key: `${zone?.id ?? ''}:${area?.id ?? ''}`, shape, name } : null;
}
