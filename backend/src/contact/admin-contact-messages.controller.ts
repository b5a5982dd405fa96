import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiAdminSession } from '../admin-access/admin-api.decorators';
import { ApiErrorResponse } from '../common/api-error-response';
import { LIMIT_MESSAGE, PAGE_MESSAGE, paginationHeaders, sendPage } from '../common/pagination';
import { CONTACT_LIST_DEFAULT_LIMIT, ContactMessageDto, ListContactMessagesQueryDto } from './contact.dto';
import { ContactService } from './contact.service';

/** Protected by the global AdminSessionGuard, which covers every route under /api/admin. */
@ApiTags('admin')
@ApiAdminSession()
@Controller('admin/contact-messages')
export class AdminContactMessagesController {
  constructor(private readonly contactService: ContactService) {}

  @Get()
  @ApiOperation({
    summary: 'Nachrichten des Kontaktformulars, neueste zuerst',
    description: 'Seitenweise (page, limit); die Gesamtzahl steht in X-Total-Count, die Navigation im Link-Header.',
  })
  @ApiOkResponse({
    type: [ContactMessageDto],
    headers: paginationHeaders({
      path: '/api/admin/contact-messages',
      limit: CONTACT_LIST_DEFAULT_LIMIT,
      always: true,
    }),
  })
  @ApiErrorResponse(400, PAGE_MESSAGE, LIMIT_MESSAGE)
  async listContactMessages(
    @Query() query: ListContactMessagesQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactMessageDto[]> {
    return sendPage(reply, '/api/admin/contact-messages', {}, await this.contactService.list(query));
  }
}
