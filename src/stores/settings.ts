/**
 * The settings store (spec §3 "a settings key stores branch, language, theme and selling type"), persisted per
 * tenant under `sf:{ref}:settings`. Null means "not chosen": the business's branch, the page's language, the
 * business's dark_mode and the page's selling type apply. Every page's head script reads `theme` before first paint
 * (src/features/account/guard/head.client.ts), so the key and version here are also read there.
 */
import { decodeOr, nullable, number, oneOf, shape, text } from './decode.ts';
import { SETTINGS_STORAGE } from './keys.ts';
import { currentTenant, versionedAtom } from './persist.ts';

// Defined in keys.ts: the inlined head script reads them without loading this store.
export const SETTINGS_VERSION = SETTINGS_STORAGE.version;
export const settingsKey = SETTINGS_STORAGE.key;

/** Spec §3 Business.dark_mode values; as a customer's choice: auto follows the system, on dark, off light. */
export const THEMES = ['auto', 'on', 'off'] as const;
export type ThemeChoice = (typeof THEMES)[number];

export interface SettingsState {
  /** The branch the customer orders from (Business.branches id); null: the business's own branch. */
  branch: number | null;
  language: string | null;
  theme: ThemeChoice | null;
  sellingType: string | null;
}

const Settings = shape<SettingsState>({
  branch: [nullable(number({ int: true })), null],
  language: [nullable(text(12, /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)), null],
  theme: [nullable(oneOf(...THEMES)), null],
  sellingType: [nullable(text(40)), null],
});

export const EMPTY_SETTINGS: SettingsState = Settings({})!;

/** A stored settings value, validated; garbage gives nothing chosen. */
export function parseSettings(value: unknown): SettingsState {
  return decodeOr(Settings, value, EMPTY_SETTINGS);
}

/** A settings store for a tenant (pages use `$settings`; tests make their own). */
export function createSettingsStore(ref: string) {
  const $settings = versionedAtom<SettingsState>(settingsKey(ref), SETTINGS_VERSION, parseSettings, EMPTY_SETTINGS);
  const patch = (p: Partial<SettingsState>) => $settings.set(parseSettings({ ...$settings.get(), ...p }));
  return {
    $settings,
    setSettingsTheme: (theme: ThemeChoice | null) => patch({ theme }),
    setSettingsLanguage: (language: string | null) => patch({ language }),
    setSettingsBranch: (branch: number | null) => patch({ branch }),
    setSettingsSellingType: (sellingType: string | null) => patch({ sellingType }),
  };
}

const store = createSettingsStore(currentTenant());
export const { $settings, setSettingsTheme, setSettingsLanguage, setSettingsBranch, setSettingsSellingType } = store;
