/**
 * The settings store (spec §3 "a settings key stores branch, language, theme and selling type"), persisted per
 * tenant under `sf:{ref}:settings`. Null means "not chosen": the business's branch, the page's language, the
 * business's dark_mode and the page's selling type apply. Every page's head script reads `theme` before first paint
 * (src/features/account/guard/head.client.ts), so the key and version here are also read there.
 */
import * as z from 'zod/mini';
import { currentTenant, versionedAtom } from './persist.ts';

export const SETTINGS_VERSION = 1;
export const settingsKey = (ref: string) => `sf:${ref}:settings`;

/** Spec §3 Business.dark_mode values; as a customer's choice: auto follows the system, on dark, off light. */
export const THEMES = ['auto', 'on', 'off'] as const;
export type ThemeChoice = (typeof THEMES)[number];

const Settings = z.object({
  /** The branch the customer orders from (Business.branches id); null: the business's own branch. */
  branch: z._default(z.nullable(z.number().check(z.int())), null),
  language: z._default(z.nullable(z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/))), null),
  theme: z._default(z.nullable(z.enum(THEMES)), null),
  sellingType: z._default(z.nullable(z.string().check(z.maxLength(40))), null),
});
export type SettingsState = z.infer<typeof Settings>;

export const EMPTY_SETTINGS: SettingsState = Settings.parse({});

/** A stored settings value, validated; garbage gives nothing chosen. */
export function parseSettings(value: unknown): SettingsState {
  const parsed = Settings.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_SETTINGS;
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
