/**
 * The service worker of one business (issue 16), served as `/{ref}/sw.js` for the scope `/{ref}`, bundled by the
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
 * The decisions are the pure rules of swRules.ts; this file applies them to the Cache API.
 */
import type { OfflineKeepList } from './keepList.ts';
import {
  assetsOfHtml,
  importsOfScript,
  localeOfPath,
  nearestPicture,
  strategyFor,
  type KeepMessage,
  type WorkerMessage,
} from './swRules.ts';

// The worker's own event types (the DOM library of the project has no service worker types, and the webworker
// library cannot be loaded beside it).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  source: { postMessage(message: WorkerMessage): void } | null;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const BUILD: string = 'BUILD_ID_PLACEHOLDER';
const origin = worker.location.origin;
const base = worker.location.pathname.replace(/\/sw\.js$/, '');
const PREFIX = `sf:${base.slice(1)}:`;
const CURRENT = `${PREFIX}${BUILD}`;
const STATE = `${PREFIX}state`;
const LIST_URL = `${origin}${base}/builds/offline.json`;
const STATE_URL = `${origin}${base}/builds/visitor.json`;
/** Width kept of each picture of a kept page (cards are about this wide; any kept width stands in offline). */
const PICTURE_WIDTH = 320;

interface VisitorState {
  locales: string[];
  types: string[];
}

const isOurs = (name: string) => name.startsWith(PREFIX) && name !== STATE;

/** A kept response from this release's cache, else from an older release's still there. */
async function kept(url: string): Promise<Response | undefined> {
  const hit = await caches.match(url, { cacheName: CURRENT });
  if (hit) return hit;
  for (const name of await caches.keys()) {
    if (!isOurs(name) || name === CURRENT) continue;
    const old = await caches.match(url, { cacheName: name });
    if (old) return old;
  }
  return undefined;
}

async function put(url: string, response: Response): Promise<void> {
  await (await caches.open(CURRENT)).put(url, response);
}

const keepable = (res: Response) => res.ok && res.type === 'basic' && !res.redirected;

async function readState(): Promise<VisitorState> {
  try {
    const res = await caches.match(STATE_URL, { cacheName: STATE });
    const state = (res ? await res.json() : null) as VisitorState | null;
    if (state && Array.isArray(state.locales) && Array.isArray(state.types)) return state;
  } catch {
    // unreadable: start again
  }
  return { locales: [], types: [] };
}

async function rememberVisitor(locale: string, types: string[]): Promise<VisitorState> {
  const state = await readState();
  // The last few used: a visitor switching languages back and forth does not make the worker keep every one.
  const add = (list: string[], values: string[]) => [...new Set([...values, ...list])].slice(0, 4);
  const next = { locales: add(state.locales, [locale]), types: add(state.types, types) };
  await (await caches.open(STATE)).put(STATE_URL, new Response(JSON.stringify(next)));
  return next;
}

/** The release's keep list: from the network when asked (install), else the kept copy, else the network. */
async function keepList(fromNetwork: boolean): Promise<OfflineKeepList | null> {
  if (!fromNetwork) {
    const hit = await kept(LIST_URL);
    if (hit) return (await hit.json()) as OfflineKeepList;
  }
  const res = await fetch(LIST_URL, { cache: 'no-cache' });
  if (!res.ok) return null;
  await put(LIST_URL, res.clone());
  return (await res.json()) as OfflineKeepList;
}

/** Runs `task` over `items`, `width` at a time; a failed item is skipped (keeping is best effort). */
async function each<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const run = async () => {
    while (next < items.length) await task(items[next++]!).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: width }, run));
}

/** Keeps an asset (from an older release's cache when it is there: assets never change under one name). */
async function keepAsset(url: string): Promise<Response | undefined> {
  const here = await caches.match(url, { cacheName: CURRENT });
  if (here) return here;
  const old = await kept(url);
  const res = old ?? (await fetch(url, { priority: 'low' } as RequestInit));
  if (!keepable(res) && !old) {
    await res.body?.cancel().catch(() => undefined);
    return undefined;
  }
  await put(url, res);
  return caches.match(url, { cacheName: CURRENT });
}

/** Keeps the pages of `locales` × `types` with their scripts and pictures, and what a page already loaded. */
async function keep(list: OfflineKeepList, want: Omit<KeepMessage, 'kind' | 'locale'> & { locales: string[] }) {
  const pages = new Set<string>();
  const assets = new Set<string>();
  const pictures = new Set<string>();
  for (const locale of want.locales) {
    const entry = list.locales[locale];
    if (!entry) continue;
    for (const path of [entry.offline, ...entry.core, ...want.types.flatMap((t) => entry.types[t] ?? [])])
      pages.add(`${origin}${path}`);
  }
  for (const url of want.loaded) {
    const u = new URL(url, origin);
    if (u.origin !== origin) continue;
    const strategy = strategyFor(u.pathname, base, false);
    if (strategy === 'asset') assets.add(`${origin}${u.pathname}`);
    else if (strategy === 'other' && !u.pathname.includes('.')) pages.add(`${origin}${u.pathname}`);
  }
  await each([...pages], 3, async (url) => {
    let res = await caches.match(url, { cacheName: CURRENT });
    if (!res) {
      const fresh = await fetch(url, { cache: 'no-cache', priority: 'low' } as RequestInit);
      if (!keepable(fresh)) return void (await fresh.body?.cancel().catch(() => undefined));
      await put(url, fresh);
      res = await caches.match(url, { cacheName: CURRENT });
      if (!res) return;
    }
    const found = assetsOfHtml(await res.text(), base, PICTURE_WIDTH);
    for (const a of found.assets) assets.add(`${origin}${a}`);
    if (!want.light) for (const p of found.pictures) pictures.add(`${origin}${p}`);
  });
  // Scripts, and the chunks they import (an island's code is only named by its entry).
  const seen = new Set<string>();
  let queue = [...assets];
  while (queue.length) {
    const batch = queue.filter((u) => !seen.has(u));
    batch.forEach((u) => seen.add(u));
    const found: string[] = [];
    await each(batch, 4, async (url) => {
      const res = await keepAsset(url);
      if (res && /\.m?js$/.test(url)) found.push(...importsOfScript(await res.text(), url, base));
    });
    queue = found;
  }
  await each([...pictures], 4, async (url) => void (await keepAsset(url)));
}

/** A kept width of the same picture, for a width that was not kept (offline). */
async function standInPicture(url: string): Promise<Response | undefined> {
  const keys: string[] = [];
  for (const name of await caches.keys()) {
    if (!isOurs(name)) continue;
    for (const req of await (await caches.open(name)).keys()) if (req.url.includes('/_img/')) keys.push(req.url);
  }
  const near = nearestPicture(url, keys);
  return near ? kept(near) : undefined;
}

/** Offline, with nothing kept for the address: a static redirect of the release, or the offline page. */
async function offlineAnswer(url: URL): Promise<Response> {
  const list = await keepList(false).catch(() => null);
  if (list) {
    const to = list.redirects[url.pathname];
    if (to) return Response.redirect(`${origin}${to}`, 302);
    const locale = localeOfPath(url.pathname, base, Object.keys(list.locales), list.defaultLocale);
    const offline = list.locales[locale]?.offline;
    const page = offline ? await kept(`${origin}${offline}`) : undefined;
    if (page) return page;
  }
  return Response.error();
}

async function page(event: FetchEvent, url: URL): Promise<Response> {
  const key = `${origin}${url.pathname}`;
  const cached = await kept(key);
  // `no-cache`: the HTTP cache may hold a page for a minute; the kept copy is refreshed from the server itself.
  // The body is read once and copied: a clone nobody reads could hold its twin back, and this event with it (a new
  // release's worker waits for this one's events to end).
  const fresh = fetch(event.request, { cache: 'no-cache' }).then(async (res) => {
    if (!keepable(res)) {
      if (res.status === 404 || res.status === 410) await (await caches.open(CURRENT)).delete(key);
      if (cached) await res.body?.cancel().catch(() => undefined);
      return res;
    }
    const body = await res.arrayBuffer();
    const copy = () => new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    await put(key, copy());
    return copy();
  });
  event.waitUntil(fresh.catch(() => undefined));
  if (cached) return cached;
  try {
    return await fresh;
  } catch {
    return offlineAnswer(url);
  }
}

async function asset(request: Request, url: URL): Promise<Response> {
  const key = `${origin}${url.pathname}`;
  const cached = await kept(key);
  if (cached) return cached;
  try {
    const res = await fetch(request);
    if (keepable(res)) await put(key, res.clone());
    return res;
  } catch {
    return (url.pathname.includes('/_img/') ? await standInPicture(key) : undefined) ?? Response.error();
  }
}

async function other(request: Request, url: URL): Promise<Response> {
  const key = `${origin}${url.pathname}`;
  try {
    const res = await fetch(request);
    if (keepable(res)) await put(key, res.clone());
    return res;
  } catch {
    return (await kept(key)) ?? Response.error();
  }
}

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
