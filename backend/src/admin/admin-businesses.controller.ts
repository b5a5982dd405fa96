import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BusinessIdParamDto } from '../businesses/business.dto';
import { TRASH_RETENTION_DAYS } from '../businesses/business-constants';
import { ApiErrorResponse } from '../common/api-error-response';
import { ReplaceSpecialHoursDto, SpecialHoursListDto } from '../businesses/special-hours.dto';
import { LIMIT_MESSAGE, paginationHeaders, sendPage } from '../common/pagination';
import { ApiAdminSession } from '../admin-access/admin-api.decorators';
import {
  ADMIN_PAGE_SIZE,
  AdminBusinessDto,
  AdminBusinessesQueryDto,
  AdminBusinessFormDto,
  ImportResultDto,
  MarkFormCustomersResultDto,
  RejectBusinessDto,
} from './admin-businesses.dto';
import { AdminBusinessesService } from './admin-businesses.service';
import { type AdminActor, CurrentAdmin } from '../admin-access/admin-access';
import {
  IMPORT_FAILED_ERROR,
  MESSAGE_NOT_IN_TRASH,
  REJECTION_REASON_REQUIRED_MESSAGE,
  STATUS_FILTER_MESSAGE,
} from './admin-messages';
import {
  BUSINESS_ID_FORMAT_MESSAGE,
  BUSINESS_ID_REQUIRED_MESSAGE,
  BUSINESS_ID_TOO_LONG_MESSAGE,
  BUSINESS_NOT_FOUND_ERROR,
  CATEGORY_MESSAGE,
  COUNTRY_MESSAGE,
  SPECIAL_OVERLAP_MESSAGE,
  SPECIAL_PAST_MESSAGE,
  SEARCH_TEXT_TOO_LONG_MESSAGE,
  NAME_REQUIRED_MESSAGE,
} from '../businesses/business-messages';

const ID_MESSAGES = [BUSINESS_ID_REQUIRED_MESSAGE, BUSINESS_ID_TOO_LONG_MESSAGE, BUSINESS_ID_FORMAT_MESSAGE] as const;

@ApiTags('admin')
@ApiAdminSession()
@Controller('admin')
export class AdminBusinessesController {
  constructor(private readonly businesses: AdminBusinessesService) {}

  @Get('businesses')
  @ApiOperation({
    summary: 'Alle Unternehmen für das Dashboard',
    description:
      'Neueste zuerst, mit allen Feldern (auch isFormCustomer, verified, source, status). Filter nach Prüfstand ' +
      '(status=pending: „Zu prüfen“) und der Papierkorb (deleted=true). Liefert ein Array; die Gesamtzahl steht in ' +
      'X-Total-Count, die Navigation im Link-Header.',
  })
  @ApiOkResponse({
    type: [AdminBusinessDto],
    headers: paginationHeaders({
      path: '/api/admin/businesses',
      params: { status: 'pending' },
      limit: ADMIN_PAGE_SIZE,
      always: true,
    }),
  })
  @ApiErrorResponse(400, SEARCH_TEXT_TOO_LONG_MESSAGE, LIMIT_MESSAGE, STATUS_FILTER_MESSAGE)
  async listAdminBusinesses(
    @Query() query: AdminBusinessesQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminBusinessDto[]> {
    const page = await this.businesses.listBusinesses(query);
    const { verified, formCustomers, deleted, ...rest } = query;
    const params = {
      ...rest,
      verified: verified?.toString(),
      formCustomers: formCustomers?.toString(),
      deleted: deleted?.toString(),
    };
    return sendPage(reply, '/api/admin/businesses', params, page);
  }

  @Post('businesses')
  @ApiOperation({
    summary: 'Legt ein Unternehmen an (Herkunft admin)',
    description:
      'Dieselben Felder und Prüfungen wie der öffentliche Eintrag, dazu verified. Von der Redaktion angelegte Einträge sind sofort veröffentlicht (status published); der Vorgang steht im Protokoll.',
  })
  @ApiCreatedResponse({ type: AdminBusinessDto })
  @ApiErrorResponse(400, NAME_REQUIRED_MESSAGE, CATEGORY_MESSAGE, COUNTRY_MESSAGE)
  createAdminBusiness(
    @CurrentAdmin() admin: AdminActor,
    @Body() body: AdminBusinessFormDto,
  ): Promise<AdminBusinessDto> {
    return this.businesses.createBusiness(admin, body);
  }

  @Put('businesses/:id')
  @ApiOperation({
    summary: 'Ändert ein Unternehmen (auch verified)',
    description:
      'Ersetzt alle Felder des Eintrags (fehlende optionale Felder werden geleert). Danach gilt der Bearbeitungslink des Inhabers nicht mehr; der Vorgang steht mit Vorher und Nachher im Protokoll.',
  })
  @ApiOkResponse({ type: AdminBusinessDto })
  @ApiErrorResponse(400, NAME_REQUIRED_MESSAGE, ...ID_MESSAGES)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  updateAdminBusiness(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: BusinessIdParamDto,
    @Body() body: AdminBusinessFormDto,
  ): Promise<AdminBusinessDto> {
    return this.businesses.updateBusiness(admin, params.id, body);
  }

  @Get('businesses/:id/special-hours')
  @ApiOperation({
    summary: 'Abweichende Öffnungszeiten eines Eintrags',
    description: 'Die heutigen und künftigen Zeiträume, nach erstem Tag.',
  })
  @ApiOkResponse({ type: SpecialHoursListDto })
  @ApiErrorResponse(400, ...ID_MESSAGES)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  async getAdminSpecialHours(@Param() params: BusinessIdParamDto): Promise<SpecialHoursListDto> {
    return { entries: await this.businesses.specialHours(params.id) };
  }

  @Put('businesses/:id/special-hours')
  @ApiOperation({
    summary: 'Setzt die abweichenden Öffnungszeiten eines Eintrags',
    description:
      'Ersetzt alle heutigen und künftigen Zeiträume (ohne Zeiten: geschlossen), wie der Inhaber es kann; steht mit ' +
      'Vorher und Nachher im Protokoll.',
  })
  @ApiOkResponse({ type: SpecialHoursListDto })
  @ApiErrorResponse(400, SPECIAL_OVERLAP_MESSAGE, SPECIAL_PAST_MESSAGE, ...ID_MESSAGES)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  async replaceAdminSpecialHours(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: BusinessIdParamDto,
    @Body() body: ReplaceSpecialHoursDto,
  ): Promise<SpecialHoursListDto> {
    return { entries: await this.businesses.replaceSpecialHours(admin, params.id, body.entries) };
  }

  @Post('businesses/:id/approve')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Gibt einen Eintrag frei (status published)',
    description:
      'Danach erscheint er in Suche, Listen, Startseite, Landingpages und Sitemaps. Verifizieren bleibt getrennt.',
  })
  @ApiOkResponse({ type: AdminBusinessDto })
  @ApiErrorResponse(400, ...ID_MESSAGES)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  approveAdminBusiness(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: BusinessIdParamDto,
  ): Promise<AdminBusinessDto> {
    return this.businesses.approveBusiness(admin, params.id);
  }

  @Post('businesses/:id/reject')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Lehnt einen Eintrag ab (status rejected) und hält den Grund fest',
    description: 'Öffentlich antwortet der Eintrag danach mit 404; der Grund steht im Dashboard.',
  })
  @ApiOkResponse({ type: AdminBusinessDto })
  @ApiErrorResponse(400, REJECTION_REASON_REQUIRED_MESSAGE, ...ID_MESSAGES)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  rejectAdminBusiness(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: BusinessIdParamDto,
    @Body() body: RejectBusinessDto,
  ): Promise<AdminBusinessDto> {
    return this.businesses.rejectBusiness(admin, params.id, body);
  }

  @Delete('businesses/:id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Verschiebt ein Unternehmen in den Papierkorb',
    description: `Öffentlich und in der Liste verschwindet es sofort; ${TRASH_RETENTION_DAYS} Tage lang wiederherstellbar, danach mit Bewertungen und Bearbeitungsschlüsseln endgültig gelöscht.`,
  })
  @ApiNoContentResponse({ description: 'In den Papierkorb verschoben' })
  @ApiErrorResponse(400, ...ID_MESSAGES)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  deleteAdminBusiness(@CurrentAdmin() admin: AdminActor, @Param() params: BusinessIdParamDto): Promise<void> {
    return this.businesses.deleteBusiness(admin, params.id);
  }

  @Post('businesses/:id/restore')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stellt ein Unternehmen aus dem Papierkorb wieder her',
    description: `Nur innerhalb von ${TRASH_RETENTION_DAYS} Tagen nach dem Löschen.`,
  })
  @ApiOkResponse({ type: AdminBusinessDto })
  @ApiErrorResponse(400, ...ID_MESSAGES)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  @ApiErrorResponse(409, MESSAGE_NOT_IN_TRASH)
  restoreAdminBusiness(
    @CurrentAdmin() admin: AdminActor,
    @Param() params: BusinessIdParamDto,
  ): Promise<AdminBusinessDto> {
    return this.businesses.restoreBusiness(admin, params.id);
  }

  @Post('mark-form-customers')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Markiert die Einträge aus dem öffentlichen Formular als Formular-Kunden',
    description: 'Betrifft nur noch nicht markierte Einträge; die Meldung nennt die Anzahl.',
  })
  @ApiOkResponse({ type: MarkFormCustomersResultDto })
  markFormCustomers(@CurrentAdmin() admin: AdminActor): Promise<MarkFormCustomersResultDto> {
    return this.businesses.markFormCustomers(admin);
  }

  @Post('import-production-data')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ersetzt die importierten Unternehmen durch den mitgelieferten Produktionsdatensatz (1.824 Einträge)',
    description:
      'Einträge aus dem öffentlichen Formular (Inhaber) und aus dem Admin-Bereich bleiben mit allen Bewertungen erhalten. ' +
      'Importierte Einträge werden aktualisiert; ihre Bewertungen bleiben, fehlende aus dem Datensatz kommen hinzu. ' +
      'Nur importierte Einträge, die nicht mehr im Datensatz stehen, werden mit ihren Bewertungen entfernt (Anzahl in der Antwort). ' +
      'Alles oder nichts: schlägt der Import fehl, bleiben die bisherigen Daten unverändert (Antwort 500 mit code IMPORT_FAILED).',
  })
  @ApiOkResponse({ type: ImportResultDto })
  @ApiErrorResponse(500, IMPORT_FAILED_ERROR)
  importProductionData(@CurrentAdmin() admin: AdminActor): Promise<ImportResultDto> {
    return this.businesses.importProductionData(admin);
  }
}
