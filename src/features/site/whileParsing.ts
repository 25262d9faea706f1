/**
 * Runs `apply` while the parser adds the page, before each paint, then once more when the page is parsed.
 *
 * A browser paints a long page before it has parsed all of it (Chromium did after ~190 ms on the fixture menu,
 * with 190 kB of HTML), so a script at the end of the body changes what the visitor already saw: a category chip
 * or a section hidden there is a layout shift. A script in the head that observes the parser sees each batch of
 * new elements in the microtask checkpoint that ends the parser's task, which comes before the next paint.
 * `apply` must be idempotent and write only what changes (a text written again is a new mutation).
 */
export function whileParsing(apply: () => void, done?: () => void): void {
  if (document.readyState !== 'loading') {
    apply();
    done?.();
    return;
  }
  // Now too: what is already parsed (the filter bar before its script) may be painted before the next batch.
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      observer.disconnect();
      apply();
      done?.();
    },
    { once: true },
  );
}
