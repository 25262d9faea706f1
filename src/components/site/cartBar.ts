/**
 * The "View cart · 3 items · KWD 4.250" bar of the menu, category and item pages (CartBar.astro), loaded by the
 * badges' script (cartStatus.client.ts) only once the cart or the lines set aside hold something: its selling type's
 * price file (features/cart/cartPriceFile.ts), the lines set aside that this menu sells brought back, then the bar
 * kept in step with the cart. No page loads this code, or the prices, for an empty cart.
 */
import { $cart } from '../../stores/cart.ts';
import { restoreAside } from '../../stores/cartActions.ts';
import { cartSummary, sellsLine } from '../../domain/cartSummary.ts';
import { formatMoney } from '../../domain/money.ts';
import { loadCartPrices } from '../../features/cart/cartPriceFile.ts';
import { branchesOf, menuBranch } from '../../features/site/menuBranch.ts';
import { PAGE_DATA_ID, type PageData } from '../../features/site/pageData.ts';

/** Follows the cart on `bar`; false when its prices cannot be had (the caller tries again at the cart's next change). */
export async function followBar(
  bar: HTMLElement,
  itemsText: (count: number) => string,
  locale: string,
): Promise<boolean> {
  const prices = await loadCartPrices(bar.dataset.prices ?? '');
  if (!prices) return false;
  let page: Partial<PageData> = {};
  try {
    page = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? '{}') as Partial<PageData>;
  } catch {
    // no page data: the aside lines wait
  }
  if (page.ref) {
    let storage: Storage | null = null;
    try {
      storage = localStorage;
    } catch {
      // no storage: the business's own branch
    }
    // Lines waiting aside that this menu sells at the customer's branch come back (the badge and the bar count them).
    const branch = menuBranch(page.ref, page.branchId, storage, branchesOf(page));
    restoreAside((line) => sellsLine(line, prices.items, branch));
  }
  $cart.subscribe((cart) => {
    const summary = cartSummary(cart.items, prices.items);
    bar.hidden = summary.count === 0;
    bar.querySelector('[data-cart-bar-count]')!.textContent = itemsText(summary.count);
    bar.querySelector('[data-cart-bar-total]')!.textContent = formatMoney(summary.subtotal, prices.currency, locale);
  });
  return true;
}
