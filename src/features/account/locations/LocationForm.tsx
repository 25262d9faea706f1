/**
 * The form of one saved address, new or edited (spec §3 User.locations): the business's address form rules per
 * address type (checkout's), the map with place search, the device's position and reverse geocoding, and the
 * default flag; sent as POST or PUT webapp/locations.
 */
import { useEffect, useRef, useState } from 'react';
import type { PhoneKit } from '../../../lib/phoneRules.ts';
import { ADDRESS_TYPES, addressFieldRules, type FormType } from '../../../domain/checkout/addressFields.ts';
import { addressFromNominatim, type NominatimAddress } from '../../../domain/checkout/geocode.ts';
import type { Location } from '../../../lib/api/accounts.ts';
import type { AddressField } from '../../../lib/api/schema.ts';
import type { CheckoutData } from '../../checkout/checkoutData.ts';
import { ErrorSummary, focusFirstProblem } from '../../../components/ui/ErrorSummary.tsx';
import { FieldErrorsAnnounced, TextField } from '../../../components/ui/Field.tsx';
import { problemLine } from '../../../components/ui/problemLine.ts';
import LocationPicker from '../../checkout/LocationPicker.tsx';
import type { AccountData } from '../accountData.ts';
import { accountApi } from '../api.ts';
import { useAction } from '../../../components/ui/useAction.ts';
import { usePhoneKit } from '../../../components/ui/usePhoneKit.ts';
import { useKeepDraft } from '../../../components/ui/useDraft.ts';
import { refusalText } from '../auth/refusal.ts';
import { say, type Strings } from '../auth/text.ts';
import {
  draftProblems,
  fieldLabel,
  hasContactPhone,
  locationBody,
  withPlaceName,
  type LocationDraft,
} from './locationForm.ts';

export interface LocationFormProps {
  s: Strings;
  data: AccountData;
  map: CheckoutData;
  draft: LocationDraft;
  onCancel: () => void;
  onSaved: (locations: Location[]) => void;
}

const ERROR_KEYS = { required: 'required', 'too-long': 'tooLong', invalid: 'phoneInvalid' } as const;
const LOC_PROBLEMS = 'loc-problems';

export default function LocationForm({ s, data, map, draft: initial, onCancel, onSaved }: LocationFormProps) {
  // A saved address opened again has a pin without a name (the API keeps its lat and lng): it is named by what the
  // customer typed, once, not as they type (the pin's name is announced), until the map names a new spot.
  const [draft, setDraft] = useState(() => withPlaceName(initial, (f) => fieldLabel(s, f), map.zones));
  // Kept if the session ends while it is open (stores/drafts.ts).
  useKeepDraft('location', draft);
  // Opened from a button the form replaced: the focus starts at its title (read out), not at the page's start.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const [tried, setTried] = useState(false);
  const { busy, error, run, setError } = useAction((e) => refusalText(s, e));
  const formType: FormType = map.settings.form?.type === 'international' ? 'international' : 'residency';
  const rules = addressFieldRules({
    formType,
    addressType: draft.type,
    fields: map.settings.fields ?? {},
    country: data.countryCode,
  });
  // The phone rules (~20 kB) load when the customer starts on a form with a contact phone; until then the phone
  // is not judged, and it is before saving.
  const phone = usePhoneKit();
  const typedPhone = hasContactPhone(draft, rules);
  const isPhoneWith =
    (kit: PhoneKit | null) =>
    (value: string): boolean =>
      kit?.checkPhone(value, data.countryCode).ok ?? true;
  const problems = draftProblems(draft, rules, isPhoneWith(phone.kit));
  const err = (key: keyof typeof problems) => {
    const p = problems[key];
    return tried && p ? say(s, ERROR_KEYS[p]) : null;
  };
  // The form's fields as the page shows them: the summary lists their problems, the first one gets the focus.
  const fields: Array<'title' | AddressField> = ['title', ...rules.map((r) => r.field)];
  const label = (key: 'title' | AddressField) => (key === 'title' ? say(s, 'addressTitle') : fieldLabel(s, key));
  const summary = fields.flatMap((key) => {
    const message = err(key);
    return message ? [{ fieldId: `loc-${key}`, text: problemLine(label(key), message, s) }] : [];
  });
  const patch = (p: Partial<LocationDraft>) => setDraft((d) => ({ ...d, ...p }));
  const setField = (field: AddressField, value: string) =>
    setDraft((d) => ({ ...d, values: { ...d.values, [field]: value } }));
  const onPick = (at: { lat: number; lng: number }, name: string, address: NominatimAddress | null) => {
    setDraft((d) => {
      const values = { ...d.values };
      // The geocoder's answer fills what the customer has not typed.
      for (const [field, value] of Object.entries(addressFromNominatim(address)))
        if (value && !values[field as AddressField]) values[field as AddressField] = value;
      return { ...d, location: at, locationName: name, values };
    });
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    setError(null);
    const kit = typedPhone ? await phone.load() : null;
    if (typedPhone && !kit) {
      setError(say(s, 'offline'));
      return;
    }
    const judged = draftProblems(draft, rules, isPhoneWith(kit));
    const first = fields.find((key) => judged[key]);
    if (first) {
      focusFirstProblem(`loc-${first}`, LOC_PROBLEMS);
      return;
    }
    const body = locationBody(draft, rules, formType);
    const api = accountApi(data);
    void run(async () => {
      const answer = await (draft.id === null ? api.addLocation(body) : api.updateLocation(draft.id, body));
      onSaved(answer.locations ?? []);
      return 'leaving'; // the form closes
    });
  };

  // The errors of a refused "Save address" are announced once, by the summary; each field's is read with the field.
  return (
    <FieldErrorsAnnounced.Provider value={false}>
      <form
        className="location-form"
        onSubmit={(e) => void save(e)}
        onFocus={() => void (rules.some((r) => r.field === 'contact_phone') && phone.load())}
        noValidate
        aria-labelledby="loc-form-title"
        aria-describedby={summary.length ? LOC_PROBLEMS : undefined}
      >
        <h2 id="loc-form-title" tabIndex={-1} ref={titleRef}>
          {say(s, draft.id === null ? 'addAddress' : 'editAddress')}
        </h2>
        <ErrorSummary id={LOC_PROBLEMS} title={say(s, 'addressProblems')} lines={summary} />
        <TextField
          id="loc-title"
          label={say(s, 'addressTitle')}
          hint={say(s, 'addressTitleHint')}
          maxLength={120}
          value={draft.title}
          onChange={(v) => patch({ title: v })}
          error={err('title')}
        />
        <fieldset className="choices">
          <legend>{say(s, 'addressType')}</legend>
          {ADDRESS_TYPES.map((t) => (
            <label key={t}>
              <input type="radio" name="loc-type" checked={draft.type === t} onChange={() => patch({ type: t })} />{' '}
              {say(s, `addressType_${t}`)}
            </label>
          ))}
        </fieldset>
        <LocationPicker data={map} s={s} location={draft.location} locationName={draft.locationName} onPick={onPick} />
        <div className="row wrap">
          {rules.map((rule) => (
            <TextField
              key={rule.field}
              id={`loc-${rule.field}`}
              label={fieldLabel(s, rule.field)}
              required={rule.required}
              inputMode={rule.inputMode}
              autoComplete={rule.autoComplete}
              maxLength={rule.maxLength}
              value={draft.values[rule.field] ?? ''}
              error={err(rule.field)}
              onChange={(v) => setField(rule.field, v)}
            />
          ))}
        </div>
        <label className="check">
          <input type="checkbox" checked={draft.isDefault} onChange={(e) => patch({ isDefault: e.target.checked })} />{' '}
          {say(s, 'useAsDefault')}
        </label>
        {error && (
          <p role="alert" className="notice">
            {error}
          </p>
        )}
        <div className="row">
          <button type="submit" className="primary" aria-disabled={busy} aria-busy={busy}>
            {say(s, 'saveAddress')}
          </button>
          <button type="button" onClick={onCancel}>
            {say(s, 'cancel')}
          </button>
        </div>
      </form>
    </FieldErrorsAnnounced.Provider>
  );
}
