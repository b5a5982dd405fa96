import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination';

describe('paginationItems', () => {
  it('shows a single page for one page or none', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 0)).toEqual([1]);
  });

  it('shows all pages when few', () => {
    expect(paginationItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts gaps around the current page', () => {
    expect(paginationItems(10, 76)).toEqual([1, 'gap', 9, 10, 11, 'gap', 76]);
    expect(paginationItems(1, 76)).toEqual([1, 2, 'gap', 76]);
    expect(paginationItems(76, 76)).toEqual([1, 'gap', 75, 76]);
  });

  it('fills a one-page gap with the page', () => {
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('clamps a current page outside the range', () => {
    expect(paginationItems(99, 5)).toEqual([1, 'gap', 4, 5]);
  });
});
