import { describe, expect, it } from 'vitest';
import { nextRouteState, parseRouteState, readVersioned, themeAttribute } from './rules.ts';

describe('head script rules', () => {
  it('reads a versioned store value, and nothing from garbage or another version', () => {
    expect(readVersioned(JSON.stringify({ v: 1, data: { theme: 'on' } }), 1)).toEqual({ theme: 'on' });
    expect(readVersioned(JSON.stringify({ v: 2, data: { theme: 'on' } }), 1)).toBeNull();
    expect(readVersioned('{oops', 1)).toBeNull();
    expect(readVersioned(null, 1)).toBeNull();
  });

  it('the chosen theme overrides the business dark mode; auto follows the system', () => {
    expect(themeAttribute('on', false)).toBe('dark');
    expect(themeAttribute('off', true)).toBe('light');
    expect(themeAttribute('auto', true)).toBe('dark');
    expect(themeAttribute('auto', false)).toBe('light');
    expect(themeAttribute(null, true)).toBeNull();
    expect(themeAttribute('purple', true)).toBeNull();
  });

  it('records the previous route on each navigation except to login, and not on a reload', () => {
    let s = parseRouteState(null);
    s = nextRouteState(s, '/shop/delivery');
    expect(s).toMatchObject({ from: null, current: '/shop/delivery' });
    s = nextRouteState(s, '/shop/delivery/cart');
    expect(s.from).toBe('/shop/delivery');
    expect(nextRouteState(s, '/shop/login?next=x', 'login')).toBe(s);
    expect(nextRouteState(s, '/shop/delivery/cart')).toBe(s);
    s = nextRouteState(s, '/shop/profile', 'profile');
    expect(s).toMatchObject({ from: '/shop/delivery/cart', current: '/shop/profile' });
  });

  it('keeps the page the settings were opened from while the customer moves between settings pages', () => {
    let s = nextRouteState(parseRouteState(null), '/shop/pickup');
    s = nextRouteState(s, '/shop/settings', 'settings');
    expect(s.settings).toBe('/shop/pickup');
    s = nextRouteState(s, '/shop/ar/settings', 'settings');
    expect(s).toMatchObject({ from: '/shop/settings', settings: '/shop/pickup' });
    s = nextRouteState(s, '/shop/ar/more', 'more');
    s = nextRouteState(s, '/shop/ar/settings', 'settings');
    expect(s.settings).toBe('/shop/ar/more');
  });

  it('a broken route history reads as empty', () => {
    const empty = { from: null, current: null, settings: null, inSettings: false };
    expect(parseRouteState('{"from":5}')).toEqual(empty);
    expect(parseRouteState('nope')).toEqual(empty);
  });
});

describe('storage the head script reads', () => {
  it('uses the keys and versions of the auth and settings stores', async () => {
    const { AUTH_STORAGE, SETTINGS_STORAGE } = await import('./rules.ts');
    const auth = await import('../../../stores/auth.ts');
    const settings = await import('../../../stores/settings.ts');
    expect([AUTH_STORAGE.key('x'), AUTH_STORAGE.version]).toEqual([auth.authKey('x'), auth.AUTH_VERSION]);
    expect([SETTINGS_STORAGE.key('x'), SETTINGS_STORAGE.version]).toEqual([
      settings.settingsKey('x'),
      settings.SETTINGS_VERSION,
    ]);
  });
});
