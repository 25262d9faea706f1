/**
 * Shows the offline note while the browser has no network, and registers the service worker once the page has
 * loaded and is idle (register.ts, a separate chunk: nothing of it runs before the first interaction).
 */
const note = document.getElementById('sf-offline');
const show = () => {
  if (note) note.hidden = navigator.onLine;
};
addEventListener('online', show);
addEventListener('offline', show);
show();

const register = () => void import('./register.ts').then((m) => m.registerServiceWorker()).catch(() => {});
const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 200));
if (document.readyState === 'complete') whenIdle();
else addEventListener('load', whenIdle, { once: true });
