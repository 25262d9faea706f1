/**
 * The cart's and checkout's notices of what changed under the customer, each loaded once it has something to say
 * (components/ui/whenShown.tsx): a line removed (the menu no longer sells it), a price changed.
 */
import { whenShown } from '../../components/ui/whenShown.tsx';

export const RemovedLines = whenShown(
  () => import('./RemovedLines.tsx'),
  (props) => props.removed.length > 0,
);

export const PriceChanges = whenShown(
  () => import('./PriceChanges.tsx'),
  (props) => props.changes.length > 0,
);
