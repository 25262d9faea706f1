/**
 * A component whose code loads only once it has something to show: the notices most visits never see (a dish gone
 * from the menu, a price changed, lines set aside) stay out of the page's JavaScript before the first interaction
 * (issue 12 item 7). Until its code is there it renders nothing; what it says is a status line that comes when it
 * is due, so arriving a moment later is no loss.
 */
import { createElement, lazy, Suspense, type ComponentType } from 'react';

export function whenShown<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  shows: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazy(load);
  return function Shown(props: P) {
    return shows(props) ? (
      <Suspense fallback={null}>{createElement(Loaded as ComponentType<P>, props)}</Suspense>
    ) : null;
  };
}
