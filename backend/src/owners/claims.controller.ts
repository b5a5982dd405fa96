import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiAdminSession } from '../admin-access/admin-api.decorators';
import { type AdminActor, CurrentAdmin } from '../admin-access/admin-access';
import { BusinessIdParamDto } from '../businesses/business.dto';
import { ApiErrorResponse } from '../common/api-error-response';
import { LIMIT_MESSAGE, PAGE_MESSAGE, PaginationQueryDto, paginationHeaders, sendPage } from '../common/pagination';
import { RateLimit } from '../common/throttling/rate-limit';
import { ClaimDto, ClaimFiledDto, ClaimIdParamDto, CreateClaimDto } from './claim.dto';
import { CLAIM_PAGE_SIZE, ClaimsService } from './claims.service';
import { BUSINESS_NOT_FOUND_ERROR } from '../businesses/business-messages';
import { CLAIM_MESSAGES, CLAIM_NOT_FOUND_ERROR } from './owner-messages';
import { RATE_LIMIT_MESSAGE } from '../common/common-messages';

class ListClaimsQueryDto extends PaginationQueryDto(CLAIM_PAGE_SIZE) {}

@ApiTags('owner')
@Controller('businesses')
export class ClaimsController {
  constructor(private readonly claims: ClaimsService) {}

  @Post(':id/claims')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit('claim')
  @ApiOperation({
    summary: 'Eintrag übernehmen („Ist das Ihr Unternehmen?“)',
    description:
      'Schickt einen Bestätigungslink (15 Minuten) an die angegebene Adresse; erst dessen Token an ' +
      'POST /api/owner/session bestätigt die Übernahme und meldet an. Gehört die Adresse zum Eintrag (seine ' +
      'E-Mail-Adresse oder die Domain seiner Website) und hat er noch keinen Inhaber, gilt sie sofort; sonst ' +
      'entscheidet die Redaktion.',
  })
  @ApiAcceptedResponse({ type: ClaimFiledDto })
  @ApiErrorResponse(
    400,
    CLAIM_MESSAGES.nameRequired,
    CLAIM_MESSAGES.emailInvalid,
    CLAIM_MESSAGES.phoneRequired,
    CLAIM_MESSAGES.roleRequired,
  )
  @ApiErrorResponse(404, BUSINESS_NOT_FOUND_ERROR)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  claimBusiness(@Param() params: BusinessIdParamDto, @Body() body: CreateClaimDto): Promise<ClaimFiledDto> {
    return this.claims.file(params.id, body);
  }
}

/** The queue "Übernahmen". Protected by the global AdminSessionGuard, which covers every route under /api/admin. */
@ApiTags('admin')
@ApiAdminSession()
@Controller('admin/claims')
export class AdminClaimsController {
  constructor(private readonly claims: ClaimsService) {}

  @Get()
  @ApiOperation({
    summary: 'Übernahmen: wartende zuerst, dann entschiedene, neueste zuerst',
    description: 'Mit beiden Seiten: dem Antragsteller und, falls vorhanden, dem bisherigen Inhaber.',
  })
  @ApiOkResponse({
    type: [ClaimDto],
    headers: paginationHeaders({ path: '/api/admin/claims', limit: CLAIM_PAGE_SIZE, always: true }),
  })
  @ApiErrorResponse(400, PAGE_MESSAGE, LIMIT_MESSAGE)
  async listClaims(
    @Query() query: ListClaimsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ClaimDto[]> {
    return sendPage(reply, '/api/admin/claims', {}, await this.claims.list(query.page, query.limit));
  }

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Übernahme bestätigen',
    description:
      'Der Antragsteller wird Inhaber, auch anstelle eines bisherigen; er erhält eine E-Mail, das Protokoll einen Eintrag.',
  })
  @ApiOkResponse({ type: ClaimDto })
  @ApiErrorResponse(404, CLAIM_NOT_FOUND_ERROR)
  @ApiErrorResponse(409, CLAIM_MESSAGES.notPending)
  approveClaim(@Param() params: ClaimIdParamDto, @CurrentAdmin() admin: AdminActor): Promise<ClaimDto> {
    return this.claims.decide(params.id, true, admin.username);
  }

  @Post(':id/reject')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Übernahme ablehnen',
    description: 'Der Eintrag bleibt, wie er ist; der Antragsteller erhält eine E-Mail, das Protokoll einen Eintrag.',
  })
  @ApiOkResponse({ type: ClaimDto })
  @ApiErrorResponse(404, CLAIM_NOT_FOUND_ERROR)
  @ApiErrorResponse(409, CLAIM_MESSAGES.notPending)
  rejectClaim(@Param() params: ClaimIdParamDto, @CurrentAdmin() admin: AdminActor): Promise<ClaimDto> {
    return this.claims.decide(params.id, false, admin.username);
  }

  @Post(':id/undo')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Entscheidung über eine Übernahme rückgängig machen',
    description:
      'Die Übernahme wartet wieder in der Liste; war sie bestätigt, verliert der Antragsteller den Eintrag. ' +
      'Keine E-Mail; das Protokoll erhält einen Eintrag (claim.undo).',
  })
  @ApiOkResponse({ type: ClaimDto })
  @ApiErrorResponse(404, CLAIM_NOT_FOUND_ERROR)
  @ApiErrorResponse(409, CLAIM_MESSAGES.notDecided)
  undoClaim(@Param() params: ClaimIdParamDto, @CurrentAdmin() admin: AdminActor): Promise<ClaimDto> {
    return this.claims.undo(params.id, admin.username);
  }
}
