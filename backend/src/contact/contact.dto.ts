import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PaginationQueryDto } from '../common/pagination';
import { RequiredText } from '../common/transforms';
import type { ContactMessage } from './contact-message.entity';
import { CONTACT_MESSAGES } from './contact-messages';

export const CONTACT_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 50,
  subject: 200,
  message: 5000,
} as const;

/** Trims text; an empty or blank value counts as absent. */
const OptionalText = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });

export class SendContactMessageDto {
  @ApiProperty({ example: 'Erika', maxLength: CONTACT_LIMITS.firstName })
  @RequiredText()
  @IsNotEmpty({ message: CONTACT_MESSAGES.firstNameRequired })
  @MaxLength(CONTACT_LIMITS.firstName, { message: CONTACT_MESSAGES.firstNameTooLong })
  firstName: string = '';

  @ApiProperty({ example: 'Mustermann', maxLength: CONTACT_LIMITS.lastName })
  @RequiredText()
  @IsNotEmpty({ message: CONTACT_MESSAGES.lastNameRequired })
  @MaxLength(CONTACT_LIMITS.lastName, { message: CONTACT_MESSAGES.lastNameTooLong })
  lastName: string = '';

  // isEmail itself refuses addresses longer than 254 characters, so one message covers both.
  @ApiProperty({ example: 'erika.mustermann@example.de', format: 'email', maxLength: CONTACT_LIMITS.email })
  @RequiredText()
  @IsEmail({}, { message: CONTACT_MESSAGES.emailInvalid })
  email: string = '';

  @ApiPropertyOptional({ example: '05221 123456', maxLength: CONTACT_LIMITS.phone })
  @OptionalText()
  @IsOptional()
  @IsString({ message: CONTACT_MESSAGES.phoneInvalid })
  @MaxLength(CONTACT_LIMITS.phone, { message: CONTACT_MESSAGES.phoneTooLong })
  phone?: string;

  @ApiProperty({ example: 'Anfrage zum Paket Professional', maxLength: CONTACT_LIMITS.subject })
  @RequiredText()
  @IsNotEmpty({ message: CONTACT_MESSAGES.subjectRequired })
  @MaxLength(CONTACT_LIMITS.subject, { message: CONTACT_MESSAGES.subjectTooLong })
  subject: string = '';

  @ApiProperty({ example: 'Guten Tag, ich interessiere mich für einen Eintrag.', maxLength: CONTACT_LIMITS.message })
  @RequiredText()
  @IsNotEmpty({ message: CONTACT_MESSAGES.messageRequired })
  @MaxLength(CONTACT_LIMITS.message, { message: CONTACT_MESSAGES.messageTooLong })
  message: string = '';

  @ApiProperty({ description: 'Zustimmung zur Datenschutzerklärung; muss true sein', example: true })
  @Equals(true, { message: CONTACT_MESSAGES.consentRequired })
  privacyConsent!: boolean;
}

export class ContactMessageSentDto {
  @ApiProperty({ format: 'uuid', example: '7c4e2a91-0d3b-4f5e-8a6c-1b2d3e4f5a6b' })
  id!: string;

  @ApiProperty({ example: CONTACT_MESSAGES.sent })
  message!: string;
}

export const CONTACT_LIST_DEFAULT_LIMIT = 25;

/** `GET /api/admin/contact-messages`: newest first, `page` and `limit` as every listing takes them. */
export class ListContactMessagesQueryDto extends PaginationQueryDto(CONTACT_LIST_DEFAULT_LIMIT) {}

export class ContactMessageDto {
  @ApiProperty({ format: 'uuid', example: '7c4e2a91-0d3b-4f5e-8a6c-1b2d3e4f5a6b' })
  id!: string;

  @ApiProperty({ example: 'Erika' })
  firstName!: string;

  @ApiProperty({ example: 'Mustermann' })
  lastName!: string;

  @ApiProperty({ format: 'email', example: 'erika.mustermann@example.de' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, example: '05221 123456' })
  phone!: string | null;

  @ApiProperty({ example: 'Anfrage zum Paket Professional' })
  subject!: string;

  @ApiProperty({ example: 'Guten Tag, ich interessiere mich für einen Eintrag.' })
  message!: string;

  @ApiProperty({ example: true })
  privacyConsent!: boolean;

  @ApiProperty({
    format: 'date-time',
    description: 'Zeitpunkt der Zustimmung zur Datenschutzerklärung',
    example: '2026-01-10T09:02:00.000Z',
  })
  consentedAt!: string;

  @ApiProperty({ format: 'date-time', example: '2026-01-10T09:02:00.000Z' })
  createdAt!: string;
}

export function mapContactMessage(entity: ContactMessage): ContactMessageDto {
  return {
    id: entity.id,
    firstName: entity.firstName,
    lastName: entity.lastName,
    email: entity.email,
    phone: entity.phone,
    subject: entity.subject,
    message: entity.message,
    privacyConsent: entity.privacyConsent,
    consentedAt: entity.consentedAt.toISOString(),
    createdAt: entity.createdAt.toISOString(),
  };
}
