/**
 * The error screen (shell `error`, ShellView.astro; spec §2 error screen): the message of `?status=` (433, 404, 500:
 * the page's own texts, in its language) or, for another status, the `?message=` given, as text; the document
 * title is the business name and the status. Inlined (inlineScripts.ts).
 */
const errorScreen = document.getElementById('error-screen');
if (errorScreen) {
  const query = new URLSearchParams(location.search);
  const status = query.get('status') || '500';
  let texts: Record<string, string> = {};
  try {
    texts = JSON.parse(errorScreen.dataset.texts || '{}') as Record<string, string>;
  } catch {
    // the page's own attribute: never broken, but the fallback below still says something
  }
  const known = Object.prototype.hasOwnProperty.call(texts, status) ? texts[status] : undefined;
  const message =
    known !== undefined
      ? known.replace('{path}', query.get('path') || location.pathname)
      : query.get('message') || texts['500'] || '';
  const target = document.getElementById('error-message');
  if (target) target.textContent = message;
  document.title = `${errorScreen.dataset.business || ''} ${status}`;
}

// A module (its names stay its own); bundled into a classic inline script by inlineScripts.ts.
export {};
