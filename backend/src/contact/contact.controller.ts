import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-error-response';
import { ErrorBodyDto } from '../common/error-body.dto';
import { RATE_LIMIT_MESSAGE, RateLimit } from '../common/throttling/rate-limit';
import { ContactMessageSentDto, SendContactMessageDto } from './contact.dto';
import { ContactService } from './contact.service';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contactService: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit('contact')
  @ApiOperation({ summary: 'Nachricht über das Kontaktformular senden (mit Zustimmung zur Datenschutzerklärung)' })
  @ApiCreatedResponse({ type: ContactMessageSentDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'Ungültige Eingabe; die Meldungen stehen je Feld in errors',
  })
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  sendContactMessage(@Body() body: SendContactMessageDto): Promise<ContactMessageSentDto> {
    return this.contactService.send(body);
  }
}
