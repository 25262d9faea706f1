import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json' with { type: 'json' };
import { mapAttribution, zoomTitles } from './mapText.ts';

const s = ar.checkout as Record<string, string>;

describe('map controls and attribution in the page language', () => {
  it('the zoom buttons are titled in Arabic on an Arabic page', () => {
    expect(zoomTitles(s)).toEqual({ zoomInTitle: 'تكبير', zoomOutTitle: 'تصغير' });
    expect(zoomTitles({})).toEqual({ zoomInTitle: 'Zoom in', zoomOutTitle: 'Zoom out' });
  });

  it("OpenStreetMap's attribution is said in the page language; a configured licence text is kept as it is", () => {
    expect(mapAttribution('© OpenStreetMap contributors', s)).toBe('© المساهمون في OpenStreetMap');
    expect(mapAttribution('Sample tiles', s)).toBe('خريطة تجريبية');
    expect(mapAttribution('© Mapbox © OpenStreetMap', s)).toBe('© Mapbox © OpenStreetMap');
    expect(mapAttribution('constructor', s)).toBe('constructor');
  });
});
