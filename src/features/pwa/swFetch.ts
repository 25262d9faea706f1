/**
 * The service worker's answers to a fetch, by strategy (swRules.ts): a page stale-while-revalidate, an asset from
 * the cache first, anything else from the network first; offline, a kept copy, a stand-in picture or the offline
 * page.
 */
import { localeOfPath, nearestPicture } from './swRules.ts';
import { keepable, keepList, kept, put } from './swCache.ts';
import { base, CURRENT, isOurs, origin, type FetchEvent } from './swScope.ts';

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

/**
 * The network's copy of a page, kept for the next visit (`no-cache`: the HTTP cache may hold a page for a minute;
 * the kept copy is refreshed from the server itself). The body is read once and copied: a clone nobody reads could
 * hold its twin back, and this event with it (a new release's worker waits for this one's events to end). The
 * caller has already extended the event with the returned promise, so the copy's write may extend it further.
 */
function fetchAndKeep(event: FetchEvent, key: string, hasKept: boolean): Promise<Response> {
  return fetch(event.request, { cache: 'no-cache' }).then(async (res) => {
    if (!keepable(res)) {
      if (res.status === 404 || res.status === 410) await (await caches.open(CURRENT)).delete(key);
      if (hasKept) await res.body?.cancel().catch(() => undefined);
      return res;
    }
    const body = await res.arrayBuffer();
    const copy = () => new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    // Kept beside the answer, never before it: a cache write held up (a new release's worker deleting the old
    // caches as it activates) must not hold the page. The event lives on until the copy is kept (or fails).
    event.waitUntil(put(key, copy()).catch(() => undefined));
    return copy();
  });
}

/** A page: the kept copy at once (the network's copy kept for the next visit), else the network, else offline. */
export async function page(event: FetchEvent, url: URL): Promise<Response> {
  const key = `${origin}${url.pathname}`;
  const cached = await kept(key);
  const fresh = fetchAndKeep(event, key, !!cached);
  event.waitUntil(fresh.catch(() => undefined));
  if (cached) return cached;
  try {
    return await fresh;
  } catch {
    return offlineAnswer(url);
  }
}

/** How long the cart or checkout waits for the network before the kept copy stands in (a slow network). */
const ORDER_PAGE_WAIT_MS = 4000;

/**
 * The cart or a checkout step: the network's copy (its prices are the ones the order is checked against), kept;
 * the kept copy only when the network fails or is slower than ORDER_PAGE_WAIT_MS; else the offline page.
 */
export async function orderPage(event: FetchEvent, url: URL): Promise<Response> {
  const key = `${origin}${url.pathname}`;
  const fresh = fetchAndKeep(event, key, false);
  event.waitUntil(fresh.catch(() => undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ORDER_PAGE_WAIT_MS)));
  try {
    const answer = await Promise.race([fresh, slow]);
    if (answer) return answer;
  } catch {
    // No network: the kept copy below.
  } finally {
    clearTimeout(timer);
  }
  const cached = await kept(key);
  if (cached) return cached;
  try {
    return await fresh;
  } catch {
    return offlineAnswer(url);
  }
}

/** An asset (named by its content): the kept copy, else the network; offline, a kept width of a picture. */
export async function asset(request: Request, url: URL): Promise<Response> {
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

/** Anything else in the scope: the network, its answer kept; offline, the kept copy. */
export async function other(request: Request, url: URL): Promise<Response> {
  const key = `${origin}${url.pathname}`;
  try {
    const res = await fetch(request);
    if (keepable(res)) await put(key, res.clone());
    return res;
  } catch {
    return (await kept(key)) ?? Response.error();
  }
}
