import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consentState, parseConsent } from '../domain/tracking/consent.ts';
import { CONSENT_STORAGE, readVersioned } from './keys.ts';
import { createConsentStore } from './consent.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => cleanTestStorage());

const VENDORS = ['meta', 'analytics'];
const NOW = Date.parse('2026-11-23T12:00:00+03:00');
const clock = () => NOW;

describe('consent store', () => {
  it('asks until the visitor chooses, and remembers the choice per business', () => {
    const a = createConsentStore('a', VENDORS, clock);
    a.$consentState.listen(() => {});
    expect(a.$consentState.get()).toBe('ask');
    a.acceptTracking();
    expect(a.$consentState.get()).toBe('granted');
    // A page load later: the same business remembers, another business asks.
    expect(createConsentStore('a', VENDORS, clock).$consentState.get()).toBe('granted');
    expect(createConsentStore('b', VENDORS, clock).$consentState.get()).toBe('ask');
  });

  it('rejecting is one call, like accepting, and can be changed later either way', () => {
    const s = createConsentStore('c', VENDORS, clock);
    s.$consentState.listen(() => {});
    s.rejectTracking();
    expect(s.$consentState.get()).toBe('denied');
    s.acceptTracking();
    expect(s.$consentState.get()).toBe('granted');
    s.rejectTracking();
    expect(createConsentStore('c', VENDORS, clock).$consentState.get()).toBe('denied');
  });

  it("the page's consent script reads what the store wrote (same key and version)", () => {
    const s = createConsentStore('d', VENDORS, clock);
    s.$consent.listen(() => {});
    s.rejectTracking();
    const kept = parseConsent(readVersioned(getTestStorage()[CONSENT_STORAGE.key('d')], CONSENT_STORAGE.version));
    expect(consentState(kept, VENDORS, NOW)).toBe('denied');
  });

  it('garbage or an old version in storage reads as no choice: the banner asks', () => {
    for (const raw of [
      '{x',
      JSON.stringify({ v: 0, data: { choice: 'accepted', vendors: VENDORS, at: NOW } }),
      JSON.stringify({ v: 1, data: { choice: 'maybe' } }),
    ]) {
      setTestStorageKey(CONSENT_STORAGE.key('e'), raw);
      expect(createConsentStore('e', VENDORS, clock).$consentState.get(), raw).toBe('ask');
    }
  });

  it('a business without trackers never asks', () => {
    expect(createConsentStore('f', [], clock).$consentState.get()).toBe('none');
  });
});
