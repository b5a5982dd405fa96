import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CalendarMoment } from '../businesses/opening-calendar';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { PaginationQueryDto } from '../common/pagination';
import {
  BUSINESS_LIMITS,
  BUSINESS_SOURCES,
  BUSINESS_STATUSES,
  COUNTRIES,
  REJECTION_REASON_MAX,
  TRASH_RETENTION_DAYS,
} from '../businesses/business-constants';
import type { BusinessSource, BusinessStatus, Country } from '../businesses/business-constants';
import { BusinessFieldsDto } from '../businesses/business.dto';
import { BusinessDto, mapBusiness } from '../businesses/business-response.dto';
import type { Business } from '../businesses/business.entity';
import { IsCountry, OptionalText, RequiredText, SearchText } from '../businesses/business-validators';
import { ToBoolean, TrimToUndefined } from '../common/transforms';
import { VERIFIED_FILTER_MESSAGE } from '../businesses/business-messages';
import {
  DELETED_FILTER_MESSAGE,
  FAX_MESSAGE,
  FAX_TOO_LONG_MESSAGE,
  FORM_CUSTOMERS_FILTER_MESSAGE,
  KEYWORDS_MESSAGE,
  KEYWORDS_TOO_LONG_MESSAGE,
  REJECTION_REASON_REQUIRED_MESSAGE,
  REJECTION_REASON_TOO_LONG_MESSAGE,
  STATUS_FILTER_MESSAGE,
  VERIFIED_MESSAGE,
} from './admin-messages';

export const ADMIN_PAGE_SIZE = 50;

/** `GET /api/admin/businesses`: filters and paging for the dashboard; newest first. */
export class AdminBusinessesQueryDto extends PaginationQueryDto(ADMIN_PAGE_SIZE) {
  @SearchText('Sucht im Namen und in der Stadt (Teilwort, ohne Rücksicht auf Umlaute) und am Anfang der PLZ')
  query?: string;

  @ApiPropertyOptional({
    description: 'Nur verifizierte (true) oder nur unverifizierte (false) Einträge',
    example: false,
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: VERIFIED_FILTER_MESSAGE })
  verified?: boolean;

  @ApiPropertyOptional({
    description: 'Nur Formular-Kunden (true) oder nur andere (false); mit limit=1 liefert X-Total-Count den Zähler',
    example: true,
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: FORM_CUSTOMERS_FILTER_MESSAGE })
  formCustomers?: boolean;

  @ApiPropertyOptional({
    description:
      'Nur Einträge in diesem Prüfstand; status=pending ist die Warteschlange „Zu prüfen“. ' +
      'Mit limit=1 liefert X-Total-Count die Anzahl für das Abzeichen im Kopf des Dashboards.',
    enum: BUSINESS_STATUSES,
    enumName: 'BusinessStatus',
    example: 'pending',
  })
  @IsOptional()
  @TrimToUndefined()
  @IsIn(BUSINESS_STATUSES, { message: STATUS_FILTER_MESSAGE })
  status?: BusinessStatus;

  @ApiPropertyOptional({
    description: `Der Papierkorb (true): gelöschte Einträge, zuletzt gelöschte zuerst; ${TRASH_RETENTION_DAYS} Tage lang wiederherstellbar`,
    example: true,
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: DELETED_FILTER_MESSAGE })
  deleted?: boolean;
}

/** `POST /api/admin/businesses/{id}/reject`: why the entry is not published (kept and shown in the back office). */
export class RejectBusinessDto {
  @RequiredText(
    {
      description: 'Grund der Ablehnung (für die Redaktion)',
      maxLength: REJECTION_REASON_MAX,
      example: 'Kein echtes Unternehmen: Adresse und Telefonnummer sind erfunden.',
    },
    REJECTION_REASON_REQUIRED_MESSAGE,
    REJECTION_REASON_TOO_LONG_MESSAGE,
  )
  reason!: string;
}

/** The admin form: the shared business fields plus fax, keywords and verified; no state; country required. */
export class AdminBusinessFormDto extends BusinessFieldsDto {
  // `default: undefined` takes back the public form's documented default, which this form does not apply.
  @ApiProperty({
    description: 'Land (im Admin-Formular Pflicht)',
    enum: COUNTRIES,
    enumName: 'Country',
    required: true,
    default: undefined,
    example: 'Deutschland',
  })
  @IsCountry()
  // Without the public form's default 'Deutschland', so that an absent country fails validation;
  // the cast only says that validation, not construction, guarantees the value.
  override country: Country = undefined as unknown as Country;

  @OptionalText(
    { description: 'Fax', maxLength: BUSINESS_LIMITS.fax, example: '+49 89 1234568' },
    FAX_MESSAGE,
    FAX_TOO_LONG_MESSAGE,
  )
  fax?: string;

  @OptionalText(
    {
      description: 'Stichwörter für die Suche, durch Kommas getrennt',
      maxLength: BUSINESS_LIMITS.keywords,
      example: 'Brot, Frühstück, Café',
    },
    KEYWORDS_MESSAGE,
    KEYWORDS_TOO_LONG_MESSAGE,
  )
  keywords?: string;

  @ApiPropertyOptional({
    description: 'Verifiziert; beim Anlegen standardmäßig false, beim Ändern ohne Angabe unverändert',
    example: true,
  })
  @IsOptional()
  @IsBoolean({ message: VERIFIED_MESSAGE })
  verified?: boolean;
}

/** One business as the dashboard sees it: every public field plus where it came from. */
export class AdminBusinessDto extends BusinessDto {
  @ApiProperty({
    description: 'Herkunft: form (öffentliches Formular), admin oder import',
    enum: BUSINESS_SOURCES,
    enumName: 'BusinessSource',
    example: 'form',
  })
  source!: BusinessSource;

  @ApiProperty({ description: 'Letzte Änderung', format: 'date-time', example: '2025-06-02T08:00:00.000Z' })
  updatedAt!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Grund der Ablehnung (nur bei status rejected)',
    example: null,
  })
  rejectionReason!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'Wann die Redaktion den Eintrag zuletzt bearbeitet hat; ab dann gilt der Bearbeitungslink des Inhabers nicht mehr',
    example: null,
  })
  editedByAdminAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: `Im Papierkorb seit (nur mit deleted=true); ${TRASH_RETENTION_DAYS} Tage danach endgültig gelöscht`,
    example: null,
  })
  deletedAt!: string | null;

  @ApiProperty({
    description:
      'IDs älterer Einträge, die wahrscheinlich dasselbe Unternehmen sind (ähnlicher Name, gleiche PLZ oder Straße), ' +
      'ähnlichste zuerst, höchstens 5',
    type: [String],
    example: ['0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90'],
  })
  possibleDuplicateOf!: string[];
}

export function mapAdminBusiness(
  business: Business,
  at: CalendarMoment,
  possibleDuplicateOf: string[] = [],
): AdminBusinessDto {
  return {
    ...mapBusiness(business, at),
    source: business.source,
    updatedAt: business.updatedAt.toISOString(),
    rejectionReason: business.rejectionReason,
    editedByAdminAt: business.editedByAdminAt?.toISOString() ?? null,
    deletedAt: business.deletedAt?.toISOString() ?? null,
    possibleDuplicateOf,
  };
}

export class MarkFormCustomersResultDto {
  @ApiProperty({ description: 'Meldung für das Dashboard', example: '12 Formular-Kunden markiert' })
  message!: string;

  @ApiProperty({ description: 'Anzahl der neu markierten Einträge', type: 'integer', minimum: 0, example: 12 })
  count!: number;
}

/** What a completed import did; a failed one answers 500 with the one error body (code IMPORT_FAILED). */
export class ImportResultDto {
  @ApiProperty({
    description: 'Immer true: ein fehlgeschlagener Import antwortet 500 mit code IMPORT_FAILED',
    example: true,
  })
  success!: boolean;

  @ApiProperty({ description: 'Anzahl importierter Unternehmen', type: 'integer', minimum: 0, example: 1824 })
  imported!: number;

  @ApiProperty({
    description: 'Einträge aus dem öffentlichen Formular und dem Admin-Bereich: bleiben mit ihren Bewertungen erhalten',
    type: 'integer',
    minimum: 0,
    example: 12,
  })
  keptEntries!: number;

  @ApiProperty({
    description: 'Importierte Einträge, die nicht mehr im Datensatz stehen und mit ihren Bewertungen entfernt wurden',
    type: 'integer',
    minimum: 0,
    example: 0,
  })
  removedEntries!: number;

  @ApiProperty({
    description: 'Bewertungen, die mit diesen Einträgen entfernt wurden',
    type: 'integer',
    minimum: 0,
    example: 0,
  })
  removedReviews!: number;

  @ApiProperty({
    description: 'Zusammenfassung für das Dashboard',
    example:
      '1.824 Einträge importiert. 12 Einträge aus dem Eintragsformular oder dem Admin-Bereich bleiben mit ihren Bewertungen erhalten.',
  })
  message!: string;
}
