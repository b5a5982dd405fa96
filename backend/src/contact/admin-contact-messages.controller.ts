import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ContactMessageDto, ListContactMessagesQueryDto } from './contact.dto';
import { ContactService } from './contact.service';

@ApiTags('admin')
@Controller('admin/contact-messages')
export class AdminContactMessagesController {
  constructor(private readonly contactService: ContactService) {}

  @Get()
  @ApiOperation({ summary: 'Nachrichten des Kontaktformulars, neueste zuerst' })
  @ApiOkResponse({
    type: [ContactMessageDto],
    headers: { 'X-Total-Count': { description: 'Gesamtzahl der Nachrichten', schema: { type: 'integer' } } },
  })
  async listContactMessages(
    @Query() query: ListContactMessagesQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactMessageDto[]> {
    const page = await this.contactService.list(query);
    void reply.header('X-Total-Count', String(page.total));
    return page.items;
  }
}
