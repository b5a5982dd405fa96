import { buildLinkHeader, OFFSET_LINK_MAX_PAGE, pastNumberedPages } from './pagination';

function relations(header: string): Record<string, string> {
  return Object.fromEntries(
    header.split(', ').map((part) => {
      const match = /^<([^>]+)>; rel="(\w+)"$/.exec(part);
      if (match === null) throw new Error(`kein Link: ${part}`);
      return [match[2], match[1]];
    }),
  );
}

describe('buildLinkHeader', () => {
  it('links first, next and last from the first page, keeping the filters', () => {
    const links = relations(buildLinkHeader('/api/businesses', { query: 'bäck', city: 'Köln' }, 1, 24, 100));
    expect(links).toEqual({
      first: '/api/businesses?query=b%C3%A4ck&city=K%C3%B6ln&page=1&limit=24',
      next: '/api/businesses?query=b%C3%A4ck&city=K%C3%B6ln&page=2&limit=24',
      last: '/api/businesses?query=b%C3%A4ck&city=K%C3%B6ln&page=5&limit=24',
    });
  });

  it('links prev and next from a middle page', () => {
    const links = relations(buildLinkHeader('/api/x', {}, 3, 10, 95));
    expect(Object.keys(links)).toEqual(['first', 'prev', 'next', 'last']);
    expect(links.prev).toBe('/api/x?page=2&limit=10');
    expect(links.next).toBe('/api/x?page=4&limit=10');
    expect(links.last).toBe('/api/x?page=10&limit=10');
  });

  it('has no next on the last page and points prev back into range beyond it', () => {
    expect(Object.keys(relations(buildLinkHeader('/api/x', {}, 10, 10, 95)))).toEqual(['first', 'prev', 'last']);
    expect(relations(buildLinkHeader('/api/x', {}, 20, 10, 95)).prev).toBe('/api/x?page=10&limit=10');
  });

  it('treats an empty result as one page and leaves out empty filters', () => {
    const links = relations(buildLinkHeader('/api/x', { query: undefined, city: '' }, 1, 24, 0));
    expect(links).toEqual({ first: '/api/x?page=1&limit=24', last: '/api/x?page=1&limit=24' });
  });

  it('encodes reserved characters of filter values', () => {
    const links = relations(buildLinkHeader('/api/x', { category: 'Beauty & Wellness' }, 1, 24, 1));
    expect(links.first).toBe('/api/x?category=Beauty+%26+Wellness&page=1&limit=24');
  });
});

describe('buildLinkHeader with a lower-bound total and cursors', () => {
  const cursors = { nextCursor: 'NEXT', prevCursor: 'PREV' };

  it('names no last page and links next only from a full page', () => {
    const full = relations(buildLinkHeader('/api/x', {}, 2, 24, 10_000, { exact: false, itemCount: 24 }));
    expect(Object.keys(full)).toEqual(['first', 'prev', 'next']);
    const short = relations(buildLinkHeader('/api/x', {}, 2, 24, 10_000, { exact: false, itemCount: 7 }));
    expect(Object.keys(short)).toEqual(['first', 'prev']);
  });

  it('uses offsets up to page 10 and the cursors beyond', () => {
    const early = relations(buildLinkHeader('/api/x', {}, 9, 24, 10_000, { exact: false, itemCount: 24, ...cursors }));
    expect(early.next).toBe('/api/x?page=10&limit=24');
    const deep = relations(buildLinkHeader('/api/x', {}, 11, 24, 10_000, { exact: false, itemCount: 24, ...cursors }));
    expect(deep.next).toBe('/api/x?page=12&limit=24&cursor=NEXT');
    expect(deep.prev).toBe('/api/x?page=10&limit=24');
    const deeper = relations(
      buildLinkHeader('/api/x', {}, 400, 24, 10_000, { exact: false, itemCount: 24, ...cursors }),
    );
    expect(deeper.prev).toBe('/api/x?page=399&limit=24&cursor=PREV');
  });

  it('links no next page past page 10 without a cursor: the API would refuse it by number', () => {
    const tenth = relations(buildLinkHeader('/api/x', {}, 10, 24, 10_000, { exact: false, itemCount: 24 }));
    expect(Object.keys(tenth)).toEqual(['first', 'prev']);
    const ninth = relations(buildLinkHeader('/api/x', {}, 9, 24, 10_000, { exact: false, itemCount: 24 }));
    expect(ninth.next).toBe('/api/x?page=10&limit=24');
    // An exact total links every page by number.
    const exact = relations(buildLinkHeader('/api/x', {}, 10, 24, 500, { itemCount: 24 }));
    expect(exact.next).toBe('/api/x?page=11&limit=24');
  });

  it('links no page beyond the highest page number', () => {
    const links = relations(buildLinkHeader('/api/x', {}, 1000, 1, 10_000, { exact: false, itemCount: 1, ...cursors }));
    expect(Object.keys(links)).toEqual(['first', 'prev']);
  });
});

describe('pastNumberedPages', () => {
  it('is true from the first page after those linked by number, for the page size asked', () => {
    expect(pastNumberedPages((OFFSET_LINK_MAX_PAGE - 1) * 24, 24)).toBe(false);
    expect(pastNumberedPages(OFFSET_LINK_MAX_PAGE * 24, 24)).toBe(true);
    expect(pastNumberedPages(OFFSET_LINK_MAX_PAGE * 24, 100)).toBe(false);
    expect(pastNumberedPages(0, 1)).toBe(false);
  });
});
