import { describe, expect, it } from 'vitest';
import { paginationItems, type PaginationRange } from './pagination';

const exact = (current: number, last: number) =>
  paginationItems({ current, last, hasNext: current < last, numberedLimit: 10 });
const lowerBound = (current: number, hasNext = true) =>
  paginationItems({ current, hasNext, numberedLimit: 10 } satisfies PaginationRange);

describe('paginationItems', () => {
  it('shows a single page for one page or none', () => {
    expect(exact(1, 1)).toEqual([1]);
    expect(exact(1, 0)).toEqual([1]);
  });

  it('shows all pages when few', () => {
    expect(exact(1, 4)).toEqual([1, 2, 3, 4]);
    expect(exact(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts gaps around the current page and always names the last page of an exact total', () => {
    expect(exact(1, 76)).toEqual([1, 2, 'gap', 76]);
    expect(exact(9, 76)).toEqual([1, 'gap', 8, 9, 10, 'gap', 76]);
    expect(exact(76, 76)).toEqual([1, 'gap', 76]);
  });

  it('numbers no page beyond the offset pages except the current and the last one', () => {
    expect(exact(10, 76)).toEqual([1, 'gap', 9, 10, 'gap', 76]);
    expect(exact(11, 76)).toEqual([1, 'gap', 10, 11, 'gap', 76]);
    expect(exact(40, 76)).toEqual([1, 'gap', 40, 'gap', 76]);
    expect(exact(11, 12)).toEqual([1, 'gap', 10, 11, 12]);
  });

  it('fills a one-page gap with the page only where it can be linked by number', () => {
    expect(exact(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(exact(12, 14)).toEqual([1, 'gap', 12, 'gap', 14]);
  });

  it('has no last page for a lower-bound total, and a trailing gap while pages follow', () => {
    expect(lowerBound(1)).toEqual([1, 2, 'gap']);
    expect(lowerBound(10)).toEqual([1, 'gap', 9, 10, 'gap']);
    expect(lowerBound(12)).toEqual([1, 'gap', 12, 'gap']);
    expect(lowerBound(500, false)).toEqual([1, 'gap', 500]);
  });

  it('clamps a current page outside the range of an exact total', () => {
    expect(exact(99, 5)).toEqual([1, 'gap', 4, 5]);
  });
});
