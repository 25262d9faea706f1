/**
 * The service worker of one business, served as `/{ref}/sw.js` for the scope `/{ref}`, bundled by the
 * build (src/build/pwaFiles.ts) with the release's build id in place of BUILD_ID_PLACEHOLDER: a new release is a
 * new worker script, which the browser installs on the next visit, and whose caches replace the old ones.
 *
 * - Pages: stale-while-revalidate (the kept copy at once; the network's copy is kept for the next visit); without
 *   network and without a kept copy, the business's offline page in the page's language.
 * - `_astro/` and `_img/` (named by their content): from the cache first; a picture width that was not kept is
 *   replaced offline by a kept width of the same picture.
 * - What to keep comes from the release's `builds/offline.json` (features/pwa/keepList.ts): for the language and
 *   selling types the visitor used, the menu, category and item pages, the app shells, their scripts and one width
 *   of every picture; they are kept when a page asks (register.ts) and again by each new release's worker.
 * - Everything outside `/{ref}` and `/{ref}/…`, every other method, the worker script and `builds/` are not
 *   touched: the browser fetches them as it would without a worker (the API is another origin: never touched).
 * The decisions are the pure rules of swRules.ts; swCache.ts, swKeep.ts and swFetch.ts apply them to the Cache API,
 * and this file listens to the worker's events.
 */
import { strategyFor, type KeepMessage, type WorkerMessage } from './swRules.ts';
import { keepList, readState, rememberVisitor } from './swCache.ts';
import { keep } from './swKeep.ts';
import { asset, orderPage, other, page } from './swFetch.ts';
import { base, BUILD, CURRENT, isOurs, origin, worker } from './swScope.ts';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const list = await keepList(true);
      if (!list) throw new Error('no offline list for this release');
      // Every language's offline page; and for a visitor the previous release knew, this release's pages of the
      // languages and selling types they used, kept before this worker takes over (the previous one serves
      // meanwhile). A new visitor's pages are kept when a page asks (register.ts).
      const state = await readState();
      const offlinePages = Object.values(list.locales).map((l) => `${origin}${l.offline}`);
      const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
      await keep(list, { locales: state.locales, types: state.types, loaded: offlinePages, light: saveData === true });
      for (const locale of state.locales) keptFor.add(`${locale}|${state.types.join(',')}|${saveData === true}`);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // This release's caches replace the older ones.
      for (const name of await caches.keys()) if (isOurs(name) && name !== CURRENT) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== origin) return;
  const strategy = strategyFor(url.pathname, base, request.mode === 'navigate');
  if (strategy === 'asset') event.respondWith(asset(request, url));
  else if (strategy === 'page') event.respondWith(page(event, url));
  else if (strategy === 'order-page') event.respondWith(orderPage(event, url));
  else if (strategy === 'other') event.respondWith(other(request, url));
});

/** What this worker has kept already, by language, selling types and data saver (lost when it is stopped). */
const keptFor = new Set<string>();

const strings = (value: unknown, max: number): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.length < 2048).slice(0, max) : [];

worker.addEventListener('message', (event) => {
  const data = (event.data ?? {}) as Partial<KeepMessage> | { kind?: unknown };
  if (data.kind === 'build') {
    event.ports[0]?.postMessage({ kind: 'build', build: BUILD } satisfies WorkerMessage);
    return;
  }
  if (data.kind !== 'keep') return;
  const message = data as Partial<KeepMessage>;
  const locale =
    typeof message.locale === 'string' && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(message.locale) ? message.locale : '';
  if (!locale) return;
  const types = strings(message.types, 4).filter((t) => /^[a-z_]{1,32}$/.test(t));
  event.waitUntil(
    (async () => {
      await rememberVisitor(locale, types);
      const list = await keepList(false);
      if (!list) return;
      // Every page asks; once this worker has kept a language's pages, only what the page loaded is new.
      const key = `${locale}|${types.join(',')}|${message.light === true}`;
      const again = keptFor.has(key);
      await keep(list, {
        locales: again ? [] : [locale],
        types: again ? [] : types,
        loaded: strings(message.loaded, 500),
        light: message.light === true,
      });
      keptFor.add(key);
      event.source?.postMessage({ kind: 'kept', build: BUILD, locale });
    })().catch(() => undefined),
  );
});
