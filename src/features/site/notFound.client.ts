/**
 * The not-found page (pages/404.astro; spec §2: "sets text direction and language from the current language"):
 * one file serves every unknown address of a business, so it carries its texts in each of the business's
 * languages, the default one shown. The language is the first segment of the address after the business's base
 * (`/{ref}/ar/…`, or `/ar/…` on its own domain), as the pages' own addresses are made (routeTable.ts
 * localizedPath); the page then switches to that language's texts, `lang` and `dir`. The requested path is
 * written as text; an address that only has its letter case wrong is sent to the page it means (routes/caseFix.ts).
 * Inlined (inlineScripts.ts).
 */
import { addressInCase } from '../routes/caseFix.ts';
import { localeCookie } from '../../domain/locale.ts';

const page = document.querySelector<HTMLElement>('[data-nf-base]');
const base = page?.dataset.nfBase ?? '';
// An address typed in the wrong case goes to the page it means (`/branches` → `/Branches`).
const meant = page ? addressInCase(location.pathname, base, (page.dataset.nfWords ?? '').split(' ')) : null;
if (meant) location.replace(meant + location.search + location.hash);
else if (page) {
  const path = location.pathname;
  const segment = path.startsWith(`${base}/`) ? (path.slice(base.length + 1).split('/')[0] ?? '') : '';
  const variants = [...page.querySelectorAll<HTMLElement>('[data-nf-locale]')];
  const chosen = variants.find((v) => v.dataset.nfLocale === segment) ?? variants.find((v) => !v.hidden);
  if (chosen) {
    for (const v of variants) v.hidden = v !== chosen;
    document.documentElement.lang = chosen.lang;
    document.documentElement.dir = chosen.dir;
    // The header names the business as that language's pages do, and leads to its home in that language.
    const brand = document.querySelector<HTMLElement>('[data-nf-brand]');
    const home = brand?.closest('a');
    if (brand && chosen.dataset.nfName) {
      brand.textContent = chosen.dataset.nfName;
      brand.lang = chosen.lang;
      brand.dir = chosen.dir;
    }
    if (home && chosen.dataset.nfHome) home.href = chosen.dataset.nfHome;
    // As text, with a line-break opportunity after each "/": a phone wraps the address between its segments, not
    // inside an id ("…/103/9999" then "9").
    for (const el of chosen.querySelectorAll('[data-nf-path]'))
      el.replaceChildren(
        ...path.split('/').flatMap((part, i) => (i ? [document.createElement('wbr'), `/${part}`] : part ? [part] : [])),
      );
  }
}

// A language chosen among the links to the home pages is remembered, as the header's switch remembers it.
document.addEventListener('click', (event) => {
  const a = (event.target as Element | null)?.closest?.('a[data-locale]');
  if (a instanceof HTMLAnchorElement && a.dataset.locale) document.cookie = localeCookie(a.dataset.locale);
});

// A module (its names stay its own); bundled into a classic inline script by inlineScripts.ts.
