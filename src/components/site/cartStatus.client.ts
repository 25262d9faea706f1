/**
 * Keeps the cart's counters in step with the cart store (no framework: these run on the menu pages, which stay
 * within 20 kB of JavaScript): the count badges of the bottom navigation and the desktop header, and on menu,
 * category and item pages the "View cart · 3 items · KWD 4.250" bar (shown while the cart has lines this menu
 * prices: cartBar.ts with its selling type's price file, loaded only once the cart or the lines set aside hold
 * something).
 * Also applies `?coupon=` (spec §4).
 */
import { $cart, $cartAside, setCouponCode } from '../../stores/cart.ts';
import { formatNumber } from '../../domain/numberFormat.ts';
import { pluralText } from '../ui/plural.ts';

function json<T>(text: string | null | undefined, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** Starts following the cart. */
export function followCart(): void {
  const coupon = new URLSearchParams(location.search).get('coupon');
  if (coupon) setCouponCode(coupon);
  const source = document.querySelector<HTMLElement>('[data-cart-labels]');
  const locale = source?.dataset.pluralLocale ?? 'en';
  const badgeLabels = json<Record<string, string>>(source?.dataset.cartLabels, {});
  const itemLabels = json<Record<string, string>>(source?.dataset.itemLabels, {});
  const text = (labels: Record<string, string>, count: number) =>
    pluralText(labels, locale, count).replace('{{count}}', formatNumber(count, locale));
  // The bar, its code and its prices load once the cart (or what waits aside) holds something (cartBar.ts).
  const bar = document.querySelector<HTMLElement>('[data-cart-bar]');
  let barState: 'off' | 'loading' | 'on' = 'off';
  // A change of the cart while a try is on its way tries again if that one fails (the prices came back meanwhile).
  let changedMeanwhile = false;
  const startBar = () => {
    if (barState === 'loading') changedMeanwhile = true;
    if (!bar || barState !== 'off') return;
    barState = 'loading';
    changedMeanwhile = false;
    const settle = (on: boolean) => {
      barState = on ? 'on' : 'off';
      if (!on && changedMeanwhile) startBar();
    };
    import('./cartBar.ts')
      .then(({ followBar }) => followBar(bar, (count) => text(itemLabels, count), locale))
      .then(settle, () => settle(false));
  };
  if ($cartAside.get().length) startBar();

  $cart.subscribe((cart) => {
    const count = cart.items.reduce((n, line) => n + line.count, 0);
    for (const badge of document.querySelectorAll<HTMLElement>('[data-cart-count]')) {
      // Drawn by the style sheet from data-count (.cart-count::after): the number is not text of the link, whose
      // name ("Cart, 2 items") then contains all the words it shows (WCAG 2.5.3; axe reads "Cart2" otherwise).
      badge.dataset.count = count ? formatNumber(count, locale) : '';
      badge.hidden = count === 0;
      badge.closest('a')?.setAttribute('aria-label', text(badgeLabels, count));
    }
    if (cart.items.length) startBar();
  });
}
