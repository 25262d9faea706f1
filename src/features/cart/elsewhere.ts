/**
 * What the cart and checkout pages know of the business's other selling types and branches, so lines set aside
 * on a switch can be named and a button leads back: the items of the other types' menus (name, the types selling
 * them), per type the wording and the cart and checkout links, and the branches' names for the way back to the
 * branch the customer left. Built at page build time, carried as JSON.
 */
import { routeMenuOf } from '../menu/routeMenu.ts';
import { flattenItems } from '../../domain/menu.ts';
import type { RouteType } from '../../domain/sellingType.ts';
import type { PageContext } from '../site/context.ts';
import { pluralForms } from '../../i18n/index.ts';
import { typeNameOf } from '../menu/typeName.ts';

export interface ElsewhereData {
  /** "Not available for Car pickup: {{names}}" for this page's selling type, named as the business offers it. */
  notice: string;
  /** "Not sold at this branch: {{names}}" (lines of this type's menu that the order's branch does not sell). */
  branch: string;
  /** "Remove it" / "Remove them", by Intl.PluralRules category (the number of dishes set aside). */
  drop: Record<string, string>;
  /** "Back to {{branch}}": undoes the last branch change (stores/branch.ts). */
  branchBack: string;
  /** "You now order from {{branch}}." (the settings page's words), said once back. */
  branchChanged: string;
  /** "{{branch}} does not deliver to {{area}}; choose an area.": a branch change dropped the chosen area. */
  areaDropped: string;
  /** The business's branches by id, named as the settings page names them. */
  branches: Record<string, string>;
  /** Items of any selling type's menu: the name and the types selling it. */
  items: Record<string, { name: string; routes: RouteType[] }>;
  /** The business's other selling types: "Back to Delivery", and their cart and checkout pages. */
  routes: Partial<Record<RouteType, { back: string; cart: string; checkout: string }>>;
}

export function elsewhereFor(ctx: PageContext, route: RouteType): ElsewhereData {
  // Named as the menu's tabs name them: "Car pickup" where the business asks for the car (domain/offerNames.ts).
  const label = (r: RouteType) => typeNameOf(ctx, r);
  const items: ElsewhereData['items'] = {};
  const routes: ElsewhereData['routes'] = {};
  for (const r of ctx.types) {
    for (const { item } of flattenItems(routeMenuOf(ctx.snapshot, r))) {
      const entry = (items[String(item.id)] ??= { name: ctx.text(item.names), routes: [] });
      if (!entry.routes.includes(r)) entry.routes.push(r);
    }
    if (r !== route)
      routes[r] = {
        back: ctx.t('cart.asideBack', { type: label(r) }),
        cart: ctx.href(`${r}/cart`),
        checkout: ctx.href(`${r}/checkout`),
      };
  }
  return {
    notice: ctx.t('cart.asideNotice', { type: label(route), names: '{{names}}' }),
    branch: ctx.t('cart.asideBranch', { names: '{{names}}' }),
    drop: pluralForms(ctx.locale, 'cart.asideDrop'),
    branchBack: ctx.t('cart.asideBranchBack', { branch: '{{branch}}' }),
    branchChanged: ctx.t('settings.branchChanged', { branch: '{{branch}}' }),
    areaDropped: ctx.t('cart.areaDropped', { branch: '{{branch}}', area: '{{area}}' }),
    branches: Object.fromEntries(ctx.snapshot.branches.map((b) => [String(b.id), ctx.text(b.names) || b.name])),
    items,
    routes,
  };
}
