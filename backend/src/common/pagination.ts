import { ApiPropertyOptional, ApiResponseOptions } from '@nestjs/swagger';
import type { HeaderObject } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { inCallersVersion } from './api-version';
import { ToInteger } from './transforms';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Deep offsets read and discard every row before the page; nobody pages this far by hand. */
export const MAX_PAGE = 1000;

export const PAGE_MESSAGE = 'Seite muss eine positive ganze Zahl sein';
export const PAGE_TOO_HIGH_MESSAGE = `Seite darf höchstens ${MAX_PAGE} sein`;
export const LIMIT_MESSAGE = `Limit muss zwischen 1 und ${MAX_PAGE_SIZE} liegen`;

export interface PaginationQuery {
  page?: number;
  limit?: number;
}

/** A query DTO base with `page` and `limit`; absent values take the defaults (page 1, `defaultLimit`). */
export function PaginationQueryDto(defaultLimit: number): new () => PaginationQuery {
  class PaginationQueryBase implements PaginationQuery {
    @ApiPropertyOptional({
      description: 'Seite (ab 1)',
      type: 'integer',
      default: 1,
      minimum: 1,
      maximum: MAX_PAGE,
      example: 1,
    })
    @IsOptional()
    @ToInteger()
    @IsInt({ message: PAGE_MESSAGE })
    @Min(1, { message: PAGE_MESSAGE })
    @Max(MAX_PAGE, { message: PAGE_TOO_HIGH_MESSAGE })
    page?: number;

    @ApiPropertyOptional({
      description: 'Einträge pro Seite',
      type: 'integer',
      default: defaultLimit,
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      example: defaultLimit,
    })
    @IsOptional()
    @ToInteger()
    @IsInt({ message: LIMIT_MESSAGE })
    @Min(1, { message: LIMIT_MESSAGE })
    @Max(MAX_PAGE_SIZE, { message: LIMIT_MESSAGE })
    limit?: number;
  }
  return PaginationQueryBase;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  /** False for results without a stable order (random picks): no Link header. */
  navigable: boolean;
  /** False when counting stopped early: `total` is then a lower bound (absent = exact). */
  exact?: boolean;
  /** Keyset cursors for the pages after and before this one, where offsets would run deep. */
  nextCursor?: string;
  prevCursor?: string;
}

/**
 * Link targets up to this page are plain offsets (direct jumps near the start stay cheap);
 * further ones carry the keyset cursor, whose cost does not grow with the depth.
 */
export const OFFSET_LINK_MAX_PAGE = 10;

/**
 * Whether a page starting at `offset` lies past those the Link header links by number: reaching it by offset walks
 * past every match before it, so the search reads such walks by their keys only and refuses them when the matches
 * were not all counted.
 */
export function pastNumberedPages(offset: number, pageSize: number): boolean {
  return offset >= OFFSET_LINK_MAX_PAGE * pageSize;
}

export type LinkParams = Record<string, string | number | undefined>;

/** What the Link header needs beyond the page number: exactness of the total and keyset cursors. */
export interface LinkOptions {
  /** False: `total` is a lower bound, so there is no last page and `itemCount` tells whether a next one exists. */
  exact?: boolean;
  itemCount?: number;
  nextCursor?: string;
  prevCursor?: string;
}

/**
 * The RFC 8288 Link header of a page: first, prev, next and last, as relative URLs keeping the
 * filters. Without an exact total there is no last page to name, and the next page exists when
 * this one is full. Targets beyond OFFSET_LINK_MAX_PAGE use the page's cursors where it has them.
 */
export function buildLinkHeader(
  path: string,
  params: LinkParams,
  page: number,
  limit: number,
  total: number,
  options: LinkOptions = {},
): string {
  const exact = options.exact ?? true;
  const last = Math.max(1, Math.ceil(total / limit));
  const url = (target: number, cursor?: string): string => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    search.set('page', String(target));
    search.set('limit', String(limit));
    if (cursor !== undefined && target > OFFSET_LINK_MAX_PAGE) search.set('cursor', cursor);
    return `${path}?${search.toString()}`;
  };
  const links: [string, string][] = [['first', url(1)]];
  if (page > 1) links.push(['prev', url(exact ? Math.min(page - 1, last) : page - 1, options.prevCursor)]);
  // MAX_PAGE bounds cursor pages too: the page number still travels in the link. Without an exact total, a next
  // page past OFFSET_LINK_MAX_PAGE needs a cursor (the API refuses it by number; nearest first has none).
  const more = exact
    ? page < last
    : options.itemCount === limit && (page < OFFSET_LINK_MAX_PAGE || options.nextCursor !== undefined);
  const hasNext = more && page < MAX_PAGE;
  if (hasNext) links.push(['next', url(page + 1, options.nextCursor)]);
  if (exact) links.push(['last', url(last)]);
  return links.map(([rel, target]) => `<${target}>; rel="${rel}"`).join(', ');
}

/**
 * Sets X-Total-Count (and whether it is exact) and, for ordered results, the Link header, whose links
 * keep the caller's `/api/v1` if it used one; returns the items.
 */
export function sendPage<T>(reply: FastifyReply, path: string, params: LinkParams, page: Page<T>): T[] {
  void reply.header('X-Total-Count', String(page.total));
  void reply.header('X-Total-Count-Exact', String(page.exact ?? true));
  if (page.navigable) {
    const options = { ...page, itemCount: page.items.length };
    const base = inCallersVersion(reply.request, path);
    void reply.header('Link', buildLinkHeader(base, params, page.page, page.limit, page.total, options));
  }
  return page.items;
}

/** The headers of every page of a listing, as OpenAPI components (components.headers, see openapi.ts). */
export const PAGINATION_HEADER_COMPONENTS: Record<string, HeaderObject> = {
  'X-Total-Count': {
    description: 'Gesamtzahl der Treffer; ist X-Total-Count-Exact false, eine Untergrenze (es gibt mehr Treffer)',
    required: true,
    schema: { type: 'integer', minimum: 0, example: 1824 },
  },
  'X-Total-Count-Exact': {
    description:
      'true: X-Total-Count ist die genaue Zahl; false: die Zählung wurde bei X-Total-Count beendet, es gibt mehr Treffer',
    required: true,
    schema: { type: 'string', enum: ['true', 'false'], example: 'true' },
  },
};

/** What a listing's Link header looks like: a page of the endpoint, for the example. */
export interface LinkHeaderExample {
  /** The endpoint's path with example values (`/api/businesses/0b8a…/reviews`), as sendPage gets it. */
  path: string;
  /** Filters the links keep. */
  params?: LinkParams;
  /** The endpoint's default page size. */
  limit: number;
  /** False where some answers have no Link header (sort=random). */
  always: boolean;
}

/**
 * Documents the pagination headers of a 200 response: X-Total-Count and X-Total-Count-Exact (shared
 * components), and Link with an example of this endpoint (page 2 of 5), built by buildLinkHeader itself.
 * openapi.ts moves the Link header into components.headers under `Link.<operationId>`.
 */
export function paginationHeaders(example: LinkHeaderExample): NonNullable<ApiResponseOptions['headers']> {
  const headers: NonNullable<ApiResponseOptions['headers']> = {};
  for (const name of Object.keys(PAGINATION_HEADER_COMPONENTS))
    headers[name] = { $ref: `#/components/headers/${name}` };
  headers.Link = {
    description:
      'Navigation nach RFC 8288 (first, prev, next und – bei genauer Gesamtzahl – last) als relative URLs mit denselben ' +
      `Filtern und dem Präfix der Anfrage (/api oder /api/v1); Verweise auf Seiten nach Seite ${OFFSET_LINK_MAX_PAGE} tragen einen cursor` +
      (example.always ? '' : '. Fehlt bei Ergebnissen ohne feste Reihenfolge (sort=random).'),
    required: example.always,
    schema: {
      type: 'string',
      example: buildLinkHeader(example.path, example.params ?? {}, 2, example.limit, 5 * example.limit),
    },
  };
  return headers;
}
