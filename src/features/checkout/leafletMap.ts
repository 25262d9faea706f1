/**
 * The Leaflet map of the delivery pin, loaded only when the map is shown (Leaflet touches `window` on import and
 * weighs ~40 kB: design notes). Tiles come from the configured URL; zones are drawn as outlines; the pin is a
 * DivIcon (the default marker images break under bundlers) that can be dragged, moved by a tap on the map, put in
 * the map's middle with Enter or Space on the focused map, and moved with the arrow keys once it has the focus (Shift
 * for longer steps).
 */
import L from 'leaflet';
// The style sheet as a file of its own, linked when the map loads: imported as CSS it would be in every page's
// style sheet (the app is one page module), 15 kB that only the map needs.
import leafletCssUrl from 'leaflet/dist/leaflet.css?url';
import type { Shape, Zone } from '../../lib/api/schema.ts';
import { CHOSEN_AREA_COLOR } from './mapColors.ts';

export interface PinMap {
  setPin(at: { lat: number; lng: number } | null, pan?: boolean): void;
  /** Fits the map to a shape (the chosen area) and outlines it; a Point centres the map there. */
  fitShape(shape: Shape): void;
  destroy(): void;
}

/** How far one arrow key moves the pin, in screen pixels (with Shift, five times as far). */
const KEY_STEP_PX = 10;
/** The pin's new place is told (and looked up) once the keys have rested this long, not at every step. */
const KEY_SETTLE_MS = 400;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

const ringOf = (shape: Shape) =>
  shape.type === 'Polygon' ? shape.coordinates[0]!.map(([lng, lat]) => [lat, lng] as [number, number]) : [];

export interface PinMapOptions {
  center: { lat: number; lng: number };
  /** Fit to this shape instead of centring, when there is no pin. */
  focus: Shape | null;
  pin: { lat: number; lng: number } | null;
  tileUrl: string;
  attribution: string;
  zones: Zone[];
  ourBranch: number;
  pinLabel: string;
  /** The id of the text telling how to move the pin (tap, drag, arrow keys): the pin is described by it. */
  pinHintId: string;
  mapLabel: string;
  /** The zoom buttons' titles, in the page language. */
  zoomInTitle: string;
  zoomOutTitle: string;
  onPick: (at: { lat: number; lng: number }) => void;
}

let styled: Promise<void> | undefined;

/** Links Leaflet's style sheet once; resolves when it applies (or failed to load: the map still works unstyled). */
export function loadMapStyles(): Promise<void> {
  styled ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = leafletCssUrl;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return styled;
}

/** Mounts the map in `el` (after loadMapStyles(): tiles laid out without Leaflet's styles would jump). */
export function mountPinMap(el: HTMLElement, opts: PinMapOptions): PinMap {
  const map = L.map(el, { zoomControl: false, attributionControl: false }).setView(
    [opts.center.lat, opts.center.lng],
    12,
  );
  map.getContainer().setAttribute('aria-label', opts.mapLabel);
  // Right to left, the controls swap sides as the page does: zoom at the start (top right), the credits at the end.
  const rtl = getComputedStyle(el).direction === 'rtl';
  L.control
    .zoom({ zoomInTitle: opts.zoomInTitle, zoomOutTitle: opts.zoomOutTitle, position: rtl ? 'topright' : 'topleft' })
    .addTo(map);
  // Leaflet's own credit without its English tooltip and flag: the library's name is the same in every language.
  L.control
    .attribution({
      position: rtl ? 'bottomleft' : 'bottomright',
      prefix: '<a href="https://leafletjs.com">Leaflet</a>',
    })
    .addTo(map);
  L.tileLayer(opts.tileUrl, { maxZoom: 19, attribution: opts.attribution.replace(/[<>&]/g, '') }).addTo(map);
  for (const zone of opts.zones) {
    if (zone.shape?.type !== 'Polygon') continue;
    if (zone.visible === false) continue;
    L.polygon(ringOf(zone.shape), {
      color: zone.color ?? '#1f6f50',
      weight: zone.branch === opts.ourBranch ? 2 : 1,
      dashArray: zone.branch === opts.ourBranch ? undefined : '4 4',
      fillOpacity: 0.06,
      interactive: false,
    }).addTo(map);
  }
  const icon = L.divIcon({ className: 'pin-icon', html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 28] });
  let marker: L.Marker | null = null;
  const setPin = (at: { lat: number; lng: number } | null, pan = false) => {
    if (!at) {
      marker?.remove();
      marker = null;
      return;
    }
    if (!marker) {
      marker = L.marker([at.lat, at.lng], {
        icon,
        draggable: true,
        keyboard: true,
        title: opts.pinLabel,
        alt: opts.pinLabel,
      }).addTo(map);
      marker.on('dragend', () => {
        const p = marker!.getLatLng();
        opts.onPick({ lat: p.lat, lng: p.lng });
      });
      const el = marker.getElement();
      el?.setAttribute('aria-describedby', opts.pinHintId);
      el?.addEventListener('keydown', movePinByKey);
    } else marker.setLatLng([at.lat, at.lng]);
    // Without animation: a move asked while another is animating (the area's fit) would otherwise be lost.
    if (pan) map.setView([at.lat, at.lng], Math.max(map.getZoom(), 15), { animate: false });
  };
  // The keyboard's way to move the pin, which dragging is for a pointer: arrows move it on the screen (north is up
  // in either direction of writing), the map following when it nears the edge.
  let settle: ReturnType<typeof setTimeout> | undefined;
  function movePinByKey(e: KeyboardEvent) {
    const arrow = ARROWS[e.key];
    if (!arrow || !marker) return;
    e.preventDefault();
    e.stopPropagation();
    const px = KEY_STEP_PX * (e.shiftKey ? 5 : 1);
    const at = map.containerPointToLatLng(
      map.latLngToContainerPoint(marker.getLatLng()).add([arrow[0] * px, arrow[1] * px]),
    );
    marker.setLatLng(at);
    map.panInside(at, { padding: [40, 40], animate: false });
    clearTimeout(settle);
    settle = setTimeout(() => opts.onPick({ lat: at.lat, lng: at.lng }), KEY_SETTLE_MS);
  }
  map.on('click', (e: L.LeafletMouseEvent) => opts.onPick({ lat: e.latlng.lat, lng: e.latlng.lng }));
  // The keyboard's tap: with the map focused (its arrow keys pan it), Enter or Space puts the pin in its middle and
  // gives the pin the focus, whose arrow keys then move it. Without this a keyboard had no way to a first pin but
  // the place search, which knows places, not doors.
  map.getContainer().addEventListener('keydown', (e) => {
    if (e.target !== map.getContainer() || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    const at = map.getCenter();
    setPin({ lat: at.lat, lng: at.lng });
    marker?.getElement()?.focus();
    opts.onPick({ lat: at.lat, lng: at.lng });
  });
  // The zones' and the area's drawing is an image without a name to a screen reader: the legend lists the zones,
  // the chosen area is named beside the map.
  const hideDrawing = () => el.querySelector('.leaflet-overlay-pane svg')?.setAttribute('aria-hidden', 'true');
  let outline: L.Polygon | null = null;
  const fitShape = (shape: Shape) => {
    outline?.remove();
    outline = null;
    if (shape.type === 'Point')
      return void map.setView([shape.coordinates[1], shape.coordinates[0]], 15, { animate: false });
    const ring = ringOf(shape);
    if (ring.length < 3) return;
    outline = L.polygon(ring, { color: CHOSEN_AREA_COLOR, weight: 3, fillOpacity: 0.1, interactive: false }).addTo(map);
    hideDrawing();
    map.fitBounds(L.latLngBounds(ring), { padding: [12, 12], maxZoom: 16, animate: false });
  };
  if (!opts.pin && opts.focus) fitShape(opts.focus);
  hideDrawing();
  setPin(opts.pin, !!opts.pin);
  return {
    setPin,
    fitShape,
    destroy: () => {
      clearTimeout(settle);
      map.remove();
    },
  };
}
