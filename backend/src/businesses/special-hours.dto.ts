import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { TrimToUndefined } from '../common/transforms';
import { TIME_PATTERN } from './business-validators';
import {
  TIME_MESSAGE,
  DATE_FORMAT_MESSAGE,
  SPECIAL_TOO_MANY_MESSAGE,
  SPECIAL_NOTE_MESSAGE,
  SPECIAL_ENTRIES_MESSAGE,
  SPECIAL_ENTRY_MESSAGE,
} from './business-messages';
import { SPECIAL_HOURS_MAX, SPECIAL_HOURS_NOTE_MAX } from './business-constants';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One range of days with other hours than the week's: closed when both times are absent. */
export class SpecialHoursEntryDto {
  @ApiProperty({ description: 'Erster Tag (JJJJ-MM-TT, deutsche Zeit)', format: 'date', example: '2030-12-24' })
  @IsString({ message: DATE_FORMAT_MESSAGE })
  @Matches(DATE, { message: DATE_FORMAT_MESSAGE })
  @IsISO8601({ strict: true }, { message: DATE_FORMAT_MESSAGE })
  startsOn!: string;

  @ApiProperty({ description: 'Letzter Tag (eingeschlossen)', format: 'date', example: '2030-12-24' })
  @IsString({ message: DATE_FORMAT_MESSAGE })
  @Matches(DATE, { message: DATE_FORMAT_MESSAGE })
  @IsISO8601({ strict: true }, { message: DATE_FORMAT_MESSAGE })
  endsOn!: string;

  @ApiPropertyOptional({
    description: 'Öffnungszeit an diesen Tagen (HH:MM); ohne Öffnungs- und Schließzeit geschlossen',
    type: String,
    nullable: true,
    pattern: TIME_PATTERN.source,
    example: '09:00',
  })
  @IsOptional()
  @TrimToUndefined()
  @Matches(TIME_PATTERN, { message: TIME_MESSAGE })
  opens?: string;

  @ApiPropertyOptional({
    description: 'Schließzeit (HH:MM); vor der Öffnungszeit heißt nach Mitternacht',
    type: String,
    nullable: true,
    pattern: TIME_PATTERN.source,
    example: '13:00',
  })
  @IsOptional()
  @TrimToUndefined()
  @Matches(TIME_PATTERN, { message: TIME_MESSAGE })
  closes?: string;

  @ApiPropertyOptional({
    description: 'Hinweis für Besucher, z. B. „Betriebsurlaub“ oder „Heiligabend“',
    type: String,
    nullable: true,
    maxLength: SPECIAL_HOURS_NOTE_MAX,
    example: 'Heiligabend',
  })
  @IsOptional()
  @TrimToUndefined()
  @IsString({ message: SPECIAL_NOTE_MESSAGE })
  @MaxLength(SPECIAL_HOURS_NOTE_MAX, { message: SPECIAL_NOTE_MESSAGE })
  note?: string;
}

/** `PUT …/special-hours`: the business's current and future special hours, replacing the ones it had. */
export class ReplaceSpecialHoursDto {
  @ApiProperty({ type: [SpecialHoursEntryDto], maxItems: SPECIAL_HOURS_MAX })
  @IsArray({ message: SPECIAL_ENTRIES_MESSAGE })
  @ArrayMaxSize(SPECIAL_HOURS_MAX, { message: SPECIAL_TOO_MANY_MESSAGE })
  @ValidateNested({ each: true, message: SPECIAL_ENTRY_MESSAGE })
  @Type(() => SpecialHoursEntryDto)
  entries!: SpecialHoursEntryDto[];
}

/** A stored range as the API shows it. */
export class SpecialHoursDto {
  @ApiProperty({ format: 'date', example: '2030-12-24' })
  startsOn!: string;

  @ApiProperty({ format: 'date', example: '2030-12-24' })
  endsOn!: string;

  @ApiProperty({ type: String, nullable: true, example: '09:00', description: 'null: geschlossen' })
  opens!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '13:00', description: 'null: geschlossen' })
  closes!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Heiligabend' })
  note!: string | null;
}

export class SpecialHoursListDto {
  @ApiProperty({ type: [SpecialHoursDto] })
  entries!: SpecialHoursDto[];
}

/** A public holiday where the business is, on which it is closed unless its special hours say otherwise. */
export class PublicHolidayDto {
  @ApiProperty({ format: 'date', example: '2026-12-25' })
  date!: string;

  @ApiProperty({ example: '1. Weihnachtstag' })
  name!: string;
}
