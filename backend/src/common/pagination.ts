import { ApiPropertyOptional, ApiResponseOptions } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { FastifyReply } from 'fastify';
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
    @ApiPropertyOptional({ description: 'Seite (ab 1)', default: 1, minimum: 1, maximum: MAX_PAGE, example: 1 })
    @IsOptional()
    @ToInteger()
    @IsInt({ message: PAGE_MESSAGE })
    @Min(1, { message: PAGE_MESSAGE })
    @Max(MAX_PAGE, { message: PAGE_TOO_HIGH_MESSAGE })
    page?: number;

    @ApiPropertyOptional({
      description: 'Einträge pro Seite',
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
}

export type LinkParams = Record<string, string | number | undefined>;

/** The RFC 8288 Link header of a page: first, prev, next and last, as relative URLs keeping the filters. */
export function buildLinkHeader(path: string, params: LinkParams, page: number, limit: number, total: number): string {
  const last = Math.max(1, Math.ceil(total / limit));
  const url = (target: number): string => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    search.set('page', String(target));
    search.set('limit', String(limit));
    return `${path}?${search.toString()}`;
  };
  const links: [string, number][] = [['first', 1]];
  if (page > 1) links.push(['prev', Math.min(page - 1, last)]);
  if (page < last) links.push(['next', page + 1]);
  links.push(['last', last]);
  return links.map(([rel, target]) => `<${url(target)}>; rel="${rel}"`).join(', ');
}

/** Sets X-Total-Count and, for ordered results, the Link header; returns the items as the body. */
export function sendPage<T>(reply: FastifyReply, path: string, params: LinkParams, page: Page<T>): T[] {
  void reply.header('X-Total-Count', String(page.total));
  if (page.navigable) void reply.header('Link', buildLinkHeader(path, params, page.page, page.limit, page.total));
  return page.items;
}

/** Documents the two pagination headers on a 200 response. */
export function paginationHeaders(): ApiResponseOptions['headers'] {
  return {
    'X-Total-Count': { description: 'Gesamtzahl der Treffer', schema: { type: 'integer', example: 1824 } },
    Link: {
      description: 'Navigation nach RFC 8288 (first, prev, next, last) als relative URLs mit denselben Filtern',
      schema: {
        type: 'string',
        example:
          '</api/businesses?city=Berlin&page=1&limit=24>; rel="first", </api/businesses?city=Berlin&page=2&limit=24>; rel="next", </api/businesses?city=Berlin&page=5&limit=24>; rel="last"',
      },
    },
  };
}
