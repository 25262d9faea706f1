/**
 * The lines a selling type switch set aside, named on the cart and checkout pages: "Not available
 * for Pickup: Chicken box — Back to Delivery", with a button that drops them for good. After a branch change, the
 * way back to the branch left and the delivery area the change dropped (useBranchBack.ts).
 */
import { whenShown } from '../../components/ui/whenShown.tsx';
import type { AsideNoticeProps } from './AsideLines.tsx';

export type { AsideNoticeProps };

/** The notice itself, its code loaded once there are lines aside or an area to name. */
const AsideLines = whenShown(
  () => import('./AsideLines.tsx'),
  () => true,
);

export default function AsideNotice(props: AsideNoticeProps) {
  const { aside, elsewhere, branchBack } = props;
  const areaNote = branchBack?.areaNote ?? null;
  return (
    <>
      {/* In the page from the start (a live region inserted with its text is not read out): the way back was taken. */}
      {branchBack && (
        <p role="status" className="visually-hidden">
          {branchBack.said}
        </p>
      )}
      {elsewhere && (aside.length > 0 || areaNote) && (
        <AsideLines {...props} elsewhere={elsewhere} areaNote={areaNote} />
      )}
    </>
  );
}
