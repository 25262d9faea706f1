/**
 * First-visit language detection (spec §9), inlined in <head> so it runs before anything is painted:
 * the `i18n_redirected` cookie wins, then the browser languages; the visitor is taken to this page in that
 * language. Choosing a language in the switcher stores it in the cookie.
 */
import { LOCALE_COOKIE, localeCookie, pickLocale } from '../../domain/locale.ts';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

const root = document.documentElement;
const current = root.lang;
function readAlternates(): Record<string, string> {
  try {
    return JSON.parse(root.dataset.alternates ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}
const alternates = readAlternates();
const available = Object.keys(alternates);
if (available.length > 1) {
  const cookie = readCookie(LOCALE_COOKIE);
  const wanted = pickLocale({ cookie, browserLanguages: navigator.languages ?? [navigator.language], available });
  if (!cookie || !available.includes(cookie)) document.cookie = localeCookie(wanted);
  const target = alternates[wanted];
  if (wanted !== current && target) location.replace(target + location.search + location.hash);
}
document.addEventListener('click', (event) => {
  const a = (event.target as Element | null)?.closest?.('a[data-locale]');
  if (a instanceof HTMLAnchorElement && a.dataset.locale) document.cookie = localeCookie(a.dataset.locale);
});
