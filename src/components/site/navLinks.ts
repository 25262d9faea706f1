/**
 * Where the cart and account links of the bottom navigation and the desktop header point (one rule for both).
 */
import type { PageContext } from '../../features/site/context.ts';
import { TYPE_PLACEHOLDER } from '../../features/site/sellingTypeChoice.ts';
import { isDigitalMenu, offersAccount } from '../../domain/ordering.ts';

export interface NavLink {
  href: string;
  /** On a page of no selling type with several to choose from, the view script points the link at the one the
   * customer last used (`data-type-href`, with the selling type as a placeholder). */
  typeHref?: string;
}

/** Whether a page of this business shows anything that starts an order (cart links, badges, add buttons). */
export function ordersOpen(ctx: PageContext): boolean {
  return !isDigitalMenu(ctx.snapshot.data.restaurant);
}

/** The profile (the log-in for a guest); null for a digital menu that offers no account (domain/ordering.ts). */
export function profileLink(ctx: PageContext): NavLink | null {
  return offersAccount(ctx.snapshot.data.restaurant) ? { href: ctx.href('profile') } : null;
}

/** The cart of the page's selling type (else the business's main one); null for a digital menu, which has none. */
export function cartLink(ctx: PageContext): NavLink | null {
  if (!ordersOpen(ctx)) return null;
  const followsChoice = !ctx.spec.routeType && ctx.types.length > 1;
  return {
    href: ctx.href(ctx.mainType ? `${ctx.mainType}/cart` : ''),
    typeHref: followsChoice ? ctx.href(`${TYPE_PLACEHOLDER}/cart`) : undefined,
  };
}

/** The menu of the page's selling type (else the business's main one). */
export function menuLink(ctx: PageContext): NavLink {
  const followsChoice = !ctx.spec.routeType && ctx.types.length > 1;
  return {
    href: ctx.href(ctx.mainType ?? ''),
    typeHref: followsChoice ? ctx.href(TYPE_PLACEHOLDER) : undefined,
  };
}
