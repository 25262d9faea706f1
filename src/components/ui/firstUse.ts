/**
 * Code a control needs only once it is used (the menu's quick-add buttons, the consent banner's choices): the page's
 * JavaScript before the first interaction carries none of it (design.md: 20 kB). It is fetched at the visitor's
 * first use of the page — a tap, a key, a scroll, usually well before a control is reached — and a click on one of
 * the controls `selector` matches waits for it and is then replayed on the control, now wired, so it counts (each
 * click, in order, when there were several). A fetch that fails (offline, a release replaced) is tried again by the
 * next click. The callers enable their controls when
 * they call this: a click before it would be lost.
 */
const FIRST_USE = ['pointerdown', 'keydown', 'scroll', 'wheel'];

/** Runs `run` once, at the visitor's first use of the page: a tap, a key, a scroll. */
export function onFirstUse(run: () => void): void {
  const once = () => {
    for (const kind of FIRST_USE) removeEventListener(kind, once, true);
    run();
  };
  for (const kind of FIRST_USE) addEventListener(kind, once, { capture: true, passive: true });
}

export function loadOnFirstClick(selector: string, load: () => Promise<unknown>): void {
  let loading: Promise<unknown> | null = null;
  const start = () =>
    (loading ??= load().then(
      () => document.removeEventListener('click', onClick, true),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));
  // Every click before the code is there waits and is replayed in turn: a second tap while it loads counts too.
  function onClick(event: MouseEvent) {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(selector);
    if (!control) return;
    event.stopPropagation();
    // Seen at once: the tap was taken and waits (a button that did nothing was tapped again, and counted twice).
    control.setAttribute('aria-busy', 'true');
    const done = () => control.removeAttribute('aria-busy');
    start().then(() => (done(), control.click()), done);
  }
  onFirstUse(() => start().catch(() => {}));
  document.addEventListener('click', onClick, true);
}
