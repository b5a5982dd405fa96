import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrorResponse } from '../common/api-error-response';
import { HttpCache } from '../common/http-caching';
import { DEFAULT_PAGE_SIZE, PAGE_MESSAGE, paginationHeaders, sendPage } from '../common/pagination';
import { RateLimit } from '../common/throttling/rate-limit';
import { BusinessIdParamDto } from '../businesses/business.dto';
import { SearchAdmitted } from '../businesses/search-admission';
import { LandingLinkDto, LandingLinksDto, LandingPageDto, LandingPageQueryDto } from './landing-page.dto';
import { LandingPagesService } from './landing-pages.service';
import { BUSINESS_NOT_FOUND_ERROR, BUSINESS_ID_FORMAT_MESSAGE } from '../businesses/business-messages';
import { LANDING_PAGE_NOT_FOUND_ERROR } from './landing-messages';
import { RATE_LIMIT_MESSAGE } from '../common/common-messages';

/** Landing pages for trade × city (`/branchen/{trade}/{city}`) and the links to them. */
@ApiTags('landing-pages')
@Controller()
export class LandingPagesController {
  constructor(private readonly landingPages: LandingPagesService) {}

  @Get('landing-pages')
  @RateLimit('read')
  @HttpCache('list')
  @ApiOperation({
    summary: 'Links zu Branchenseiten für die Startseite',
    description:
      'Die Städte mit den meisten Einträgen mit ihren größten Branchen, und die größten Branchenseiten insgesamt.',
  })
  @ApiOkResponse({ type: LandingLinksDto })
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  listLandingPageLinks(): Promise<LandingLinksDto> {
    return this.landingPages.homeLinks();
  }

  @Get('landing-pages/:trade/:city')
  @RateLimit('search')
  @SearchAdmitted()
  @HttpCache('list')
  @ApiOperation({
    summary: 'Eine Branchenseite: Branche in einer Stadt',
    description:
      'Eine Seite der veröffentlichten Unternehmen der Branche in der Stadt, in der Reihenfolge der Suche ' +
      '(verifiziert, Bewertung, Anzahl der Bewertungen, Name). Gesamtzahl in X-Total-Count, Navigation im Link-Header.',
  })
  @ApiOkResponse({
    type: LandingPageDto,
    headers: paginationHeaders({ path: '/api/landing-pages/friseur/berlin', limit: DEFAULT_PAGE_SIZE, always: true }),
  })
  @ApiErrorResponse(400, PAGE_MESSAGE)
  @ApiErrorResponse(404, LANDING_PAGE_NOT_FOUND_ERROR)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  async getLandingPage(
    @Param('trade') trade: string,
    @Param('city') city: string,
    @Query() query: LandingPageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LandingPageDto> {
    const { page, listing } = await this.landingPages.page(trade, city, query);
    sendPage(reply, `/api/landing-pages/${encodeURIComponent(trade)}/${encodeURIComponent(city)}`, {}, listing);
    return page;
  }

  @Get('businesses/:id/landing-pages')
  @HttpCache('list')
  @ApiOperation({
    summary: 'Die Branchenseiten eines Unternehmens',
    description:
      'Die Branchenseiten in seiner Stadt, die es listen: zuerst seine Kategorie, dann die Branchen aus Namen und Stichworten.',
  })
  @ApiOkResponse({ type: [LandingLinkDto] })
  @ApiErrorResponse(400, BUSINESS_ID_FORMAT_MESSAGE)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  listBusinessLandingPages(@Param() params: BusinessIdParamDto): Promise<LandingLinkDto[]> {
    return this.landingPages.businessLinks(params.id);
  }
}
