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
    s = nextRouteState(s, '/shop/delivery', false);
    expect(s).toEqual({ from: null, current: '/shop/delivery' });
    s = nextRouteState(s, '/shop/delivery/cart', false);
    expect(s.from).toBe('/shop/delivery');
    expect(nextRouteState(s, '/shop/login?next=x', true)).toBe(s);
    expect(nextRouteState(s, '/shop/delivery/cart', false)).toBe(s);
    s = nextRouteState(s, '/shop/profile', false);
    expect(s).toEqual({ from: '/shop/delivery/cart', current: '/shop/profile' });
  });

  it('a broken route history reads as empty', () => {
    expect(parseRouteState('{"from":5}')).toEqual({ from: null, current: null });
    expect(parseRouteState('nope')).toEqual({ from: null, current: null });
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
