import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrorResponse } from '../common/api-error-response';
import { HttpCache } from '../common/http-caching';
import { paginationHeaders, sendPage } from '../common/pagination';
import { RATE_LIMIT_MESSAGE, RateLimit } from '../common/throttling/rate-limit';
import {
  BusinessDto,
  BusinessIdParamDto,
  CreateBusinessDto,
  CreateBusinessResponseDto,
  SearchBusinessesQueryDto,
} from './business.dto';
import { BUSINESS_NOT_FOUND, EDIT_FORBIDDEN } from './business-constants';
import { BusinessesService } from './businesses.service';

/** Carries the corrected query of a typo search; URL-encoded, since header values are Latin-1. */
export const SUGGESTION_HEADER = 'X-Search-Suggestion';

@ApiTags('businesses')
@Controller('businesses')
export class BusinessesController {
  constructor(private readonly businessesService: BusinessesService) {}

  @Get()
  @RateLimit('search')
  @HttpCache('list')
  @ApiOperation({
    summary: 'Unternehmen suchen und auflisten',
    description:
      'Volltextsuche (deutsch, Umlaut- und Tippfehler-tolerant) mit Filtern für Kategorie und Stadt/PLZ. ' +
      'Reihenfolge: genauer Name, Name enthält alle Wörter, übrige Treffer; darin verifiziert, Bewertung, Anzahl der Bewertungen, Name. ' +
      'Der Rumpf ist ein Array; Gesamtzahl in X-Total-Count (genau bis 10.000, darüber Untergrenze: X-Total-Count-Exact false), ' +
      'Navigation im Link-Header (tiefe Seiten per cursor). ' +
      'sort=random liefert eine zufällige Auswahl (ohne Link-Header).',
  })
  @ApiOkResponse({
    type: [BusinessDto],
    description: 'Eine Seite der Treffer',
    headers: {
      ...paginationHeaders(),
      [SUGGESTION_HEADER]: {
        description:
          'Nur wenn der Suchbegriff wie geschrieben nichts fand und korrigiert wurde ("Bakerei" → "Bäckerei"): ' +
          'der korrigierte Suchbegriff, URL-kodiert (UTF-8). Die Treffer sind die des korrigierten Begriffs ("Meinten Sie …?").',
        schema: { type: 'string', example: 'B%C3%A4ckerei' },
      },
    },
  })
  @ApiErrorResponse(400, 'Suchbegriff zu lang')
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  async listBusinesses(
    @Query() query: SearchBusinessesQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BusinessDto[]> {
    const page = await this.businessesService.listBusinesses(query);
    // The corrected query's results are answered, so the links keep paging through those.
    const filters = { query: page.suggestion ?? query.query, category: query.category, city: query.city };
    if (page.suggestion !== undefined) void reply.header(SUGGESTION_HEADER, encodeURIComponent(page.suggestion));
    return sendPage(reply, '/api/businesses', filters, page);
  }

  @Get(':id')
  @HttpCache('revalidate')
  @ApiOperation({ summary: 'Ein Unternehmen abrufen' })
  @ApiOkResponse({ type: BusinessDto })
  @ApiErrorResponse(400, 'Ungültige Business-ID Format')
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND)
  getBusiness(@Param() params: BusinessIdParamDto): Promise<BusinessDto> {
    return this.businessesService.getBusiness(params.id);
  }

  @Post()
  @RateLimit('createBusiness')
  @ApiOperation({
    summary: 'Neuen Eintrag erstellen (öffentliches Formular)',
    description:
      'Der Eintrag ist sofort sichtbar (nicht verifiziert). Die Antwort enthält einen Bearbeitungsschlüssel, ' +
      'der 10 Minuten lang gültig ist.',
  })
  @ApiBody({ type: CreateBusinessDto })
  @ApiCreatedResponse({ type: CreateBusinessResponseDto })
  @ApiErrorResponse(400, 'Firmenname ist erforderlich')
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  createBusiness(@Body() dto: CreateBusinessDto): Promise<CreateBusinessResponseDto> {
    return this.businessesService.createBusiness(dto);
  }

  @Put(':id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Eigenen Eintrag bearbeiten (mit Bearbeitungsschlüssel)',
    description: 'Ersetzt alle Formularfelder. Nur innerhalb von 10 Minuten nach dem Erstellen.',
  })
  @ApiHeader({
    name: 'X-Edit-Token',
    required: true,
    description: 'Der beim Erstellen erhaltene Bearbeitungsschlüssel',
    example: 'q3N0b8x2V6yJtH1mK9pL4rS7uW5zA0cE2gI4kM6oQ8s',
  })
  @ApiBody({ type: CreateBusinessDto })
  @ApiOkResponse({ type: BusinessDto, description: 'Der geänderte Eintrag' })
  @ApiErrorResponse(400, 'Firmenname ist erforderlich', 'Ungültige Business-ID Format')
  @ApiErrorResponse(403, EDIT_FORBIDDEN)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND)
  updateBusiness(
    @Param() params: BusinessIdParamDto,
    @Headers('x-edit-token') editToken: string | undefined,
    @Body() dto: CreateBusinessDto,
  ): Promise<BusinessDto> {
    return this.businessesService.updateBusiness(params.id, editToken, dto);
  }
}
