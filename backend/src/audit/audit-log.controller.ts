import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiAdminSession } from '../admin-access/admin-api.decorators';
import { ApiErrorResponse } from '../common/api-error-response';
import { LIMIT_MESSAGE, PAGE_MESSAGE, paginationHeaders, sendPage } from '../common/pagination';
import { AUDIT_PAGE_SIZE, AuditLogEntryDto, ListAuditLogQueryDto } from './audit-log.dto';
import { AuditLogService } from './audit-log.service';

/** Protected by the global AdminSessionGuard, which covers every route under /api/admin. */
@ApiTags('admin')
@ApiAdminSession()
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  @Get()
  @ApiOperation({
    summary: 'Protokoll aller Admin-Aktionen, neueste zuerst',
    description:
      'Wer, was, wann, mit dem Zustand vorher und nachher. Gesamtzahl in X-Total-Count, Navigation im Link-Header.',
  })
  @ApiOkResponse({
    type: [AuditLogEntryDto],
    headers: paginationHeaders({ path: '/api/admin/audit-log', limit: AUDIT_PAGE_SIZE, always: true }),
  })
  @ApiErrorResponse(400, PAGE_MESSAGE, LIMIT_MESSAGE)
  async listAuditLog(
    @Query() query: ListAuditLogQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditLogEntryDto[]> {
    return sendPage(reply, '/api/admin/audit-log', {}, await this.auditLog.list(query));
  }
}
