export type PageItem = number | 'gap';

/**
 * The page links to show: always the first and last page, the current page with `radius` neighbours, and
 * a gap where pages are left out (a gap of exactly one page shows that page instead).
 */
export function paginationItems(current: number, pageCount: number, radius = 1): PageItem[] {
  if (pageCount <= 1) return [1];
  const page = Math.min(Math.max(1, current), pageCount);
  const shown = new Set<number>([1, pageCount]);
  for (let n = page - radius; n <= page + radius; n++) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}
