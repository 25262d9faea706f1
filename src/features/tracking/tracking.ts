/**
 * The tracking module of a business with tracking integrations, loaded once the visitor has accepted (consent.ts,
 * which wires the banner): the vendor scripts (adapters.ts) and the page's events (bus.ts). Until a choice is made,
 * events wait in the bus and this module is not even fetched; a rejection drops them and nothing is ever loaded. Accepted purchases of a business with server-side event APIs are also posted to
 * the API, which reports them with the order's own figures (lib/api/engagement.ts).
 *
 * Withdrawing consent on a page where the vendors run removes their first-party cookies and reloads the page, so
 * no vendor script stays in it.
 */
import { pricedLines, purchaseEventId, type TrackedLine, type TrackEvent } from '../../domain/tracking/events.ts';
import type { PriceTable } from '../../domain/cartSummary.ts';
import { createEngagementApi } from '../../lib/api/engagement.ts';
import type { ConsentStore } from '../../stores/consent.ts';
import type { EngagementConfig, TrackingConfig } from '../engagement/config.ts';
import { cookieDomains, installTracker, vendorCookieNames, type SendEvent, type TrackerEnv } from './adapters.ts';
import { takeTrackEvents, trackEvent } from './bus.ts';
import { loadCartPrices } from '../cart/cartPriceFile.ts';

/**
 * The menu's prices of the page's selling type (the "View cart" bar's price file, CartBar.astro), to price the lines
 * of add-to-cart events; undefined on a page without the bar, or when the file cannot be had.
 */
function pagePrices(): Promise<PriceTable | undefined> {
  const url = document.querySelector<HTMLElement>('[data-cart-bar]')?.dataset.prices;
  return url ? loadCartPrices(url).then((file) => file?.items) : Promise.resolve(undefined);
}

function pageEnv(ref: string): TrackerEnv {
  return {
    global: window as unknown as Record<string, unknown>,
    addScript: (src) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      document.head.append(script);
    },
    // Pages of a custom domain live at its root, the others below /{ref}.
    basePath: location.pathname === `/${ref}` || location.pathname.startsWith(`/${ref}/`) ? `/${ref}` : '/',
  };
}

function forgetVendorCookies(basePath: string): void {
  for (const name of vendorCookieNames(document.cookie)) {
    for (const path of new Set(['/', basePath])) {
      document.cookie = `${name}=; Max-Age=0; Path=${path}`;
      for (const domain of cookieDomains(location.hostname))
        document.cookie = `${name}=; Max-Age=0; Path=${path}; Domain=${domain}`;
    }
  }
}

/**
 * Starts tracking for the page's business, once its visitor has accepted (consent.ts loads this module then): the
 * trackers, and the page's events, those the bus kept first. `consent` is the page's one consent store, whose
 * withdrawal this module then follows.
 */
export function startTracking(config: EngagementConfig & { tracking: TrackingConfig }, consent: ConsentStore): void {
  const { tracking } = config;
  const { $consentState } = consent;
  const env = pageEnv(config.ref);
  // Fetched for the first event with a line to price (an add to cart), not before: most visits send none.
  let prices: Promise<PriceTable | undefined> | null = null;
  const api = createEngagementApi({ baseUrl: config.api, locale: config.locale });
  let senders: SendEvent[] | null = null;
  const waiting: TrackEvent[] = [];

  const { view } = tracking;
  // An item page's add to cart names its item as the page does.
  const named = (line: TrackedLine) => (line.name || line.id !== view?.id ? line : { ...line, name: view.name });
  // In the order they came: once one waits for the price file, the next ones wait behind it.
  const deliver = (event: TrackEvent) => {
    if (!prices && !event.lines.some((line) => line.price === undefined && line.label !== undefined))
      return deliverPriced(event, undefined);
    prices ??= pagePrices();
    void prices.then((table) => deliverPriced(event, table));
  };
  const deliverPriced = (event: TrackEvent, table: PriceTable | undefined) => {
    const priced = { ...event, lines: pricedLines(event.lines.map(named), table) };
    for (const send of senders ?? []) send(priced);
    if (priced.name === 'purchase' && tracking.server)
      api
        .reportConversion(config.ref, {
          event_name: 'purchase',
          event_id: purchaseEventId(priced.orderId),
          order_id: priced.orderId,
        })
        .catch(() => {});
  };

  $consentState.subscribe((state) => {
    if (state === 'granted') {
      senders ??= tracking.trackers.map((t) => installTracker(t, tracking.currency, env));
      for (const event of waiting.splice(0)) deliver(event);
    } else if (state === 'denied') {
      waiting.length = 0;
      if (senders) {
        forgetVendorCookies(env.basePath);
        location.reload();
      }
    }
  });
  takeTrackEvents((event) => {
    const state = $consentState.get();
    if (state === 'granted') deliver(event);
    else if (state === 'ask' && waiting.length < 20) waiting.push(event);
  });
  if (view) trackEvent({ name: 'view_item', lines: [view] });
}
