/**
 * First-visit language detection (spec §9; the rule is domain/firstVisitLocale.ts), inlined in <head> so it runs
 * before anything is painted: on a first visit to an unprefixed page with no locale cookie, the browser languages
 * choose and the choice is remembered; a URL that names its language is never redirected. Choosing a language in
 * the switcher stores it in the cookie and keeps the page's query and fragment.
 */
import { LOCALE_COOKIE, localeCookie } from '../../domain/locale.ts';
import { alternateAddress, firstVisitLocale, seenKey } from '../../domain/firstVisitLocale.ts';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  if (!match) return null;
  try {
    return decodeURIComponent(match.slice(name.length + 1));
  } catch {
    return null; // a malformed cookie is no choice
  }
}

const root = document.documentElement;
function readAlternates(): Record<string, string> {
  try {
    return JSON.parse(root.dataset.alternates ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}
const alternates = readAlternates();
/** This business's own "visited before" mark (the cookie is shared by every business of the host). */
function visited(): boolean | undefined {
  const key = seenKey(root.dataset.ref ?? '');
  try {
    const seen = localStorage.getItem(key) === '1';
    if (!seen) localStorage.setItem(key, '1');
    return seen;
  } catch {
    return undefined; // no storage: the cookie alone decides
  }
}
const decision = firstVisitLocale({
  current: root.lang,
  defaultLocale: root.dataset.defaultLocale ?? '',
  available: Object.keys(alternates),
  cookie: readCookie(LOCALE_COOKIE),
  browserLanguages: navigator.languages ?? [navigator.language],
  seen: visited(),
  userAgent: navigator.userAgent,
});
if (decision) {
  if (decision.remember) document.cookie = localeCookie(decision.locale);
  const target = alternateAddress({
    alternates,
    current: root.lang,
    locale: decision.locale,
    pathname: location.pathname,
  });
  if (decision.locale !== root.lang && target) location.replace(target + location.search + location.hash);
}
document.addEventListener('click', (event) => {
  const a = (event.target as Element | null)?.closest?.('a[data-locale]');
  if (!(a instanceof HTMLAnchorElement) || !a.dataset.locale) return;
  document.cookie = localeCookie(a.dataset.locale);
  // An order, booking or package page (one shell for every id) keeps its id: the link names the shell.
  const target = alternateAddress({
    alternates,
    current: root.lang,
    locale: a.dataset.locale,
    pathname: location.pathname,
  });
  if (target) a.pathname = new URL(target, location.href).pathname;
  // The same page in another language keeps what the visitor chose on this one: the menu filter (`?tags=`), a
  // table or coupon from a QR code, the section scrolled to. The query as it is now (the filter rewrites it).
  if (!a.search && location.search) a.search = location.search;
  if (!a.hash && location.hash) a.hash = location.hash;
});
