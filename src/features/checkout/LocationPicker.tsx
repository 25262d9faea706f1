/**
 * Where the delivery goes on the map (spec §3 drop_pin, §7 geocoding): search a place with the configured
 * Nominatim-compatible geocoder, use the device's position, or tap/drag the pin; every move is reverse-geocoded
 * to a display name (spec §7) and checked against the zones by the model (spec §4 "recalculated whenever the
 * location changes"). Keyboard users have the search, the position button and the map itself (Enter puts the pin in
 * its middle, the arrow keys move it: leafletMap.ts). Leaflet
 * loads when the map is shown, the geocoder's code when the customer first looks a place up or moves the pin.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { NominatimAddress } from '../../domain/checkout/geocode.ts';
import type { CheckoutData } from './checkoutData.ts';
import type { PinMap } from './leafletMap.ts';
import type { Shape } from '../../lib/api/schema.ts';
import { shapeCentre } from '../../domain/zones.ts';
import { fill } from '../../components/ui/fill.ts';
import { mapAttribution, zoomTitles } from './mapText.ts';
import MapLegend from './MapLegend.tsx';
import { useLatest } from '../../components/ui/useLatest.ts';
import { formatNumber } from '../../domain/locale.ts';

interface Hit {
  place_id: number;
  lat: string;
  lon: string;
  display_name: string;
}

export interface LocationPickerProps {
  data: CheckoutData;
  s: Record<string, string>;
  location: { lat: number; lng: number } | null;
  locationName: string;
  /** The language the geocoder named the pin in ('' when it did not name it); another than the page's is renamed. */
  locationLocale?: string;
  /** Told the pin's name in this page's language, looked up again after a switch of language. */
  onRename?: (name: string) => void;
  /** The area chosen in the list (its outline, else its zone's): the map fits it, again whenever `key` changes. */
  focus?: { key: string; shape: Shape; name?: string } | null;
  /** The branch the order goes to (default: the page's): its zones come first in the legend. */
  ourBranch?: number;
  onPick: (at: { lat: number; lng: number }, name: string, address: NominatimAddress | null) => void;
  /**
   * The place search field's id and what describes it (a problem with the pin): the keyboard's way to the pin, so
   * the checkout sends the focus there when the pin is missing.
   */
  searchId?: string;
  searchDescribedBy?: string;
}

/** The geocoder's code (its URLs and what its answers mean), loaded when the customer first looks a place up. */
const geocoder = () => import('../../domain/checkout/geocode.ts');

async function reverse(
  data: CheckoutData,
  at: { lat: number; lng: number },
): Promise<{ name: string; address: NominatimAddress | null }> {
  try {
    const { reverseDisplayName, reverseUrl } = await geocoder();
    const res = await fetch(reverseUrl(data.client.geocoderUrl, at.lat, at.lng, data.locale));
    const body = (await res.json()) as { address?: NominatimAddress; error?: string };
    return { name: reverseDisplayName(body.address, data.locale), address: body.address ?? null };
  } catch {
    return { name: '', address: null };
  }
}

export default function LocationPicker(props: LocationPickerProps) {
  const { data, s, location, locationName, focus = null, ourBranch = data.branchId, onPick } = props;
  const searchField = useRef<HTMLInputElement>(null);
  const pinHintId = useId();
  const mapEl = useRef<HTMLDivElement>(null);
  const map = useRef<PinMap | null>(null);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [geoError, setGeoError] = useState('');
  // Leaflet's chunk could not be fetched (offline, a deploy removed it): the search and the device's position still
  // place the pin, and the customer is told so rather than left before an empty frame.
  const [mapFailed, setMapFailed] = useState(false);
  // A spot picked before the map is there (the device's location can answer while Leaflet still loads): the map
  // puts it on when it mounts, rather than opening on the chosen area without the customer's pin.
  const pendingPin = useRef<{ at: { lat: number; lng: number }; pan: boolean } | null>(null);
  const pick = async (at: { lat: number; lng: number }, pan = false) => {
    if (map.current) map.current.setPin(at, pan);
    else pendingPin.current = { at, pan };
    const { name, address } = await reverse(data, at);
    onPick(at, name, address);
  };
  // The map is created once, when Leaflet has loaded: it reads the props of the latest render then (an area may be
  // chosen while it loads), and its pin calls the latest `pick`.
  const latest = useLatest({ data, s, focus, location, pick, pinHintId });
  const shownFocus = useRef<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('./leafletMap.ts')
      .then(async ({ mountPinMap, loadMapStyles }) => {
        await loadMapStyles();
        if (cancelled || !mapEl.current) return;
        const { data, s, focus, location: pin, pinHintId } = latest.current;
        const ours = data.branches.find((b) => b.id === data.branchId);
        const center =
          pin ??
          shapeCentre(focus?.shape) ??
          (ours?.lat != null && ours.lng != null ? { lat: ours.lat, lng: ours.lng } : { lat: 29.3759, lng: 47.9774 });
        map.current = mountPinMap(mapEl.current, {
          center,
          focus: focus?.shape ?? null,
          pin,
          tileUrl: data.client.tileUrl,
          attribution: mapAttribution(data.client.tileAttribution, s),
          zones: data.zones,
          ourBranch: data.branchId,
          pinLabel: s.pinLabel ?? '',
          pinHintId,
          mapLabel: s.mapLabel ?? '',
          ...zoomTitles(s),
          onPick: (at) => void latest.current.pick(at),
        });
        shownFocus.current = focus?.key ?? '';
        const pending = pendingPin.current;
        pendingPin.current = null;
        if (pending) map.current.setPin(pending.at, pending.pan);
      })
      .catch(() => {
        if (!cancelled) setMapFailed(true);
      });
    return () => {
      cancelled = true;
      map.current?.destroy();
      map.current = null;
    };
    // Later pin moves go through setPin, a newly chosen area through fitShape.
  }, [latest]);
  // A pin named in another language (the customer switched halfway) is looked up again in this page's.
  const { locationLocale = '' } = props;
  const onRenameRef = useLatest(props.onRename);
  const renameIn = location && locationName && locationLocale && locationLocale !== data.locale ? location : null;
  useEffect(() => {
    if (!renameIn) return;
    let cancelled = false;
    void reverse(latest.current.data, renameIn).then(({ name }) => {
      if (!cancelled && name) onRenameRef.current?.(name);
    });
    return () => {
      cancelled = true;
    };
    // Once per pin and language: the object itself is new at every render.
  }, [renameIn?.lat, renameIn?.lng, latest]); // eslint-disable-line react-hooks/exhaustive-deps
  const focusKey = focus?.key ?? '';
  useEffect(() => {
    // Before Leaflet has loaded the mount reads the latest focus; after, a new choice refits the map.
    const shape = latest.current.focus?.shape;
    if (!map.current || !shape || focusKey === shownFocus.current) return;
    shownFocus.current = focusKey;
    map.current.fitShape(shape);
  }, [focusKey, latest]);

  // Not a <form>: the picker sits inside the checkout form, and forms cannot nest.
  const search = async () => {
    if (!query.trim()) return;
    setBusy(true);
    try {
      const { searchUrl } = await geocoder();
      const url = searchUrl(data.client.geocoderUrl, query, {
        countryCodes: [data.countryCode.toLowerCase()],
        language: data.locale,
        limit: 6,
      });
      setHits((await (await fetch(url)).json()) as Hit[]);
    } catch {
      setHits([]);
    } finally {
      setBusy(false);
    }
  };

  const locate = () => {
    setGeoError('');
    if (!navigator.geolocation) return setGeoError(s.geoUnavailable ?? '');
    navigator.geolocation.getCurrentPosition(
      (p) => void pick({ lat: p.coords.latitude, lng: p.coords.longitude }, true),
      // Never the browser's own words ("User denied Geolocation" on an Arabic page): the page's, whatever the cause.
      () => setGeoError(s.geoUnavailable ?? ''),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  return (
    <div className="location-picker">
      <div role="search" className="row" aria-label={s.searchPlace}>
        <label className="field grow">
          <span>{s.searchPlace}</span>
          <input
            ref={searchField}
            type="search"
            id={props.searchId}
            aria-describedby={props.searchDescribedBy}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              void search();
            }}
            autoComplete="off"
          />
        </label>
        <button type="button" disabled={busy} onClick={() => void search()}>
          {s.search}
        </button>
      </div>
      {/* In the page from the start, so a screen reader hears what the search found when it fills. */}
      <p role="status" className="visually-hidden">
        {hits &&
          (hits.length ? fill(s.placesFound, { count: formatNumber(hits.length, data.locale) }) : s.noPlaceFound)}
      </p>
      {hits && (
        <ul className="search-hits" aria-label={s.searchResults}>
          {hits.length === 0 && <li>{s.noPlaceFound}</li>}
          {hits.map((hit) => (
            <li key={hit.place_id}>
              <button
                type="button"
                className="link"
                onClick={() => {
                  setHits(null);
                  void pick({ lat: Number(hit.lat), lng: Number(hit.lon) }, true);
                  // The list goes with the button that had the focus: it comes back to the search field, the pin's
                  // place read out by the status below the map.
                  searchField.current?.focus();
                }}
              >
                {hit.display_name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="secondary" onClick={locate}>
        {s.useMyLocation}
      </button>
      {geoError && <p role="alert">{geoError}</p>}
      {/* Until Leaflet has drawn into it, the empty frame says the map is coming (style sheet: `.pin-map:empty`). */}
      <div ref={mapEl} className="pin-map" data-testid="pin-map" data-loading={s.mapLoading} hidden={mapFailed} />
      {mapFailed && <p role="alert">{s.mapFailed}</p>}
      <MapLegend
        data={data}
        s={s}
        ourBranch={ourBranch}
        chosen={focus?.shape.type === 'Polygon' ? (focus.name ?? null) : null}
      />
      <p className="muted" id={pinHintId} hidden={mapFailed}>
        {s.tapMap} {s.pinKeys}
      </p>
      <p role="status" aria-live="polite" data-testid="pin-name">
        {location ? locationName || `${location.lat.toFixed(5)}, ${location.lng.toFixed(5)}` : s.noPin}
      </p>
    </div>
  );
}
