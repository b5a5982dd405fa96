import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { RequiredText, TrimToUndefined } from '../common/transforms';
import { CLAIM_STATUSES, type BusinessClaim, type ClaimStatus } from './business-claim.entity';
import { CLAIM_MESSAGES } from './owner-messages';

export const CLAIM_LIMITS = { name: 100, email: 254, phone: 50, role: 100, message: 2000 } as const;

export class CreateClaimDto {
  @ApiProperty({ example: 'Erika Mustermann', maxLength: CLAIM_LIMITS.name })
  @RequiredText()
  @IsNotEmpty({ message: CLAIM_MESSAGES.nameRequired })
  @MaxLength(CLAIM_LIMITS.name, { message: CLAIM_MESSAGES.nameTooLong })
  name: string = '';

  // isEmail itself refuses addresses longer than 254 characters, so one message covers both.
  @ApiProperty({ example: 'erika@baeckerei-sonnenschein.de', format: 'email', maxLength: CLAIM_LIMITS.email })
  @RequiredText()
  @IsEmail({}, { message: CLAIM_MESSAGES.emailInvalid })
  email: string = '';

  @ApiProperty({ example: '+49 89 1234567', maxLength: CLAIM_LIMITS.phone })
  @RequiredText()
  @IsNotEmpty({ message: CLAIM_MESSAGES.phoneRequired })
  @MaxLength(CLAIM_LIMITS.phone, { message: CLAIM_MESSAGES.phoneTooLong })
  phone: string = '';

  @ApiProperty({ description: 'Funktion im Unternehmen', example: 'Inhaberin', maxLength: CLAIM_LIMITS.role })
  @RequiredText()
  @IsNotEmpty({ message: CLAIM_MESSAGES.roleRequired })
  @MaxLength(CLAIM_LIMITS.role, { message: CLAIM_MESSAGES.roleTooLong })
  role: string = '';

  @ApiPropertyOptional({ example: 'Ich führe die Bäckerei seit 2019.', maxLength: CLAIM_LIMITS.message })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: CLAIM_MESSAGES.messageInvalid })
  @MaxLength(CLAIM_LIMITS.message, { message: CLAIM_MESSAGES.messageTooLong })
  message?: string;
}

export class ClaimFiledDto {
  @ApiProperty({ example: CLAIM_MESSAGES.filed })
  message!: string;
}

export class ClaimIdParamDto {
  @ApiProperty({ description: 'ID der Übernahme', example: '5d2f8b1a-3c4e-4f6a-8b9c-0d1e2f3a4b5c' })
  @IsString({ message: CLAIM_MESSAGES.notFound })
  id!: string;
}

/** A claim as the admin queue shows it: the claimant and, when the listing has one, its current owner. */
export class ClaimDto {
  @ApiProperty({ example: '5d2f8b1a-3c4e-4f6a-8b9c-0d1e2f3a4b5c' })
  id!: string;

  @ApiProperty({ example: '0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90' })
  businessId!: string;

  @ApiProperty({ example: 'Bäckerei Sonnenschein' })
  businessName!: string;

  @ApiProperty({
    type: String,
    format: 'email',
    nullable: true,
    description: 'E-Mail-Adresse des Eintrags',
    example: 'info@baeckerei-sonnenschein.de',
  })
  businessEmail!: string | null;

  @ApiProperty({
    type: String,
    format: 'uri',
    nullable: true,
    description: 'Website des Eintrags',
    example: 'https://www.baeckerei-sonnenschein.de',
  })
  businessWebsite!: string | null;

  @ApiProperty({
    type: String,
    format: 'email',
    nullable: true,
    description: 'E-Mail-Adresse des bisherigen Inhabers, wenn der Eintrag schon einen hat',
    example: null,
  })
  currentOwnerEmail!: string | null;

  @ApiProperty({ example: 'Erika Mustermann' })
  name!: string;

  @ApiProperty({ format: 'email', example: 'erika@example.de' })
  email!: string;

  @ApiProperty({ example: '+49 89 1234567' })
  phone!: string;

  @ApiProperty({ example: 'Inhaberin' })
  role!: string;

  @ApiProperty({ example: 'Ich führe die Bäckerei seit 2019.' })
  message!: string;

  @ApiProperty({ enum: CLAIM_STATUSES, enumName: 'ClaimStatus', example: 'pending' })
  status!: ClaimStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2025-06-02T08:05:00.000Z' })
  confirmedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  decidedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2025-06-02T08:00:00.000Z' })
  createdAt!: string;
}

export interface ClaimRow {
  claim: BusinessClaim;
  businessName: string;
  businessEmail: string | null;
  businessWebsite: string | null;
  currentOwnerEmail: string | null;
}

export function mapClaim(row: ClaimRow): ClaimDto {
  const { claim } = row;
  return {
    id: claim.id,
    businessId: claim.businessId,
    businessName: row.businessName,
    businessEmail: row.businessEmail,
    businessWebsite: row.businessWebsite,
    currentOwnerEmail: row.currentOwnerEmail,
    name: claim.name,
    email: claim.email,
    phone: claim.phone,
    role: claim.role,
    message: claim.message,
    status: claim.status,
    confirmedAt: claim.confirmedAt?.toISOString() ?? null,
    decidedAt: claim.decidedAt?.toISOString() ?? null,
    createdAt: claim.createdAt.toISOString(),
  };
}
