import { cleanTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from './keys.ts';
import { createHelperStore, helperKey, MAX_RATED } from './helper.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => cleanTestStorage());

describe('helper store', () => {
  it('a toast is a success unless told otherwise, and hides', () => {
    const h = createHelperStore('h1');
    h.showToast('Saved');
    expect(h.$toast.get()).toEqual({ type: 'success', msg: 'Saved' });
    expect(h.$showToast.get()).toBe(true);
    h.showToast('Failed', 'error');
    expect(h.$toast.get()?.type).toBe('error');
    h.hideToast();
    expect(h.$showToast.get()).toBe(false);
  });

  it('rated references persist, once each, the newest kept when there are too many', () => {
    const h = createHelperStore('h2');
    h.$helper.listen(() => {});
    h.markRated('shop');
    h.markRated('shop');
    expect(createHelperStore('h2').hasRated('shop')).toBe(true);
    expect(h.$helper.get().ratingRefIds).toEqual(['shop']);
    for (let i = 0; i < MAX_RATED + 5; i++) h.markRated(`o${i}`);
    expect(h.$helper.get().ratingRefIds).toHaveLength(MAX_RATED);
    expect(h.hasRated(`o${MAX_RATED + 4}`)).toBe(true);
    expect(h.hasRated('shop')).toBe(false);
  });

  it('garbage in storage reads as nothing rated', () => {
    setTestStorageKey(helperKey('h3'), JSON.stringify({ v: 1, data: { ratingRefIds: 'shop' } }));
    expect(createHelperStore('h3').hasRated('shop')).toBe(false);
  });

  it('the previous route comes from the tab history the head script keeps', () => {
    const h = createHelperStore('h4');
    const storage = new Map([[routeKey('h4'), JSON.stringify({ from: '/h4/delivery', current: '/h4/profile' })]]);
    expect(h.fromRoute({ getItem: (k) => storage.get(k) ?? null })).toBe('/h4/delivery');
    expect(h.lastRoute({ getItem: (k) => storage.get(k) ?? null })).toBe('/h4/profile');
    expect(h.fromRoute({ getItem: () => '{broken' })).toBeNull();
    expect(h.fromRoute(null)).toBeNull();
  });

  it('the settings route is the page the settings were opened from', () => {
    const h = createHelperStore('h5');
    const saved = { from: '/h5/settings', current: '/h5/ar/settings', settings: '/h5/pickup', inSettings: true };
    expect(h.settingsRoute({ getItem: () => JSON.stringify(saved) })).toBe('/h5/pickup');
    expect(h.settingsRoute({ getItem: () => '{broken' })).toBeNull();
  });
});
