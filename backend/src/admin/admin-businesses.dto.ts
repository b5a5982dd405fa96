import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { PaginationQueryDto } from '../common/pagination';
import { BUSINESS_LIMITS, BUSINESS_SOURCES, COUNTRIES } from '../businesses/business-constants';
import type { BusinessSource, Country } from '../businesses/business-constants';
import { BusinessDto, BusinessFieldsDto, mapBusiness } from '../businesses/business.dto';
import type { Business } from '../businesses/business.entity';
import { IsCountry, OptionalText, SearchText } from '../businesses/business-validators';

export const ADMIN_PAGE_SIZE = 50;

/** 'true'/'false' in a query string; anything else stays as it is and fails validation. */
const ToBoolean = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    if (value === 'true' || value === true) return true;
    if (value === 'false' || value === false) return false;
    return value === '' ? undefined : value;
  });

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
  @IsBoolean({ message: 'verified muss true oder false sein' })
  verified?: boolean;

  @ApiPropertyOptional({
    description: 'Nur Formular-Kunden (true) oder nur andere (false); mit limit=1 liefert X-Total-Count den Zähler',
    example: true,
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'formCustomers muss true oder false sein' })
  formCustomers?: boolean;
}

/** The admin form: the shared business fields plus fax, keywords and verified; no state; country required. */
export class AdminBusinessFormDto extends BusinessFieldsDto {
  @ApiProperty({
    description: 'Land (im Admin-Formular Pflicht)',
    enum: COUNTRIES,
    enumName: 'Country',
    example: 'Deutschland',
  })
  @IsCountry()
  // Without the public form's default 'Deutschland', so that an absent country fails validation;
  // the cast only says that validation, not construction, guarantees the value.
  override country: Country = undefined as unknown as Country;

  @OptionalText(
    { description: 'Fax', maxLength: BUSINESS_LIMITS.fax, example: '+49 89 1234568' },
    'Ungültige Faxnummer',
    'Faxnummer zu lang',
  )
  fax?: string;

  @OptionalText(
    {
      description: 'Stichwörter für die Suche, durch Kommas getrennt',
      maxLength: BUSINESS_LIMITS.keywords,
      example: 'Brot, Frühstück, Café',
    },
    'Ungültige Stichwörter',
    'Stichwörter zu lang',
  )
  keywords?: string;

  @ApiPropertyOptional({
    description: 'Verifiziert; beim Anlegen standardmäßig false, beim Ändern ohne Angabe unverändert',
    example: true,
  })
  @IsOptional()
  @IsBoolean({ message: 'Verifiziert muss true oder false sein' })
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

  @ApiProperty({ description: 'Letzte Änderung', example: '2025-06-02T08:00:00.000Z' })
  updatedAt!: string;
}

export function mapAdminBusiness(business: Business): AdminBusinessDto {
  return { ...mapBusiness(business), source: business.source, updatedAt: business.updatedAt.toISOString() };
}

export class MarkFormCustomersResultDto {
  @ApiProperty({ description: 'Meldung für das Dashboard', example: '12 Formular-Kunden markiert' })
  message!: string;

  @ApiProperty({ description: 'Anzahl der neu markierten Einträge', example: 12 })
  count!: number;
}

export class ImportResultDto {
  @ApiProperty({ description: 'Ob der Import vollständig durchgelaufen ist', example: true })
  success!: boolean;

  @ApiPropertyOptional({ description: 'Anzahl importierter Unternehmen (bei Erfolg)', example: 1824 })
  imported?: number;

  @ApiPropertyOptional({
    description: 'Fehlermeldung (bei Misserfolg); die bisherigen Daten bleiben dann unverändert',
    example: 'Import fehlgeschlagen. Die bisherigen Daten sind unverändert.',
  })
  error?: string;
}
