import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readVersioned } from './keys.ts';
import { createSettingsStore, EMPTY_SETTINGS, SETTINGS_VERSION, settingsKey } from './settings.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => cleanTestStorage());

describe('settings store', () => {
  it('keeps the branch, language, theme and selling type per tenant', () => {
    const s = createSettingsStore('s1');
    s.$settings.listen(() => {});
    s.setSettingsTheme('on');
    s.setSettingsBranch(12);
    s.setSettingsLanguage('ar');
    s.setSettingsSellingType('delivery');
    expect(createSettingsStore('s1').$settings.get()).toEqual({
      branch: 12,
      language: 'ar',
      theme: 'on',
      sellingType: 'delivery',
    });
    expect(createSettingsStore('s2').$settings.get()).toEqual(EMPTY_SETTINGS);
  });

  it('garbage, an unknown theme or an old version in storage reads as nothing chosen', () => {
    for (const raw of [
      '{x',
      JSON.stringify({ v: 1, data: { theme: 'purple' } }),
      JSON.stringify({ v: 0, data: { theme: 'on' } }),
    ]) {
      setTestStorageKey(settingsKey('s3'), raw);
      expect(createSettingsStore('s3').$settings.get()).toEqual(EMPTY_SETTINGS);
    }
  });

  it('the head script reads the theme the store wrote (same key and version)', () => {
    const s = createSettingsStore('s4');
    s.$settings.listen(() => {});
    s.setSettingsTheme('off');
    expect(readVersioned(getTestStorage()[settingsKey('s4')], SETTINGS_VERSION)).toMatchObject({ theme: 'off' });
  });
});
