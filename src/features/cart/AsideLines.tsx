/**
 * The lines set aside, named, with the way back and a button that drops them, one group per reason (AsideNotice.tsx
 * shows it; its code loads once there is something to say).
 */
import { backRouteFor, type AsideLine } from '../../domain/pricing/setAside.ts';
import { formatList, formatNumber } from '../../domain/locale.ts';
import { fill } from '../../components/ui/fill.ts';
import { pluralText } from '../../components/ui/plural.ts';
import type { RouteType } from '../../domain/sellingType.ts';
import type { ElsewhereData } from './elsewhere.ts';
import type { BranchBackOffer } from './useBranchBack.ts';

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
  /** Drops the lines given (a reason's own button), the notice's buttons never dropping another reason's lines. */
  onDrop: (which: (entry: AsideLine) => boolean) => void;
  /** The way back from the last branch change (none: not offered). */
  branchBack?: BranchBackOffer;
}

export default function Notice(props: AsideNoticeProps & { elsewhere: ElsewhereData; areaNote: string | null }) {
  const { aside, route, elsewhere, locale, nameOf, inMenu, page, onDrop, branchBack, areaNote } = props;
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
  // The branch left is offered only when it brings one of the dishes back (useBranchBack.ts).
  const backToBranch = forBranch.some((a) => branchBack?.sells(a.line.itemId)) ? branchBack : undefined;
  // The buttons go with the lines they act on: the focus goes to the page's content, not to its start (the status
  // line says what was done).
  const then = (act: () => void) => () => {
    act();
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  // By the lines' keys: another window's write gives the store new entries for the same lines.
  const drop = (lines: readonly AsideLine[]) => (
    <button
      type="button"
      className="link"
      onClick={then(() => {
        const keys = new Set(lines.map((a) => a.line.key));
        onDrop((entry) => keys.has(entry.line.key));
      })}
    >
      {pluralText(
        elsewhere.drop,
        locale,
        lines.reduce((n, a) => n + a.line.count, 0),
      )}
    </button>
  );
  // One group per reason, each sentence with what acts on its own lines: a single "Remove them" under two sentences
  // removed the other selling type's box with the dishes the branch does not sell. The sentences are the status; the
  // link and buttons after them are no part of what is said.
  return (
    <div className="notice" data-testid="cart-aside">
      {forType.length > 0 && (
        <>
          <p role="status">{fill(elsewhere.notice, { names: names(forType) })}</p>
          <p className="row">
            {link && (
              <a className="button" href={link[page]}>
                {link.back}
              </a>
            )}
            {drop(forType)}
          </p>
        </>
      )}
      {forBranch.length > 0 && (
        <>
          <p role="status">{fill(elsewhere.branch, { names: names(forBranch) })}</p>
          <p className="row">
            {backToBranch?.label && (
              <button type="button" className="button" onClick={then(backToBranch.onBack)}>
                {backToBranch.label}
              </button>
            )}
            {drop(forBranch)}
          </p>
        </>
      )}
      {areaNote && <p role="status">{areaNote}</p>}
    </div>
  );
}
