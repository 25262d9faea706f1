/**
 * The lines a selling type switch set aside (issue 11 item 1), named on the cart and checkout pages: "Not available
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
  /** Which page of the other type the button opens. */
  page: 'cart' | 'checkout';
  onDrop: () => void;
}

export default function AsideNotice({ aside, route, elsewhere, locale, nameOf, page, onDrop }: AsideNoticeProps) {
  if (!aside.length || !elsewhere) return null;
  const names = aside.map(
    (a) =>
      `${formatNumber(a.line.count, locale)} × ${elsewhere.items[String(a.line.itemId)]?.name || nameOf(a.line.itemId)}`,
  );
  const back = backRouteFor(aside, route, (id) => elsewhere.items[String(id)]?.routes ?? []);
  const link = back ? elsewhere.routes[back] : undefined;
  return (
    <div className="notice" role="status" data-testid="cart-aside">
      <p>{fill(elsewhere.notice, { names: formatList(names, locale) })}</p>
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
