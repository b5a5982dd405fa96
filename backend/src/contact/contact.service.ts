import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Page } from '../common/pagination';
import { ContactMessage } from './contact-message.entity';
import {
  CONTACT_LIST_DEFAULT_LIMIT,
  CONTACT_MESSAGES,
  ContactMessageDto,
  ContactMessageSentDto,
  ListContactMessagesQueryDto,
  mapContactMessage,
  SendContactMessageDto,
} from './contact.dto';

@Injectable()
export class ContactService {
  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  /** Stores a message; the DTO has already refused it unless the privacy policy was accepted. */
  async send(input: SendContactMessageDto): Promise<ContactMessageSentDto> {
    const saved = await this.messages.save(
      this.messages.create({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone ?? null,
        subject: input.subject,
        message: input.message,
        privacyConsent: input.privacyConsent,
        consentedAt: new Date(),
      }),
    );
    return { id: saved.id, message: CONTACT_MESSAGES.sent };
  }

  /** Newest first, one page at a time. */
  async list(query: ListContactMessagesQueryDto): Promise<Page<ContactMessageDto>> {
    const limit = query.limit ?? CONTACT_LIST_DEFAULT_LIMIT;
    const page = query.page ?? 1;
    const [rows, total] = await this.messages.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { items: rows.map(mapContactMessage), total, page, limit, navigable: true };
  }
}
