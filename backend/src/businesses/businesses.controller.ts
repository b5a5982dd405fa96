import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { SearchAppearances } from './search-appearances';
import { ApiBody, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeChanges } from '../common/write-changes';
import { ApiErrorResponse } from '../common/api-error-response';
import { HttpCache } from '../common/http-caching';
import { DEFAULT_PAGE_SIZE, paginationHeaders, sendPage } from '../common/pagination';
import { RateLimit } from '../common/throttling/rate-limit';
import { BusinessIdParamDto, CreateBusinessDto, PossibleDuplicatesQueryDto } from './business.dto';
import {
  BusinessDetailDto,
  BusinessDto,
  CreateBusinessResponseDto,
  PossibleDuplicateDto,
} from './business-response.dto';
import { SearchBusinessesQueryDto } from './business-search-query.dto';
import { BusinessesService } from './businesses.service';
import { SearchAdmitted } from './search-admission';
import {
  EDIT_FORBIDDEN_ERROR,
  EDIT_LOCKED_BY_ADMIN_ERROR,
  DISTANCE_WITHOUT_NEAR_MESSAGE,
  MIN_RATING_MESSAGE,
  CURSOR_MESSAGE,
  DEEP_DISTANCE_PAGE_MESSAGE,
  DEEP_PAGE_MESSAGE,
  SHORT_CITY_MESSAGE,
  SHORT_POSTAL_CODE_MESSAGE,
  BUSINESS_NOT_FOUND_ERROR,
  BUSINESS_ID_FORMAT_MESSAGE,
  SEARCH_TEXT_TOO_LONG_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  POSTAL_CODE_REQUIRED_MESSAGE,
} from './business-messages';
import { RATE_LIMIT_MESSAGE } from '../common/common-messages';

/** Carries the corrected query of a typo search; URL-encoded, since header values are Latin-1. */
export const SUGGESTION_HEADER = 'X-Search-Suggestion';

@ApiTags('businesses')
@Controller('businesses')
export class BusinessesController {
  constructor(
    private readonly businessesService: BusinessesService,
    private readonly appearances: SearchAppearances,
  ) {}

  @Get()
  @RateLimit('search')
  @SearchAdmitted()
  @HttpCache('list')
  @ApiOperation({
    summary: 'Unternehmen suchen und auflisten',
    description:
      'Volltextsuche (deutsch, Umlaut- und Tippfehler-tolerant) mit Filtern für Kategorie und Stadt/PLZ. ' +
      'Reihenfolge: genauer Name, Name enthält alle Wörter, übrige Treffer; darin verifiziert, Bewertung, Anzahl der Bewertungen, Name. ' +
      'Der Rumpf ist ein Array; Gesamtzahl in X-Total-Count (genau bis 10.000, darüber Untergrenze: X-Total-Count-Exact false), ' +
      'Navigation im Link-Header (tiefe Seiten per cursor). ' +
      'Ohne cursor reichen Seitenzahlen nur bei genauer Gesamtzahl über Seite 10 hinaus (sonst 400). ' +
      'sort=random liefert eine zufällige Auswahl (ohne Link-Header).',
  })
  @ApiOkResponse({
    type: [BusinessDto],
    description: 'Eine Seite der Treffer',
    headers: {
      ...paginationHeaders({
        path: '/api/businesses',
        params: { category: 'restaurant-gastronomie', city: 'Berlin' },
        limit: DEFAULT_PAGE_SIZE,
        always: false,
      }),
      [SUGGESTION_HEADER]: {
        description:
          'Nur wenn der Suchbegriff wie geschrieben nichts fand und korrigiert wurde ("Bakerei" → "Bäckerei"): ' +
          'der korrigierte Suchbegriff, URL-kodiert (UTF-8). Die Treffer sind die des korrigierten Begriffs ("Meinten Sie …?").',
        schema: { type: 'string', example: 'B%C3%A4ckerei' },
      },
    },
  })
  @ApiErrorResponse(
    400,
    SEARCH_TEXT_TOO_LONG_MESSAGE,
    MIN_RATING_MESSAGE,
    DISTANCE_WITHOUT_NEAR_MESSAGE,
    CURSOR_MESSAGE,
    DEEP_PAGE_MESSAGE,
    DEEP_DISTANCE_PAGE_MESSAGE,
    SHORT_CITY_MESSAGE,
    SHORT_POSTAL_CODE_MESSAGE,
  )
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  async listBusinesses(
    @Query() query: SearchBusinessesQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<BusinessDto[]> {
    const page = await this.businessesService.listBusinesses(query);
    this.appearances.countAppearances(
      page.items.map((item) => item.id),
      userAgent,
    );
    // The corrected query's results are answered, so the links keep paging through those.
    const filters = {
      query: page.suggestion ?? query.query,
      category: query.category,
      city: query.city,
      // Filters and order (issue 14): `false` and the default order are the same as absent;
      // the Umkreissuche's place and radius travel with sort=distance.
      openNow: query.openNow === true ? 'true' : undefined,
      minRating: query.minRating,
      verified: query.verified === true ? 'true' : undefined,
      sort: query.sort === 'relevance' ? undefined : query.sort,
      near: query.near,
      radius: query.radius,
    };
    if (page.suggestion !== undefined) void reply.header(SUGGESTION_HEADER, encodeURIComponent(page.suggestion));
    return sendPage(reply, '/api/businesses', filters, page);
  }

  @Get('possible-duplicates')
  @RateLimit('search')
  @HttpCache('list')
  @ApiOperation({
    summary: 'Mögliche Dubletten vor dem Eintragen finden',
    description:
      'Bestehende Einträge mit ähnlichem Namen und derselben PLZ (oder derselben Straße in derselben Stadt), ' +
      'ähnlichste zuerst, höchstens 5. Das Formular zeigt sie als Hinweis; eintragen lässt sich trotzdem.',
  })
  @ApiOkResponse({ type: [PossibleDuplicateDto] })
  @ApiErrorResponse(400, NAME_REQUIRED_MESSAGE, POSTAL_CODE_REQUIRED_MESSAGE)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  findPossibleDuplicates(@Query() query: PossibleDuplicatesQueryDto): Promise<PossibleDuplicateDto[]> {
    return this.businessesService.findPossibleDuplicates(query);
  }

  @Get(':id')
  @RateLimit('read')
  @HttpCache('revalidate')
  @ApiOperation({
    summary: 'Ein Unternehmen abrufen',
    description: 'Auch Einträge in Prüfung (status pending); abgelehnte und gelöschte antworten 404.',
  })
  @ApiOkResponse({ type: BusinessDetailDto })
  @ApiErrorResponse(400, BUSINESS_ID_FORMAT_MESSAGE)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  getBusiness(@Param() params: BusinessIdParamDto): Promise<BusinessDetailDto> {
    return this.businessesService.getBusiness(params.id);
  }

  @Post()
  @RateLimit('createBusiness')
  @ApiOperation({
    summary: 'Neuen Eintrag erstellen (öffentliches Formular)',
    description:
      'Der Eintrag wird geprüft (status pending): über seine eigene Adresse erreichbar, in Suche, Listen und ' +
      'Sitemaps erst nach der Freigabe. Die Antwort enthält einen Bearbeitungsschlüssel, der 10 Minuten lang gültig ist.',
  })
  @ApiBody({ type: CreateBusinessDto })
  @ApiCreatedResponse({ type: CreateBusinessResponseDto })
  @ApiErrorResponse(400, NAME_REQUIRED_MESSAGE)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  createBusiness(@Body() dto: CreateBusinessDto): Promise<CreateBusinessResponseDto> {
    return this.businessesService.createBusiness(dto);
  }

  @Put(':id')
  @HttpCode(200)
  @RateLimit('editBusiness')
  @ApiOperation({
    summary: 'Eigenen Eintrag bearbeiten (mit Bearbeitungsschlüssel)',
    description:
      'Ersetzt alle Formularfelder. Nur innerhalb von 10 Minuten nach dem Erstellen und solange die Redaktion ' +
      'den Eintrag nicht bearbeitet oder verifiziert hat. Der geänderte Eintrag wird erneut geprüft (status pending, ' +
      'nicht mehr verifiziert).',
  })
  @ApiHeader({
    name: 'X-Edit-Token',
    required: true,
    description: 'Der beim Erstellen erhaltene Bearbeitungsschlüssel',
    example: 'q3N0b8x2V6yJtH1mK9pL4rS7uW5zA0cE2gI4kM6oQ8s',
  })
  @ApiBody({ type: CreateBusinessDto })
  @ApiOkResponse({ type: BusinessDto, description: 'Der geänderte Eintrag' })
  @ApiErrorResponse(400, NAME_REQUIRED_MESSAGE, BUSINESS_ID_FORMAT_MESSAGE)
  @ApiErrorResponse(403, EDIT_FORBIDDEN_ERROR, EDIT_LOCKED_BY_ADMIN_ERROR)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  async updateBusiness(
    @Param() params: BusinessIdParamDto,
    @Headers('x-edit-token') editToken: string | undefined,
    @Body() dto: CreateBusinessDto,
    @Req() request: FastifyRequest,
  ): Promise<BusinessDto> {
    const { business, changes } = await this.businessesService.updateBusiness(params.id, editToken, dto);
    describeChanges(request, changes);
    return business;
  }
}
