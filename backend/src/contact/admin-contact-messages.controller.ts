import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiAdminSession } from '../admin/admin-api.decorators';
import { ApiErrorResponse } from '../common/api-error-response';
import { ContactMessageDto, ListContactMessagesQueryDto } from './contact.dto';
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
    headers: { 'X-Total-Count': { description: 'Gesamtzahl der Nachrichten', schema: { type: 'integer' } } },
  })
  @ApiErrorResponse(400, 'Seite muss eine positive ganze Zahl sein', 'Limit muss zwischen 1 und 100 liegen')
  async listContactMessages(
    @Query() query: ListContactMessagesQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactMessageDto[]> {
    const page = await this.contactService.list(query);
    void reply.header('X-Total-Count', String(page.total));
    return page.items;
  }
}
