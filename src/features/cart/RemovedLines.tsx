/**
 * The lines a cart or checkout page removed, each named (useRemovedLines.ts). Its code loads once there is one
 * (lazyNotices.ts).
 */
import Isolated from '../../components/ui/Isolated.tsx';
import type { Removed } from './useRemovedLines.ts';

/** One notice a removed line: "Hummus is no longer available here and was removed from your cart." */
export default function RemovedLines({ removed, s }: { removed: Removed[]; s: Record<string, string> }) {
  return removed.map(({ name, choices }, i) => (
    <p key={i} role="status" className="notice">
      <Isolated text={(choices && s.choicesGone) || s.removed} values={{ name }} />
    </p>
  ));
}
