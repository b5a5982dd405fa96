import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiAdminSession } from '../admin-access/admin-api.decorators';
import { ApiErrorResponse } from '../common/api-error-response';
import { LIMIT_MESSAGE, PAGE_MESSAGE, paginationHeaders, sendPage } from '../common/pagination';
import { ListMailQueryDto, MAIL_PAGE_SIZE, MailOutboxEntryDto } from './mail-outbox.dto';
import { MailOutboxService } from './mail-outbox.service';

/** The Postausgang. Protected by the global AdminSessionGuard, which covers every route under /api/admin. */
@ApiTags('admin')
@ApiAdminSession()
@Controller('admin/mail')
export class AdminMailController {
  constructor(private readonly outbox: MailOutboxService) {}

  @Get()
  @ApiOperation({
    summary: 'Postausgang: versandte und wartende E-Mails, neueste zuerst',
    description:
      'Jede E-Mail mit Status (pending, sent, failed), Empfänger, Betreff, Zahl der Versuche, letztem Fehler und ' +
      'Versandzeit. Seitenweise (page, limit); die Gesamtzahl steht in X-Total-Count, die Navigation im Link-Header.',
  })
  @ApiOkResponse({
    type: [MailOutboxEntryDto],
    headers: paginationHeaders({ path: '/api/admin/mail', limit: MAIL_PAGE_SIZE, always: true }),
  })
  @ApiErrorResponse(400, PAGE_MESSAGE, LIMIT_MESSAGE)
  async listOutbox(
    @Query() query: ListMailQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MailOutboxEntryDto[]> {
    return sendPage(reply, '/api/admin/mail', {}, await this.outbox.list(query));
  }
}
