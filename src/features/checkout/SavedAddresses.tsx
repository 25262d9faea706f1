/**
 * A logged-in customer's saved addresses in the delivery section (spec §3 User.locations, §5 contact phone
 * fallback): a select of them, the default one preselected when the delivery is still empty, and "another
 * address" to pin a new one. Choosing one fills the area, the pin and the address form (savedLocation.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isAuthenticated } from '../../domain/auth.ts';
import type { Location } from '../../lib/api/accounts.ts';
import { $auth } from '../../stores/auth.ts';
import { $checkout, updateCheckout } from '../../stores/checkout.ts';
import {
  $delivery,
  chooseArea,
  chooseBranch,
  setAddressField,
  setAddressType,
  setLocation,
} from '../../stores/delivery.ts';
import { Field } from '../../components/ui/Field.tsx';
import { customerApi } from '../account/api.ts';
import { locationSummary, sortLocations } from '../account/locations/locationForm.ts';
import type { CheckoutData } from './checkoutData.ts';
import { deliveryOfSaved, initialSavedLocation, phoneWithSaved } from './savedLocation.ts';
import { userPhoneOf, type ContactUser } from './contactPrefill.ts';

export interface SavedAddressesProps {
  data: CheckoutData;
  s: Record<string, string>;
  /** A saved address was applied (the area chooser can close). */
  onApplied: () => void;
}

/** Puts a saved address in the delivery (area, pin, type, fields) and, when the checkout has no phone yet, its phone. */
function applySavedLocation(saved: Location, data: CheckoutData): void {
  const d = deliveryOfSaved(saved, data.zones, data.branchId);
  if (d.areaId != null && d.zoneId != null) chooseArea(d.areaId, d.zoneId, d.branchId);
  else chooseBranch(null);
  setLocation(d.location, d.locationName);
  setAddressType(d.addressType);
  for (const [field, value] of Object.entries(d.address)) setAddressField(field, value);
  const current = $checkout.get().phone;
  const phone = phoneWithSaved(current, {
    userPhone: userPhoneOf($auth.get().user as ContactUser, data.phone.dialCode),
    formContactPhone: null,
    saved,
  });
  if (phone !== current) updateCheckout({ phone });
}

export default function SavedAddresses({ data, s, onApplied }: SavedAddressesProps) {
  const auth = useStore($auth);
  const authenticated = isAuthenticated({ token: auth.token, user: auth.user }, data.businessUserId);
  const [list, setList] = useState<Location[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);

  useEffect(() => {
    if (!authenticated) return;
    let live = true;
    const api = customerApi({
      apiUrl: data.client.apiUrl,
      locale: data.locale,
      businessUserId: data.businessUserId,
      login: data.links.login,
    });
    api
      .locations()
      .then((answer) => {
        if (!live) return;
        const sorted = sortLocations(answer.locations ?? []);
        setList(sorted);
        const first = initialSavedLocation(sorted, $delivery.get());
        if (first.saved && first.apply) {
          applySavedLocation(first.saved, data);
          onApplied();
        }
        setChosen(first.saved?.id ?? null);
      })
      .catch(() => setList([])); // the checkout works without them
    return () => {
      live = false;
    };
  }, [authenticated, data, onApplied]);

  if (!authenticated || list.length === 0) return null;
  const label = (field: string) => s[`field_${field}`] ?? field;
  return (
    <Field id="co-saved-address" label={s.savedAddresses}>
      {(a11y) => (
        <select
          {...a11y}
          value={chosen == null ? '' : String(chosen)}
          onChange={(e) => {
            const saved = list.find((l) => String(l.id) === e.target.value);
            if (saved) {
              applySavedLocation(saved, data);
              setChosen(saved.id);
              return onApplied();
            }
            setChosen(null);
            setLocation(null);
          }}
        >
          {list.map((l) => {
            const summary = locationSummary(l, label);
            return (
              <option key={l.id} value={String(l.id)}>
                {[l.title, summary].filter(Boolean).join(' — ') || String(l.id)}
              </option>
            );
          })}
          <option value="">{s.otherAddress}</option>
        </select>
      )}
    </Field>
  );
}
