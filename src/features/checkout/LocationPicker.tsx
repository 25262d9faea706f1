/**
 * Where the delivery goes on the map (spec §3 drop_pin, §7 geocoding): search a place with the configured
 * Nominatim-compatible geocoder, use the device's position, or tap/drag the pin; every move is reverse-geocoded
 * to a display name (spec §7) and checked against the zones by the model (spec §4 "recalculated whenever the
 * location changes"). Keyboard users have the search and the position button; the map is for pointing.
 */
import { useEffect, useRef, useState } from 'react';
import { reverseDisplayName, reverseUrl, searchUrl, type NominatimAddress } from '../../domain/checkout/geocode.ts';
import type { CheckoutData } from './checkoutData.ts';
import type { PinMap } from './leafletMap.ts';

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
  /** The area chosen in the list: the map opens there. */
  areaCentre: { lat: number; lng: number } | null;
  onPick: (at: { lat: number; lng: number }, name: string, address: NominatimAddress | null) => void;
}

async function reverse(
  data: CheckoutData,
  at: { lat: number; lng: number },
): Promise<{ name: string; address: NominatimAddress | null }> {
  try {
    const res = await fetch(reverseUrl(data.client.geocoderUrl, at.lat, at.lng, data.locale));
    const body = (await res.json()) as { address?: NominatimAddress; error?: string };
    return { name: reverseDisplayName(body.address), address: body.address ?? null };
  } catch {
    return { name: '', address: null };
  }
}

export default function LocationPicker({ data, s, location, locationName, areaCentre, onPick }: LocationPickerProps) {
  const mapEl = useRef<HTMLDivElement>(null);
  const map = useRef<PinMap | null>(null);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [geoError, setGeoError] = useState('');
  const pick = async (at: { lat: number; lng: number }, pan = false) => {
    map.current?.setPin(at, pan);
    const { name, address } = await reverse(data, at);
    onPick(at, name, address);
  };
  const pickRef = useRef(pick);
  pickRef.current = pick;

  useEffect(() => {
    let cancelled = false;
    const ours = data.branches.find((b) => b.id === data.branchId);
    const center =
      location ??
      areaCentre ??
      (ours?.lat != null && ours.lng != null ? { lat: ours.lat, lng: ours.lng } : { lat: 29.3759, lng: 47.9774 });
    void import('./leafletMap.ts').then(({ mountPinMap }) => {
      if (cancelled || !mapEl.current) return;
      map.current = mountPinMap(mapEl.current, {
        center,
        pin: location,
        tileUrl: data.client.tileUrl,
        attribution: data.client.tileAttribution,
        zones: data.zones,
        ourBranch: data.branchId,
        pinLabel: s.pinLabel ?? '',
        mapLabel: s.mapLabel ?? '',
        onPick: (at) => void pickRef.current(at),
      });
    });
    return () => {
      cancelled = true;
      map.current?.destroy();
      map.current = null;
    };
    // The map is created once; later pin moves go through setPin.
  }, []);

  // Not a <form>: the picker sits inside the checkout form, and forms cannot nest.
  const search = async () => {
    if (!query.trim()) return;
    setBusy(true);
    try {
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
      (err) => setGeoError(err.message || s.geoUnavailable || ''),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  return (
    <div className="location-picker">
      <div role="search" className="row" aria-label={s.searchPlace}>
        <label className="field grow">
          <span>{s.searchPlace}</span>
          <input
            type="search"
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
      {hits && (
        <ul className="search-hits" aria-label={s.searchResults}>
          {hits.length === 0 && <li role="status">{s.noPlaceFound}</li>}
          {hits.map((hit) => (
            <li key={hit.place_id}>
              <button
                type="button"
                className="link"
                onClick={() => {
                  setHits(null);
                  void pick({ lat: Number(hit.lat), lng: Number(hit.lon) }, true);
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
      <div ref={mapEl} className="pin-map" data-testid="pin-map" />
      <p className="muted">{s.tapMap}</p>
      <p role="status" aria-live="polite" data-testid="pin-name">
        {location ? locationName || `${location.lat.toFixed(5)}, ${location.lng.toFixed(5)}` : s.noPin}
      </p>
    </div>
  );
}
