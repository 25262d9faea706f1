/**
 * The lines a selling type switch set aside, named on the cart and checkout pages: "Not available
 * for Pickup: Chicken box — Back to Delivery", with a button that drops them for good.
 */
import { backRouteFor, type AsideLine } from '../../domain/pricing/setAside.ts';
import type { RouteType } from '../../domain/sellingType.ts';
import { formatList, formatNumber } from '../../domain/locale.ts';
import { fill } from '../../components/ui/fill.ts';
import type { ElsewhereData } from './elsewhere.ts';

export interface AsideNoticeProps {
  aside: readonly AsideLine[];
  route: RouteType;
  elsewhere: ElsewhereData | null;
  locale: string;
  /** The name of an item of this page's menu (a line set aside for its branch). */
  nameOf: (itemId: number) => string;
  /** Whether this page's selling type sells the item (then only the branch keeps it aside). */
  inMenu: (itemId: number) => boolean;
  /** Which page of the other type the button opens. */
  page: 'cart' | 'checkout';
  onDrop: () => void;
}

export default function AsideNotice(props: AsideNoticeProps) {
  const { aside, route, elsewhere, locale, nameOf, inMenu, page, onDrop } = props;
  if (!aside.length || !elsewhere) return null;
  // A line of this type's menu waits for another branch; any other line, for another selling type.
  const forBranch = aside.filter((a) => inMenu(a.line.itemId));
  const forType = aside.filter((a) => !inMenu(a.line.itemId));
  const names = (lines: readonly AsideLine[]) =>
    formatList(
      lines.map(
        (a) =>
          `${formatNumber(a.line.count, locale)} × ${elsewhere.items[String(a.line.itemId)]?.name || nameOf(a.line.itemId)}`,
      ),
      locale,
    );
  const back = forType.length ? backRouteFor(forType, route, (id) => elsewhere.items[String(id)]?.routes ?? []) : null;
  const link = back ? elsewhere.routes[back] : undefined;
  return (
    <div className="notice" role="status" data-testid="cart-aside">
      {forType.length > 0 && <p>{fill(elsewhere.notice, { names: names(forType) })}</p>}
      {forBranch.length > 0 && <p>{fill(elsewhere.branch, { names: names(forBranch) })}</p>}
      <p className="row">
        {link && (
          <a className="button" href={link[page]}>
            {link.back}
          </a>
        )}
        <button type="button" className="link" onClick={onDrop}>
          {elsewhere.drop}
        </button>
      </p>
    </div>
  );
}
