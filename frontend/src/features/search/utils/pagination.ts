export type PageItem = number | 'gap';

export interface PaginationRange {
  current: number;
  /** The last page when the total is exact; undefined when the total is only a lower bound. */
  last?: number;
  /** Whether a page follows the current one (with an unknown last page, a trailing gap says so). */
  hasNext: boolean;
  /** Pages up to here are linked by number; deeper ones only by their neighbours' next/prev links. */
  numberedLimit: number;
}

/**
 * The page numbers to show: the first page, the current page, its neighbours up to `numberedLimit` and, when
 * known, the last page, with a gap where pages are left out (a gap of exactly one page that can be linked by
 * number shows that page instead).
 */
export function paginationItems({ current, last: lastPage, hasNext, numberedLimit }: PaginationRange): PageItem[] {
  const last = lastPage === undefined ? undefined : Math.max(1, lastPage);
  const page = Math.max(1, last === undefined ? current : Math.min(current, last));
  const linkable = (n: number) => n >= 1 && n <= numberedLimit && (last === undefined || n <= last);
  const shown = new Set<number>([1, page]);
  if (last !== undefined) shown.add(last);
  for (const n of [page - 1, page + 1]) if (linkable(n)) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2 && linkable(previous + 1)) items.push(previous + 1);
    else if (previous !== undefined && n - previous >= 2) items.push('gap');
    items.push(n);
  });
  if (last === undefined && hasNext) items.push('gap');
  return items;
}
