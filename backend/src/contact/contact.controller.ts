import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-error-response';
import { RateLimit } from '../common/throttling/rate-limit';
import { ContactMessageSentDto, SendContactMessageDto } from './contact.dto';
import { ContactService } from './contact.service';
import { CONTACT_MESSAGES } from './contact-messages';
import { RATE_LIMIT_MESSAGE } from '../common/common-messages';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contactService: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit('contact')
  @ApiOperation({
    summary: 'Nachricht über das Kontaktformular senden (mit Zustimmung zur Datenschutzerklärung)',
    description:
      'Speichert die Nachricht für die Redaktion (Verwaltung → Nachrichten). Ohne Zustimmung zur Datenschutzerklärung 400; je Adresse begrenzt (429 mit Retry-After).',
  })
  @ApiCreatedResponse({ type: ContactMessageSentDto })
  @ApiErrorResponse(400, CONTACT_MESSAGES.emailInvalid, CONTACT_MESSAGES.consentRequired)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  sendContactMessage(@Body() body: SendContactMessageDto): Promise<ContactMessageSentDto> {
    return this.contactService.send(body);
  }
}
