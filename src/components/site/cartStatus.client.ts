/**
 * Keeps the cart's counters in step with the cart store (no framework: these run on the menu pages, which stay
 * within 20 kB of JavaScript): the count badges of the bottom navigation and the desktop header, and on menu,
 * category and item pages the "View cart · 3 items · KWD 4.250" bar (shown while the cart has lines this menu
 * prices). Also applies `?coupon=` (spec §4).
 */
import { $cart, restoreAside, setCouponCode } from '../../stores/cart.ts';
import { cartSummary, sellsLine, type PriceTable } from '../../domain/cartSummary.ts';
import { branchesOf, menuBranch } from '../../features/site/menuBranch.ts';
import { PAGE_DATA_ID, type PageData } from '../../features/site/pageData.ts';
import { formatMoney } from '../../domain/money.ts';
import { formatNumber } from '../../domain/locale.ts';
import { pluralText } from '../ui/plural.ts';

/** The id of the bar's price table (inert JSON written by CartBar.astro). */
const CART_PRICES_ID = 'sf-cart-prices';

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
  const prices = json<{ currency?: string; items?: PriceTable }>(
    document.getElementById(CART_PRICES_ID)?.textContent,
    {},
  );
  const bar = document.querySelector<HTMLElement>('[data-cart-bar]');
  // Lines waiting aside that this menu sells at the customer's branch come back (the badge and the bar count them).
  const table = prices.items;
  const page = json<Partial<PageData>>(document.getElementById(PAGE_DATA_ID)?.textContent, {});
  if (table && page.ref) {
    let storage: Storage | null = null;
    try {
      storage = localStorage;
    } catch {
      // no storage: the business's own branch
    }
    const branch = menuBranch(page.ref, page.branchId, storage, branchesOf(page));
    restoreAside((line) => sellsLine(line, table, branch));
  }

  $cart.subscribe((cart) => {
    const count = cart.items.reduce((n, line) => n + line.count, 0);
    for (const badge of document.querySelectorAll<HTMLElement>('[data-cart-count]')) {
      // Drawn by the style sheet from data-count (.cart-count::after): the number is not text of the link, whose
      // name ("Cart, 2 items") then contains all the words it shows (WCAG 2.5.3; axe reads "Cart2" otherwise).
      badge.dataset.count = count ? formatNumber(count, locale) : '';
      badge.hidden = count === 0;
      badge.closest('a')?.setAttribute('aria-label', text(badgeLabels, count));
    }
    if (!bar || !prices.items || !prices.currency) return;
    const summary = cartSummary(cart.items, prices.items);
    bar.hidden = summary.count === 0;
    bar.querySelector('[data-cart-bar-count]')!.textContent = text(itemLabels, summary.count);
    bar.querySelector('[data-cart-bar-total]')!.textContent = formatMoney(summary.subtotal, prices.currency, locale);
  });
}
