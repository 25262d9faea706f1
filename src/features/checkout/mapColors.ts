/** The colour the map outlines the chosen area in (leafletMap.ts), and its legend's swatch beside its name. */
export const CHOSEN_AREA_COLOR = '#1d4ed8';
