/**
 * The page's one tracking event bus: islands and page scripts call `trackEvent` (view item, add to cart, begin
 * checkout, purchase) without knowing whether the business has trackers or the visitor consented. The tracking
 * module (tracking.ts, loaded only on pages of businesses with trackers) takes the events; until it does they
 * wait here, a few at most. Nothing here sends anything: a page without that module drops them with the page.
 */
import type { TrackEvent } from '../../domain/tracking/events.ts';

/** Events kept while no one takes them (a page view has a handful). */
const MAX_WAITING = 20;

type Sink = (event: TrackEvent) => void;
const waiting: TrackEvent[] = [];
let sink: Sink | null = null;

/** Reports a shopping event of this page. */
export function trackEvent(event: TrackEvent): void {
  if (sink) sink(event);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

/** Takes the page's events from now on, those waiting first. */
export function takeTrackEvents(next: Sink): void {
  sink = next;
  for (const event of waiting.splice(0)) next(event);
}
