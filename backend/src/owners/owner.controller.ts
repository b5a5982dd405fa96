import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { BusinessStatisticsDto, StatisticsQueryDto } from '../statistics/statistics.dto';
import { StatisticsService } from '../statistics/statistics.service';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BusinessIdParamDto, CreateBusinessDto } from '../businesses/business.dto';
import { BusinessesService } from '../businesses/businesses.service';
import { ReplaceSpecialHoursDto, SpecialHoursListDto } from '../businesses/special-hours.dto';
import { SpecialHoursService } from '../businesses/special-hours.service';
import { describeChanges } from '../common/write-changes';
import { ApiErrorResponse } from '../common/api-error-response';
import { Clock } from '../common/clock';
import { RateLimit } from '../common/throttling/rate-limit';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { clearedOwnerCookie, OWNER_COOKIE, ownerCookie } from './owner-cookie';
import { OwnerAuthService } from './owner-auth.service';
import { OwnerBusinessesService } from './owner-businesses.service';
import { mapOwnerBusiness, OwnerBusinessDto } from './owner-business.dto';
import {
  OwnerDto,
  OwnerLoginLinkDto,
  OwnerMessageDto,
  OwnerSessionRequestDto,
  OwnerSettingsDto,
  SaveOwnerSettingsDto,
} from './owner.dto';
import type { OwnerSession } from './owner-session.entity';
import { CurrentOwnerSession, OwnerSessionRequired } from './owner-session.guard';
import type { Owner } from './owner.entity';
import {
  SPECIAL_OVERLAP_MESSAGE,
  SPECIAL_PAST_MESSAGE,
  BUSINESS_NOT_FOUND_ERROR,
  NAME_REQUIRED_MESSAGE,
  DATE_FORMAT_MESSAGE,
} from '../businesses/business-messages';
import { OWNER_MESSAGES, LOGIN_LINK_INVALID_ERROR } from './owner-messages';
import { STATISTICS_ORDER_MESSAGE, STATISTICS_SPAN_MESSAGE } from '../statistics/statistics-messages';
import { RATE_LIMIT_MESSAGE } from '../common/common-messages';

function ownerDto(owner: Owner): OwnerDto {
  return { id: owner.id, email: owner.email, name: owner.name };
}

/** The owner's sign-in (mailed links, a cookie session) and area. */
@ApiTags('owner')
@Controller('owner')
export class OwnerController {
  constructor(
    private readonly auth: OwnerAuthService,
    private readonly businesses: OwnerBusinessesService,
    private readonly entries: BusinessesService,
    private readonly clock: Clock,
    private readonly specialHours: SpecialHoursService,
    private readonly statistics: StatisticsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login-link')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit('ownerLogin')
  @ApiOperation({
    summary: 'Anmeldelink für den Inhaberbereich anfordern',
    description:
      'Antwortet immer 202 mit demselben Text; nur wenn zu der Adresse ein Inhaberkonto besteht, geht ein Link ' +
      '(15 Minuten, einmal gültig) an /inhaber/anmelden?token=… hinaus. Zusätzlich je E-Mail-Adresse begrenzt ' +
      '(THROTTLE_OWNER_LOGIN_ADDRESS_*), für bekannte und unbekannte Adressen gleich.',
  })
  @ApiAcceptedResponse({ type: OwnerMessageDto })
  @ApiErrorResponse(400, OWNER_MESSAGES.emailInvalid)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  async requestOwnerLoginLink(@Body() body: OwnerLoginLinkDto): Promise<OwnerMessageDto> {
    await this.auth.requestLoginLink(body.email);
    return { message: OWNER_MESSAGES.linkSent };
  }

  @Post('session')
  @HttpCode(HttpStatus.OK)
  @RateLimit('ownerLogin')
  @ApiOperation({
    summary: 'Mit dem Token aus dem Anmeldelink anmelden',
    description:
      `Setzt das Session-Cookie ${OWNER_COOKIE} (HttpOnly, SameSite=Lax, in Produktion Secure; 30 Tage ab der ` +
      'letzten Anfrage). Ein Link aus einer Übernahme bestätigt zugleich die Übernahme. Jeder Link gilt einmal.',
  })
  @ApiOkResponse({ type: OwnerDto })
  @ApiErrorResponse(400, OWNER_MESSAGES.tokenRequired)
  @ApiErrorResponse(401, LOGIN_LINK_INVALID_ERROR)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  async createOwnerSession(
    @Body() body: OwnerSessionRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OwnerDto> {
    const { sessionToken, owner } = await this.auth.signIn(body.token);
    void reply.header('set-cookie', ownerCookie(sessionToken, this.config.nodeEnv === 'production'));
    return ownerDto(owner);
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @OwnerSessionRequired()
  @ApiOperation({
    summary: 'Abmelden',
    description: 'Beendet die Session des Cookies und löscht das Cookie im Browser.',
  })
  @ApiNoContentResponse({ description: 'Abgemeldet' })
  async ownerLogout(
    @CurrentOwnerSession() session: OwnerSession,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.auth.logout(session.id);
    // Replaces the cookie the guard sent again.
    void reply.removeHeader('set-cookie');
    void reply.header('set-cookie', clearedOwnerCookie(this.config.nodeEnv === 'production'));
  }

  @Get('me')
  @OwnerSessionRequired()
  @ApiOperation({
    summary: 'Der angemeldete Inhaber',
    description: 'Jede Anfrage mit gültiger Session verlängert sie auf 30 Tage und sendet das Cookie erneut.',
  })
  @ApiOkResponse({ type: OwnerDto })
  getOwner(@CurrentOwnerSession() session: OwnerSession & { owner: Owner }): OwnerDto {
    return ownerDto(session.owner);
  }

  @Get('settings')
  @OwnerSessionRequired()
  @ApiOperation({
    summary: 'E-Mail-Einstellungen des Inhabers',
    description: 'Welche nicht notwendigen E-Mails er erhält; Anmeldelinks und Entscheidungen gehen immer hinaus.',
  })
  @ApiOkResponse({ type: OwnerSettingsDto })
  getOwnerSettings(@CurrentOwnerSession() session: OwnerSession & { owner: Owner }): OwnerSettingsDto {
    return { newReview: session.owner.notifyNewReview, reviewHidden: session.owner.notifyReviewHidden };
  }

  @Put('settings')
  @OwnerSessionRequired()
  @ApiOperation({
    summary: 'E-Mail-Einstellungen ändern',
    description: 'Beide Schalter werden gesetzt; jede nicht notwendige E-Mail verweist auf /inhaber/einstellungen.',
  })
  @ApiOkResponse({ type: OwnerSettingsDto })
  @ApiErrorResponse(400, OWNER_MESSAGES.settingInvalid)
  saveOwnerSettings(
    @CurrentOwnerSession() session: OwnerSession,
    @Body() body: SaveOwnerSettingsDto,
  ): Promise<OwnerSettingsDto> {
    return this.auth.saveSettings(session.ownerId, body);
  }

  @Get('businesses')
  @OwnerSessionRequired()
  @ApiOperation({
    summary: 'Die Einträge des angemeldeten Inhabers',
    description:
      'Alle Einträge, deren Übernahme bestätigt ist, nach Namen; Einträge im Papierkorb fehlen. ownerChange sagt, ' +
      'ob eine Änderung geprüft wird oder abgelehnt wurde.',
  })
  @ApiOkResponse({ type: [OwnerBusinessDto] })
  async listOwnerBusinesses(@CurrentOwnerSession() session: OwnerSession): Promise<OwnerBusinessDto[]> {
    const at = await this.specialHours.moment();
    return (await this.businesses.list(session.ownerId)).map((business) => mapOwnerBusiness(business, at));
  }

  @Get('businesses/:id')
  @OwnerSessionRequired()
  @ApiOperation({ summary: 'Einen eigenen Eintrag lesen', description: 'Mit ownerChange, wie in der Liste.' })
  @ApiOkResponse({ type: OwnerBusinessDto })
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  async getOwnerBusiness(
    @CurrentOwnerSession() session: OwnerSession,
    @Param() params: BusinessIdParamDto,
  ): Promise<OwnerBusinessDto> {
    const business = await this.businesses.one(session.ownerId, params.id);
    if (business === null) throw new NotFoundException(BUSINESS_NOT_FOUND_ERROR);
    return mapOwnerBusiness(business, await this.specialHours.moment());
  }

  @Put('businesses/:id')
  @HttpCode(HttpStatus.OK)
  @OwnerSessionRequired()
  @RateLimit('editBusiness')
  @ApiOperation({
    summary: 'Einen eigenen Eintrag bearbeiten',
    description:
      'Ersetzt alle Formularfelder, jederzeit (ohne Bearbeitungsschlüssel). Es gilt dieselbe Regel wie für jede ' +
      'Änderung: Die Redaktion prüft den Eintrag erneut (status pending, nicht mehr verifiziert); ownerChange ' +
      'zeigt es an. Auch ein abgelehnter Eintrag geht mit den Korrekturen erneut in die Prüfung.',
  })
  @ApiBody({ type: CreateBusinessDto })
  @ApiOkResponse({ type: OwnerBusinessDto, description: 'Der geänderte Eintrag' })
  @ApiErrorResponse(400, NAME_REQUIRED_MESSAGE)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  async updateOwnerBusiness(
    @CurrentOwnerSession() session: OwnerSession,
    @Param() params: BusinessIdParamDto,
    @Body() dto: CreateBusinessDto,
    @Req() request: FastifyRequest,
  ): Promise<OwnerBusinessDto> {
    await this.businesses.assertOwns(session.ownerId, params.id);
    const { business, changes } = await this.entries.updateOwnedBusiness(params.id, dto);
    describeChanges(request, changes);
    return mapOwnerBusiness(business, await this.specialHours.moment());
  }

  @Get('businesses/:id/special-hours')
  @OwnerSessionRequired()
  @ApiOperation({
    summary: 'Abweichende Öffnungszeiten eines eigenen Eintrags',
    description: 'Die heutigen und künftigen Zeiträume, nach erstem Tag (vergangene fallen weg).',
  })
  @ApiOkResponse({ type: SpecialHoursListDto })
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  async getSpecialHours(
    @CurrentOwnerSession() session: OwnerSession,
    @Param() params: BusinessIdParamDto,
  ): Promise<SpecialHoursListDto> {
    await this.businesses.assertOwns(session.ownerId, params.id);
    return { entries: await this.specialHours.list(params.id) };
  }

  @Put('businesses/:id/special-hours')
  @HttpCode(HttpStatus.OK)
  @OwnerSessionRequired()
  @RateLimit('editBusiness')
  @ApiOperation({
    summary: 'Abweichende Öffnungszeiten eines eigenen Eintrags setzen',
    description:
      'Ersetzt alle heutigen und künftigen Zeiträume (z. B. Betriebsurlaub, Heiligabend 09:00–13:00). Ohne Zeiten ' +
      'ist an diesen Tagen geschlossen. Sie gelten sofort, ohne erneute Prüfung, vor den Wochenzeiten und vor ' +
      'gesetzlichen Feiertagen, an denen sonst geschlossen ist.',
  })
  @ApiBody({ type: ReplaceSpecialHoursDto })
  @ApiOkResponse({ type: SpecialHoursListDto })
  @ApiErrorResponse(400, SPECIAL_OVERLAP_MESSAGE, SPECIAL_PAST_MESSAGE)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  async replaceSpecialHours(
    @CurrentOwnerSession() session: OwnerSession,
    @Param() params: BusinessIdParamDto,
    @Body() dto: ReplaceSpecialHoursDto,
  ): Promise<SpecialHoursListDto> {
    await this.businesses.assertOwns(session.ownerId, params.id);
    return { entries: await this.specialHours.replace(params.id, dto.entries) };
  }

  @Get('businesses/:id/statistics')
  @OwnerSessionRequired()
  @ApiOperation({
    summary: 'Statistik eines eigenen Eintrags',
    description:
      'Summen und jeder Tag des Zeitraums (höchstens 366 Tage; ohne Angabe die letzten 30): Aufrufe der Seite, ' +
      'Anzeigen in Suchergebnissen, Klicks auf Telefon, Website, Route und E-Mail. Gezählt wird ohne IP-Adresse, ' +
      'Cookie oder Kennung; Bots zählen nicht. Aufbewahrt werden 400 Tage.',
  })
  @ApiOkResponse({ type: BusinessStatisticsDto })
  @ApiErrorResponse(400, DATE_FORMAT_MESSAGE, STATISTICS_ORDER_MESSAGE, STATISTICS_SPAN_MESSAGE)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  async getStatistics(
    @CurrentOwnerSession() session: OwnerSession,
    @Param() params: BusinessIdParamDto,
    @Query() query: StatisticsQueryDto,
  ): Promise<BusinessStatisticsDto> {
    await this.businesses.assertOwns(session.ownerId, params.id);
    return this.statistics.read(params.id, query);
  }

  @Get('businesses/:id/statistics.csv')
  @OwnerSessionRequired()
  @ApiOperation({
    summary: 'Statistik eines eigenen Eintrags als CSV',
    description:
      'Dieselben Tage als CSV zum Herunterladen: Semikolon als Trenner, deutsche Spaltennamen, UTF-8 mit BOM ' +
      '(Excel und LibreOffice öffnen sie so direkt).',
  })
  // The CSV is the answer's only; its errors are the one JSON error body (so no @ApiProduces for the whole operation).
  @ApiOkResponse({
    description: 'Eine Zeile je Tag',
    content: { 'text/csv': { schema: { type: 'string', example: 'Datum;Aufrufe;…' } } },
  })
  @ApiErrorResponse(400, DATE_FORMAT_MESSAGE, STATISTICS_ORDER_MESSAGE, STATISTICS_SPAN_MESSAGE)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  async getStatisticsCsv(
    @CurrentOwnerSession() session: OwnerSession,
    @Param() params: BusinessIdParamDto,
    @Query() query: StatisticsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    await this.businesses.assertOwns(session.ownerId, params.id);
    const statistics = await this.statistics.read(params.id, query);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="statistik-${statistics.from}-bis-${statistics.to}.csv"`);
    return StatisticsService.csv(statistics);
  }
}
