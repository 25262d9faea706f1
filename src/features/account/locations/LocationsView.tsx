/**
 * The saved addresses island (spec §2 /{ref}/locations, login required; §3 User.locations with a default flag):
 * the list with the default marked first, and adding, editing, deleting (after a confirmation) and making an
 * address the default (GET/POST/PUT/DELETE webapp/locations). The form is checkout's: the business's address
 * form rules per address type, and the map with place search, the device's position and reverse geocoding.
 */
import { Boundary } from '../../../components/ui/Boundary.tsx';
import { useEffect, useMemo, useState } from 'react';
import type { Location } from '../../../lib/api/accounts.ts';
import type { AddressField } from '../../../lib/api/schema.ts';
import { showToast } from '../../../stores/helper.ts';
import type { CheckoutData } from '../../checkout/checkoutData.ts';
import type { AccountData } from '../accountData.ts';
import { accountApi, readAccountData } from '../api.ts';
import ConfirmDialog from '../../../components/ui/ConfirmDialog.tsx';
import { readIslandData } from '../../../components/ui/islandData.ts';
import { useAction } from '../../../components/ui/useAction.ts';
import { useKeptDraft } from '../../../components/ui/useDraft.ts';
import { refusalText } from '../auth/refusal.ts';
import { say, type Strings } from '../auth/text.ts';
import Toast from '../../../components/ui/Toast.tsx';
import LocationForm from './LocationForm.tsx';
import {
  defaultBody,
  draftOf,
  keptLocationDraft,
  fieldLabel,
  locationSummary,
  sortLocations,
  type LocationDraft,
} from './locationForm.ts';

/** The id of the page's map and address form data (checkout data of the delivery type, without the menu). */
export const LOCATIONS_DATA_ID = 'sf-locations';

export interface LocationsViewProps {
  strings: Strings;
}

const readMapData = () => readIslandData<CheckoutData>(LOCATIONS_DATA_ID);

function LocationsViewIsland(props: LocationsViewProps) {
  const account = useMemo(readAccountData, []);
  const map = useMemo(readMapData, []);
  return account && map ? (
    <Locations {...props} data={account} map={map} />
  ) : (
    <p role="alert">{props.strings.broken}</p>
  );
}

function Locations({ strings: s, data, map }: LocationsViewProps & { data: AccountData; map: CheckoutData }) {
  const [list, setList] = useState<Location[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // The address the customer was writing when their session ended, open again once they are back (stores/drafts.ts).
  const kept = useKeptDraft('location', keptLocationDraft);
  const [draft, setDraft] = useState<LocationDraft | null>(kept);
  const [removing, setRemoving] = useState<Location | null>(null);
  const { busy, error, run } = useAction((e) => refusalText(s, e));
  const label = (field: AddressField) => fieldLabel(s, field);
  // A 401/403 logs out and goes to login, back here afterwards (spec §6).
  const api = useMemo(() => accountApi(data), [data]);

  // The client and the strings last as long as the island: the list is asked for once.
  useEffect(() => {
    api
      .locations()
      .then((answer) => setList(answer.locations ?? []))
      .catch((e: unknown) => setLoadError(refusalText(s, e)));
  }, [api, s]);

  const makeDefault = (saved: Location) =>
    void run(async () => {
      const answer = await api.updateLocation(saved.id, defaultBody(saved));
      setList(answer.locations ?? []);
      showToast(say(s, 'defaultSet'));
    });
  const backToAdd = () => requestAnimationFrame(() => document.getElementById('locations-add')?.focus());
  const remove = () =>
    void run(async () => {
      if (!removing) return;
      const answer = await api.deleteLocation(removing.id);
      setList(answer.locations ?? []);
      setRemoving(null);
      showToast(say(s, 'addressDeleted'));
      backToAdd();
    });

  if (draft) {
    // The form replaces the list: the keyboard's focus goes with it, and back to "Add an address" when it closes.
    return (
      <div className="account plain-controls locations">
        <Toast />
        <LocationForm
          s={s}
          data={data}
          map={map}
          draft={draft}
          onCancel={() => {
            setDraft(null);
            backToAdd();
          }}
          onSaved={(locations) => {
            setList(locations);
            setDraft(null);
            showToast(say(s, 'addressSaved'));
            backToAdd();
          }}
        />
      </div>
    );
  }

  return (
    <div className="account plain-controls locations">
      <Toast />
      {loadError && (
        <p role="alert" className="notice">
          {loadError}
        </p>
      )}
      {!list && !loadError && <span className="spinner" role="status" aria-label={say(s, 'loading')} />}
      {list && list.length === 0 && <p>{say(s, 'noAddresses')}</p>}
      {list && list.length > 0 && (
        <ul className="location-list" aria-label={say(s, 'savedAddresses')}>
          {sortLocations(list).map((saved) => {
            const name = saved.title?.trim() || say(s, `addressType_${saved.type ?? 1}`);
            return (
              <li key={saved.id} className="location-card" aria-labelledby={`location-${saved.id}-title`}>
                <h2 id={`location-${saved.id}-title`}>
                  {name} {saved.default && <span className="badge default-badge">{say(s, 'default')}</span>}
                </h2>
                <p>{locationSummary(saved, label) || say(s, 'noDetails')}</p>
                {saved.note && <p className="muted">{saved.note}</p>}
                <div className="row">
                  <button
                    type="button"
                    onClick={() => setDraft(draftOf(saved, { first: false }))}
                    aria-label={say(s, 'editNamed', { name })}
                  >
                    {say(s, 'edit')}
                  </button>
                  {!saved.default && (
                    <button
                      type="button"
                      aria-disabled={busy}
                      onClick={() => makeDefault(saved)}
                      aria-label={say(s, 'makeDefaultNamed', { name })}
                    >
                      {say(s, 'makeDefault')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="danger"
                    onClick={() => setRemoving(saved)}
                    aria-label={say(s, 'deleteNamed', { name })}
                  >
                    {say(s, 'delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p role="alert" className="notice">
          {error}
        </p>
      )}
      {list && (
        <button
          type="button"
          id="locations-add"
          className="primary"
          onClick={() => setDraft(draftOf(null, { first: list.length === 0 }))}
        >
          {say(s, 'addAddress')}
        </button>
      )}
      <ConfirmDialog
        id="delete-address"
        open={removing !== null}
        title={say(s, 'deleteAddressTitle')}
        confirm={say(s, 'delete')}
        cancel={say(s, 'cancel')}
        busy={busy}
        danger
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        <p>{removing ? removing.title?.trim() || locationSummary(removing, label) : ''}</p>
      </ConfirmDialog>
    </div>
  );
}

/** The island, behind its boundary: an answer of an unexpected shape shows a message and "try again", not a blank. */
export default function LocationsView(props: LocationsViewProps) {
  const s = props.strings as { loadFailed?: string; retry?: string };
  return (
    <Boundary message={s.loadFailed ?? ''} retry={s.retry ?? ''}>
      <LocationsViewIsland {...props} />
    </Boundary>
  );
}
