import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ErrorBodyDto } from '../common/error-body.dto';
import { ContactMessageSentDto, CONTACT_MESSAGES, SendContactMessageDto } from './contact.dto';
import { ContactService } from './contact.service';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contactService: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Nachricht über das Kontaktformular senden (mit Zustimmung zur Datenschutzerklärung)' })
  @ApiCreatedResponse({ type: ContactMessageSentDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'Ungültige Eingabe; die Meldungen stehen je Feld in errors',
  })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: CONTACT_MESSAGES.tooManyRequests })
  sendContactMessage(@Body() body: SendContactMessageDto): Promise<ContactMessageSentDto> {
    return this.contactService.send(body);
  }
}
