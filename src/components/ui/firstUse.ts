/**
 * Code a control needs only once it is used (the menu's quick-add buttons, the consent banner's choices): the page's
 * JavaScript before the first interaction carries none of it (design.md: 20 kB). It is fetched at the visitor's
 * first use of the page — a tap, a key, a scroll, usually well before a control is reached — and a click on one of
 * the controls `selector` matches waits for it and is then replayed on the control, now wired, so it counts (each
 * click, in order, when there were several), and a link followed meanwhile opens after them. A fetch that fails
 * (offline, a release replaced) is tried again by the next click, and `unreached` tells the visitor that the click
 * waiting for it was not taken (it would otherwise vanish without a word). The callers enable their controls when
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

export function loadOnFirstClick(
  selector: string,
  load: () => Promise<unknown>,
  unreached: (control: HTMLElement) => void = () => {},
): void {
  let loading: Promise<unknown> | null = null;
  const start = () =>
    (loading ??= load().then(
      () => document.removeEventListener('click', onClick, true),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));
  let waiting = 0;
  // Every click before the code is there waits and is replayed in turn: a second tap while it loads counts too.
  function onClick(event: MouseEvent) {
    const target = event.target as Element | null;
    const control = target?.closest?.<HTMLElement>(selector);
    if (!control) return holdLink(event, target?.closest?.<HTMLAnchorElement>('a[href]'));
    event.stopPropagation();
    // Seen at once: the tap was taken and waits (a button that did nothing was tapped again, and counted twice).
    control.setAttribute('aria-busy', 'true');
    waiting++;
    const done = () => (waiting--, control.removeAttribute('aria-busy'));
    start().then(
      () => (done(), control.click()),
      () => (done(), unreached(control)),
    );
  }
  // A link followed while a tap waits (the cart's, right after "add") opens once the taps counted, loaded or not:
  // leaving at once lost them.
  function holdLink(event: MouseEvent, link: HTMLAnchorElement | null | undefined) {
    const plain = !event.button && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!link || !waiting || !plain || (link.target && link.target !== '_self') || link.hasAttribute('download'))
      return;
    event.preventDefault();
    event.stopPropagation();
    const follow = () => link.click();
    start().then(follow, follow);
  }
  onFirstUse(() => start().catch(() => {}));
  document.addEventListener('click', onClick, true);
}
