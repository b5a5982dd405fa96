import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiInternalServerErrorResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BusinessIdParamDto } from '../businesses/business.dto';
import { BUSINESS_NOT_FOUND } from '../businesses/business-constants';
import { ApiErrorResponse } from '../common/api-error-response';
import { paginationHeaders, sendPage } from '../common/pagination';
import { ApiAdminSession } from './admin-api.decorators';
import {
  AdminBusinessDto,
  AdminBusinessesQueryDto,
  AdminBusinessFormDto,
  ImportResultDto,
  MarkFormCustomersResultDto,
} from './admin-businesses.dto';
import { AdminBusinessesService } from './admin-businesses.service';

const ID_MESSAGES = ['Business-ID erforderlich', 'Business-ID zu lang', 'Ungültige Business-ID Format'] as const;

@ApiTags('admin')
@ApiAdminSession()
@Controller('admin')
export class AdminBusinessesController {
  constructor(private readonly businesses: AdminBusinessesService) {}

  @Get('businesses')
  @ApiOperation({
    summary: 'Alle Unternehmen für das Dashboard',
    description:
      'Neueste zuerst, mit allen Feldern (auch isFormCustomer, verified, source). Liefert ein Array; die Gesamtzahl steht in X-Total-Count, die Navigation im Link-Header.',
  })
  @ApiOkResponse({ type: [AdminBusinessDto], headers: paginationHeaders() })
  @ApiErrorResponse(400, 'Suchbegriff zu lang', 'Limit muss zwischen 1 und 100 liegen')
  async listAdminBusinesses(
    @Query() query: AdminBusinessesQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminBusinessDto[]> {
    const page = await this.businesses.listBusinesses(query);
    const { verified, formCustomers, ...rest } = query;
    const params = { ...rest, verified: verified?.toString(), formCustomers: formCustomers?.toString() };
    return sendPage(reply, '/api/admin/businesses', params, page);
  }

  @Post('businesses')
  @ApiOperation({ summary: 'Legt ein Unternehmen an (Herkunft admin)' })
  @ApiCreatedResponse({ type: AdminBusinessDto })
  @ApiErrorResponse(400, 'Firmenname ist erforderlich', 'Ungültige Kategorie', 'Bitte wählen Sie ein Land aus')
  createAdminBusiness(@Body() body: AdminBusinessFormDto): Promise<AdminBusinessDto> {
    return this.businesses.createBusiness(body);
  }

  @Put('businesses/:id')
  @ApiOperation({ summary: 'Ändert ein Unternehmen (auch verified)' })
  @ApiOkResponse({ type: AdminBusinessDto })
  @ApiErrorResponse(400, 'Firmenname ist erforderlich', ...ID_MESSAGES)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND)
  updateAdminBusiness(
    @Param() params: BusinessIdParamDto,
    @Body() body: AdminBusinessFormDto,
  ): Promise<AdminBusinessDto> {
    return this.businesses.updateBusiness(params.id, body);
  }

  @Delete('businesses/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Löscht ein Unternehmen mit seinen Bewertungen und Bearbeitungsschlüsseln' })
  @ApiNoContentResponse({ description: 'Gelöscht' })
  @ApiErrorResponse(400, ...ID_MESSAGES)
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND)
  deleteAdminBusiness(@Param() params: BusinessIdParamDto): Promise<void> {
    return this.businesses.deleteBusiness(params.id);
  }

  @Post('mark-form-customers')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Markiert die Einträge aus dem öffentlichen Formular als Formular-Kunden',
    description: 'Betrifft nur noch nicht markierte Einträge; die Meldung nennt die Anzahl.',
  })
  @ApiOkResponse({ type: MarkFormCustomersResultDto })
  markFormCustomers(): Promise<MarkFormCustomersResultDto> {
    return this.businesses.markFormCustomers();
  }

  @Post('import-production-data')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ersetzt alle Unternehmen durch den mitgelieferten Produktionsdatensatz (1.824 Einträge)',
    description:
      'Alles oder nichts: Bewertungen und Bearbeitungsschlüssel werden mit gelöscht; schlägt der Import fehl, bleiben die bisherigen Daten unverändert (Antwort 500 mit success: false).',
  })
  @ApiOkResponse({ type: ImportResultDto })
  @ApiInternalServerErrorResponse({ type: ImportResultDto, description: 'Import fehlgeschlagen, nichts geändert' })
  async importProductionData(@Res({ passthrough: true }) reply: FastifyReply): Promise<ImportResultDto> {
    const result = await this.businesses.importProductionData();
    if (!result.success) void reply.status(500);
    return result;
  }
}
