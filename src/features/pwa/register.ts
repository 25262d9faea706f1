/**
 * Loaded once the visitor first uses a page, when it is idle (offline.client.ts): registers the business's service
 * worker for its base, then asks it to keep what this visitor needs offline: this page's language and selling type,
 * and what this page has already loaded (the first page is loaded before the worker controls anything). When the worker has kept it, the
 * page is marked `data-offline-ready` (tests and the curious can see it).
 */
import { PAGE_DATA_ID } from '../site/pageData.ts';
import type { KeepMessage, WorkerMessage } from './swRules.ts';

function pageRoute(): string | undefined {
  try {
    const data = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? '{}') as { route?: unknown };
    return typeof data.route === 'string' ? data.route : undefined;
  } catch {
    return undefined;
  }
}

export async function registerServiceWorker(): Promise<void> {
  const root = document.documentElement;
  const ref = root.dataset.ref;
  if (!ref) return;
  if (!('serviceWorker' in navigator)) return;
  // `/{ref}`, or '' for a business at the root of its own domain (data-base, TenantLayout): its scope is then `/`.
  const base = root.dataset.base ?? `/${ref}`;
  try {
    await navigator.serviceWorker.register(`${base}/sw.js`, { scope: base || '/' });
  } catch {
    return; // no worker (private mode, blocked): the pages work online as before
  }
  const registration = await navigator.serviceWorker.ready;
  // A page the worker already serves asks at once whether a republished release brought a new worker: the browser's
  // own check after a navigation waits for the worker to be idle, and keeping a business's pages can take a while.
  if (navigator.serviceWorker.controller) registration.update().catch(() => {});
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    if (event.data?.kind === 'kept') root.dataset.offlineReady = event.data.build;
  });
  const prefix = `${location.origin}${base}/`;
  const loaded = [location.href, ...performance.getEntriesByType('resource').map((e) => e.name)].filter(
    (url) => url.startsWith(prefix) || url === `${location.origin}${base}`,
  );
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  const route = pageRoute();
  const message: KeepMessage = {
    kind: 'keep',
    locale: root.lang,
    types: route ? [route] : [],
    loaded,
    // Data saver: keep the pages but no pictures beyond those already seen.
    light: connection?.saveData === true,
  };
  registration.active?.postMessage(message);
}
