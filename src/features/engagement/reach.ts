/**
 * Banner reach (spec §7 `POST webapp/banners/reach`, body `banners`): each banner is reported once per page view,
 * when it has been on screen (half of it, IntersectionObserver in bannerStrip.ts); banners seen close together
 * go in one call. A banner scrolled away and back, or shown again by the carousel, is not reported again until
 * the next page view.
 */

/** The reporter of one page view; `send` posts a batch, `schedule` delays a flush (tests run it at once). */
export function createReachReporter(
  send: (ids: number[]) => void,
  schedule: (flush: () => void) => void = (flush) => setTimeout(flush, 500),
) {
  const reported = new Set<number>();
  let batch: number[] = [];
  const flush = () => {
    if (batch.length) send(batch);
    batch = [];
  };
  return {
    /** A banner was seen: reported with the next batch, unless it already was during this page view. */
    seen(id: number): void {
      if (reported.has(id)) return;
      reported.add(id);
      batch.push(id);
      if (batch.length === 1) schedule(flush);
    },
    /** Sends what waits now (the page is being left). */
    flush,
  };
}
