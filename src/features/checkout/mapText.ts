/**
 * The map's own words in the page language: the zoom buttons' titles and the tiles'
 * attribution. A known attribution (OpenStreetMap's, the sample tiles') is said in the page language; an
 * attribution the operator configured otherwise is shown as configured (it may be a licence text). Pure.
 */
const KNOWN: Record<string, string> = {
  '© openstreetmap contributors': 'mapOsmAttribution',
  '(c) openstreetmap contributors': 'mapOsmAttribution',
  'sample tiles': 'mapSampleTiles',
};

export function mapAttribution(configured: string, strings: Record<string, string | undefined>): string {
  const text = configured.trim().toLowerCase();
  const key = Object.hasOwn(KNOWN, text) ? KNOWN[text] : undefined;
  return (key && strings[key]) || configured;
}

export function zoomTitles(strings: Record<string, string | undefined>): { zoomInTitle: string; zoomOutTitle: string } {
  return { zoomInTitle: strings.mapZoomIn || 'Zoom in', zoomOutTitle: strings.mapZoomOut || 'Zoom out' };
}
