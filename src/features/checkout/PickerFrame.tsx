/**
 * What the checkout shows where the place picker goes while its code loads (it loads with the map, not with the
 * page: DeliverySection.tsx): the picker's own layout — the place search, "Use my location", the map's frame, its
 * legend, the hint and the pin's place — with nothing to use yet, so nothing below it moves when the picker takes
 * its place. Only the map's frame once stood there: the picker's arrival pushed the address fields 340 px down
 * (a layout shift of 0.035 on a phone, tests/e2e/web-perf.spec.ts). Keep it in step with LocationPicker.tsx.
 */
import type { CheckoutData } from './checkoutData.ts';
import MapLegend from './MapLegend.tsx';

interface Props {
  data: CheckoutData;
  s: Record<string, string>;
  ourBranch: number;
  location: { lat: number; lng: number } | null;
  locationName: string;
}

export default function PickerFrame({ data, s, ourBranch, location, locationName }: Props) {
  return (
    <div className="location-picker">
      <div className="row" aria-hidden="true">
        <label className="field grow">
          <span>{s.searchPlace}</span>
          <input type="search" disabled />
        </label>
        <button type="button" disabled>
          {s.search}
        </button>
      </div>
      <button type="button" className="secondary" disabled aria-hidden="true">
        {s.useMyLocation}
      </button>
      <div className="pin-map" data-loading={s.mapLoading} />
      <div aria-hidden="true">
        <MapLegend data={data} s={s} ourBranch={ourBranch} />
        <p className="muted">
          {s.tapMap} {s.pinKeys}
        </p>
        <p>{location ? locationName || `${location.lat.toFixed(5)}, ${location.lng.toFixed(5)}` : s.noPin}</p>
      </div>
    </div>
  );
}
