/** "Newer · page n of m · Older" under a paged list (spec §9 paged lists); the page shown is announced. */
import { fill } from './fill.ts';

export interface PagerProps {
  page: number;
  last: number;
  onPage: (page: number) => void;
  /** Strings `pages` (the navigation's name), `newer`, `older` and `pageOf` (with {{page}} and {{pages}}). */
  labels: Readonly<Record<string, string | undefined>>;
}

export default function Pager({ page, last, onPage, labels }: PagerProps) {
  if (last <= 1) return null;
  return (
    <nav className="pager" aria-label={labels.pages}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.newer}
      </button>
      <span aria-live="polite">{fill(labels.pageOf, { page, pages: last })}</span>
      <button type="button" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {labels.older}
      </button>
    </nav>
  );
}
