/**
 * Which view-time script a page carries (issue 12 item 7: island pages load what they use). Its availability rules
 * are ~2.8 kB gzip of the view script, inlined in every page; only the pages that show dishes, categories or the
 * open/closed badges use them. tests/build/viewScripts.test.ts checks the build's pages against this choice.
 */
import type { PageSpec } from '../routes/routeTable.ts';

export type ViewScript = 'menu' | 'cart' | 'plain';

export function viewScriptOf(spec: Pick<PageSpec, 'kind' | 'shell'>): ViewScript {
  switch (spec.kind) {
    case 'landing':
    case 'menu':
    case 'category':
    case 'item':
      return 'menu';
    case 'shell':
      return spec.shell === 'cart' || spec.shell === 'search' ? 'cart' : 'plain';
    default:
      return 'plain';
  }
}
