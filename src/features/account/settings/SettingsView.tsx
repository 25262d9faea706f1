/**
 * The settings island (spec §2 /{ref}/settings; §3 settings key: branch, language, theme, selling type):
 * - language: this page in each of the business's languages (the link stores the choice in the locale cookie,
 *   site/locale.client.ts, and in the settings store);
 * - theme: same as the device, dark or light, overriding the business's dark_mode; applied at once here and by
 *   every page's head script before first paint;
 * - branch, from GET webapp/branches/{businessUserId} (the page's own list when that fails): recorded in the
 *   settings store and as the branch delivery orders go to; the cart keeps only the items sold there and the
 *   delivery and wallet choices reset, an area the branch delivers to kept (spec §4): one store action,
 *   stores/branch.ts, which the cart and checkout undo ("Back to {{branch}}").
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { ItemBranches } from '../../../domain/pricing/branchCart.ts';
import type { ZoneBranches } from '../../../stores/branch.ts';
import { formatList, formatNumber } from '../../../domain/locale.ts';
import { changeBranch as changeOrderBranch } from '../../../stores/branch.ts';
import { settingsRoute, showToast } from '../../../stores/helper.ts';
import {
  $settings,
  setSettingsLanguage,
  setSettingsTheme,
  THEMES,
  type ThemeChoice,
} from '../../../stores/settings.ts';
import type { AccountData } from '../accountData.ts';
import { guestApi, readAccountData } from '../api.ts';
import { say, type Strings } from '../auth/text.ts';
import Toast from '../../../components/ui/Toast.tsx';
import { themeAttribute } from '../guard/rules.ts';
import { branchOptions, type BranchOption } from './branchOptions.ts';

export interface LanguageLink {
  locale: string;
  name: string;
  href: string;
}

export interface SettingsViewProps {
  strings: Strings;
  languages: LanguageLink[];
  /** The business's dark_mode: the theme until the customer chooses one. */
  darkMode: ThemeChoice;
  itemBranches: ItemBranches;
  /** Which branch delivers each visible zone (an area the new branch delivers to stays chosen). */
  zoneBranches: ZoneBranches;
}

export default function SettingsView(props: SettingsViewProps) {
  const data = useMemo(readAccountData, []);
  return data ? <Settings {...props} data={data} /> : <p role="alert">{props.strings.broken}</p>;
}

/** Puts the theme on this page now (other pages read it in their head script). */
function applyTheme(choice: ThemeChoice | null): void {
  const theme = themeAttribute(choice, window.matchMedia?.('(prefers-color-scheme: dark)').matches === true);
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}

function Settings({
  strings: s,
  languages,
  darkMode,
  itemBranches,
  zoneBranches,
  data,
}: SettingsViewProps & { data: AccountData }) {
  const settings = useStore($settings);
  const [branches, setBranches] = useState<BranchOption[]>(() =>
    data.branches.map((b) => ({ id: b.id, name: b.name })),
  );
  const theme = settings.theme ?? darkMode;
  const branchId = settings.branch ?? data.branchId;
  const back = useMemo(() => settingsRoute(), []);

  // The page's data lasts as long as the island: the list is asked for once.
  useEffect(() => {
    guestApi(data.apiUrl, data.locale)
      .branches(data.businessUserId)
      .then((answer) => {
        const list = branchOptions(answer.branches, data.locale, data.fallbacks);
        if (list.length) setBranches(list);
      })
      .catch(() => {}); // the page's own list stays
  }, [data]);

  const chooseTheme = (choice: ThemeChoice) => {
    setSettingsTheme(choice);
    applyTheme(choice);
  };
  const changeBranch = (branch: BranchOption) => {
    const { aside } = changeOrderBranch(branch.id, data.branchId, itemBranches, zoneBranches);
    // The lines the branch does not sell wait aside in the cart (it offers them back or to remove): named as the
    // cart names them, not said to be removed.
    const names = formatList(
      aside.map((l) => `${formatNumber(l.count, data.locale)} × ${l.name || say(s, 'unknownItem')}`),
      data.locale,
    );
    // The branch's name isolated in the toast (an English name in an Arabic sentence keeps its own direction).
    const changed = say(s, 'branchChanged', { branch: '{{branch}}' });
    showToast(aside.length ? `${changed} ${say(s, 'asideBranch', { names })}` : changed, 'success', {
      branch: branch.name,
    });
  };

  return (
    <div className="account plain-controls settings">
      <Toast />
      <section aria-labelledby="settings-language-title">
        <h2 id="settings-language-title">{say(s, 'language')}</h2>
        {languages.length > 1 ? (
          <ul className="choice-links">
            {languages.map((l) => (
              <li key={l.locale}>
                <a
                  href={l.href}
                  lang={l.locale}
                  hrefLang={l.locale}
                  data-locale={l.locale}
                  aria-current={l.locale === data.locale ? 'true' : undefined}
                  onClick={() => setSettingsLanguage(l.locale)}
                >
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{languages[0]?.name}</p>
        )}
      </section>
      <fieldset className="choices">
        <legend>{say(s, 'theme')}</legend>
        {THEMES.map((t) => (
          <label key={t}>
            <input type="radio" name="settings-theme" value={t} checked={theme === t} onChange={() => chooseTheme(t)} />{' '}
            {say(s, `theme_${t}`)}
          </label>
        ))}
      </fieldset>
      {branches.length > 1 && (
        <fieldset className="choices column">
          <legend>{say(s, 'branch')}</legend>
          {branches.map((b) => (
            <label key={b.id}>
              <input
                type="radio"
                name="settings-branch"
                value={b.id}
                checked={branchId === b.id}
                onChange={() => changeBranch(b)}
              />{' '}
              {/* The owner's name for it, in its own direction (English on an Arabic page). */}
              <bdi>{b.name}</bdi>
            </label>
          ))}
          <p className="muted">{say(s, 'branchHint')}</p>
        </fieldset>
      )}
      {back && (
        <p>
          <a href={back}>{say(s, 'back')}</a>
        </p>
      )}
    </div>
  );
}
