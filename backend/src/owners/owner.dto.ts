import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsNotEmpty } from 'class-validator';
import { RequiredText } from '../common/transforms';
import { CONTACT_LIMITS } from '../contact/contact.dto';
import { OWNER_MESSAGES } from './owner-messages';

export class OwnerLoginLinkDto {
  // isEmail itself refuses addresses longer than 254 characters, so one message covers both.
  @ApiProperty({ example: 'inhaber@baeckerei-sonnenschein.de', format: 'email', maxLength: CONTACT_LIMITS.email })
  @RequiredText()
  @IsEmail({}, { message: OWNER_MESSAGES.emailInvalid })
  email: string = '';
}

export class OwnerSessionRequestDto {
  @ApiProperty({
    description: 'Das Token aus dem Anmeldelink (Parameter token)',
    example: 'q2Xx7m0lT9bYw4v1Jd8sKf3hZr6uNc5pAe0iGo2yLtM',
  })
  @RequiredText()
  @IsNotEmpty({ message: OWNER_MESSAGES.tokenRequired })
  token: string = '';
}

export class OwnerMessageDto {
  @ApiProperty({ example: OWNER_MESSAGES.linkSent })
  message!: string;
}

export class OwnerDto {
  @ApiProperty({ example: '5d2f8b1a-3c4e-4f6a-8b9c-0d1e2f3a4b5c' })
  id!: string;

  @ApiProperty({ format: 'email', example: 'inhaber@baeckerei-sonnenschein.de' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Erika Mustermann' })
  name!: string | null;
}

/** Which non-essential mails the owner receives; every such mail links to /inhaber/einstellungen. */
export class OwnerSettingsDto {
  @ApiProperty({ description: 'E-Mail bei jeder neuen Bewertung eines eigenen Eintrags', example: true })
  @IsBoolean({ message: OWNER_MESSAGES.settingInvalid })
  newReview!: boolean;

  @ApiProperty({ description: 'E-Mail, wenn eine Bewertung nach einer Meldung ausgeblendet wird', example: true })
  @IsBoolean({ message: OWNER_MESSAGES.settingInvalid })
  reviewHidden!: boolean;
}

/**
 * The settings as sent: the same fields under a schema of their own, which the document closes to other fields
 * (as validation refuses them), while the answer's schema stays open to fields added within the version.
 */
export class SaveOwnerSettingsDto extends OwnerSettingsDto {}
