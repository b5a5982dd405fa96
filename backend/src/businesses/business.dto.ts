import type { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Contains,
  IsBoolean,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { TrimToUndefined } from '../common/transforms';
import {
  BUSINESS_LIMITS,
  COUNTRIES,
  describeCategoryCodes,
  ENTRY_CATEGORIES,
  entryCategoryOfCode,
  STATES,
} from './business-constants';
import type { Country, EntryCategory, State } from './business-constants';
import { Business } from './business.entity';
import {
  ClosedUntil,
  IsCountry,
  IsPlausiblePhone,
  IsOwnImageUrl,
  IsUrlOrRootPath,
  OpeningTimes,
  OptionalText,
  RequiredText,
} from './business-validators';
import {
  decorateOpeningHours,
  OpeningHourField,
  OpeningHours,
  openingHoursBase,
  openingHoursOf,
} from './opening-hours';
import {
  BUSINESS_ID_FORMAT_MESSAGE,
  BUSINESS_ID_REQUIRED_MESSAGE,
  BUSINESS_ID_TOO_LONG_MESSAGE,
  CATEGORY_MESSAGE,
  EMAIL_MESSAGE,
  IMAGE_URL_MESSAGE,
  MESSAGE_FOREIGN_IMAGE_HOST,
  OBJECT_STORAGE_URL_MESSAGE,
  PHONE_MESSAGE,
  STATE_MESSAGE,
  TEMPORARILY_CLOSED_MESSAGE,
  WEBSITE_MESSAGE,
  WEBSITE_PROTOCOL_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  DESCRIPTION_MESSAGE,
  DESCRIPTION_TOO_LONG_MESSAGE,
  SERVICES_MESSAGE,
  SERVICES_TOO_LONG_MESSAGE,
  STREET_REQUIRED_MESSAGE,
  STREET_TOO_LONG_MESSAGE,
  POSTAL_CODE_REQUIRED_MESSAGE,
  POSTAL_CODE_TOO_LONG_MESSAGE,
  CITY_REQUIRED_MESSAGE,
  CITY_TOO_LONG_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  IMAGE_URL_TOO_LONG_MESSAGE,
} from './business-messages';

// ---------------------------------------------------------------------------------------------
// Parameters
// ---------------------------------------------------------------------------------------------

export const BUSINESS_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The `{id}` path parameter (specification, "Other parameters"). */
export class BusinessIdParamDto {
  @ApiProperty({
    description:
      'ID des Unternehmens: 1–100 Buchstaben, Ziffern, - oder _ (sonst 400); eine so geformte ID ohne Eintrag, ' +
      'auch eine, die keine UUID ist, antwortet 404',
    example: '0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90',
    minLength: 1,
    maxLength: 100,
    pattern: BUSINESS_ID_PATTERN.source,
  })
  @IsString({ message: BUSINESS_ID_REQUIRED_MESSAGE })
  @MinLength(1, { message: BUSINESS_ID_REQUIRED_MESSAGE })
  @MaxLength(100, { message: BUSINESS_ID_TOO_LONG_MESSAGE })
  @Matches(BUSINESS_ID_PATTERN, { message: BUSINESS_ID_FORMAT_MESSAGE })
  id!: string;
}

// ---------------------------------------------------------------------------------------------
// The business form
// ---------------------------------------------------------------------------------------------

const WEBSITE_PROTOCOL = /^https?:\/\//i;

/**
 * The validated fields of a business entry (specification section 5), shared by the public
 * form and the admin form. Strings are trimmed; optional fields treat '' as absent.
 */
export abstract class BusinessFieldsDto extends openingHoursBase<Partial<OpeningHours<string>>>() {
  @RequiredText(
    { description: 'Firmenname', maxLength: BUSINESS_LIMITS.name, example: 'Bäckerei Sonnenschein' },
    NAME_REQUIRED_MESSAGE,
    NAME_TOO_LONG_MESSAGE,
  )
  name!: string;

  @ApiProperty({
    description: 'Kategorie: der deutsche Name oder sein stabiler Code (EntryCategoryCode); gespeichert wird der Name',
    enum: ENTRY_CATEGORIES,
    enumName: 'EntryCategory',
    enumSchema: {
      description:
        'Die 10 Eintragskategorien (deutsche Anzeigenamen der Spezifikation); der stabile Code jeder Kategorie ' +
        `steht in EntryCategoryCode: ${describeCategoryCodes(ENTRY_CATEGORIES)}`,
    },
    example: 'Restaurant & Gastronomie',
  })
  // Clients store and compare codes (docs/api.md), so a write takes the code too; the name is what is stored.
  @Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return entryCategoryOfCode(trimmed) ?? trimmed;
  })
  @IsIn(ENTRY_CATEGORIES, { message: CATEGORY_MESSAGE })
  category!: EntryCategory;

  @OptionalText(
    {
      description: 'Beschreibung',
      maxLength: BUSINESS_LIMITS.description,
      example: 'Traditionelle Handwerksbäckerei mit Brot, Brötchen und Kuchen aus eigener Herstellung.',
    },
    DESCRIPTION_MESSAGE,
    DESCRIPTION_TOO_LONG_MESSAGE,
  )
  description?: string;

  @OptionalText(
    {
      description: 'Dienstleistungen, durch Kommas getrennt',
      maxLength: BUSINESS_LIMITS.services,
      example: 'Brot, Brötchen, Torten auf Bestellung',
    },
    SERVICES_MESSAGE,
    SERVICES_TOO_LONG_MESSAGE,
  )
  services?: string;

  @RequiredText(
    { description: 'Straße und Hausnummer', maxLength: BUSINESS_LIMITS.street, example: 'Hauptstraße 12' },
    STREET_REQUIRED_MESSAGE,
    STREET_TOO_LONG_MESSAGE,
  )
  street!: string;

  @RequiredText(
    { description: 'Postleitzahl', maxLength: BUSINESS_LIMITS.postalCode, example: '80331' },
    POSTAL_CODE_REQUIRED_MESSAGE,
    POSTAL_CODE_TOO_LONG_MESSAGE,
  )
  postalCode!: string;

  @RequiredText(
    { description: 'Stadt', maxLength: BUSINESS_LIMITS.city, example: 'München' },
    CITY_REQUIRED_MESSAGE,
    CITY_TOO_LONG_MESSAGE,
  )
  city!: string;

  @ApiPropertyOptional({
    description: 'Land',
    enum: COUNTRIES,
    enumName: 'Country',
    default: 'Deutschland',
    example: 'Deutschland',
  })
  @Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === null) return 'Deutschland';
    return typeof value === 'string' ? value.trim() : value;
  })
  @IsCountry()
  country: Country = 'Deutschland';

  @OptionalText(
    { description: 'Telefon', maxLength: BUSINESS_LIMITS.phone, example: '+49 89 1234567' },
    PHONE_MESSAGE,
    PHONE_TOO_LONG_MESSAGE,
    IsPlausiblePhone({ message: PHONE_MESSAGE }),
  )
  phone?: string;

  @OptionalText(
    {
      description: 'E-Mail-Adresse',
      maxLength: BUSINESS_LIMITS.email,
      example: 'info@baeckerei-sonnenschein.de',
      format: 'email',
    },
    EMAIL_MESSAGE,
    EMAIL_MESSAGE,
    IsEmail({}, { message: EMAIL_MESSAGE }),
  )
  email?: string;

  @OptionalText(
    {
      description: 'Website, beginnend mit http:// oder https://',
      maxLength: BUSINESS_LIMITS.website,
      example: 'https://www.baeckerei-sonnenschein.de',
      format: 'uri',
    },
    WEBSITE_MESSAGE,
    WEBSITE_MESSAGE,
    IsUrl({ require_tld: true, allow_underscores: true }, { message: WEBSITE_MESSAGE }),
    Matches(WEBSITE_PROTOCOL, { message: WEBSITE_PROTOCOL_MESSAGE }),
  )
  website?: string;

  @OptionalText(
    {
      description:
        'Bild im Object-Storage: Pfad mit /objects/ oder URL mit /objects/ auf diesem Verzeichnis oder seinem Bild-Host',
      maxLength: BUSINESS_LIMITS.imageUrl,
      example: '/objects/public/6a0d3f8e-2b1c-4f7a-9d3e-1c2b3a4d5e6f.webp',
      format: 'uri-reference',
    },
    IMAGE_URL_MESSAGE,
    IMAGE_URL_TOO_LONG_MESSAGE,
    IsUrlOrRootPath({ message: IMAGE_URL_MESSAGE }),
    Contains('/objects/', { message: OBJECT_STORAGE_URL_MESSAGE }),
    IsOwnImageUrl({ message: MESSAGE_FOREIGN_IMAGE_HOST }),
  )
  imageUrl?: string;

  @ApiPropertyOptional({
    description: 'Vorübergehend geschlossen (z. B. Umbau oder Betriebsferien); ohne Angabe false',
    default: false,
    example: false,
  })
  @IsOptional()
  @IsBoolean({ message: TEMPORARILY_CLOSED_MESSAGE })
  temporarilyClosed?: boolean;

  @ClosedUntil()
  temporarilyClosedUntil?: string;
}

// Before the subclasses: their OpenAPI properties inherit these in this order.
decorateOpeningHours(BusinessFieldsDto, OpeningTimes);

/** The public entry form (`POST /api/businesses`, and `PUT` with the edit token). */
export class CreateBusinessDto extends BusinessFieldsDto {
  @ApiPropertyOptional({ description: 'Bundesland', enum: STATES, enumName: 'State', example: 'Bayern' })
  @IsOptional()
  @TrimToUndefined()
  @IsIn(STATES, { message: STATE_MESSAGE })
  state?: State;
}

/**
 * `GET /api/businesses/possible-duplicates`: the name and postal code of an entry about to be created,
 * with the form's rules and messages; street and city optional (with both, entries on the same street
 * are compared too).
 */
export class PossibleDuplicatesQueryDto extends IntersectionType(
  PickType(BusinessFieldsDto as Type<BusinessFieldsDto>, ['name', 'postalCode'] as const),
  PartialType(PickType(BusinessFieldsDto as Type<BusinessFieldsDto>, ['street', 'city'] as const)),
) {}

/** The columns the entry form sets; absent optional fields become null (a PUT replaces the whole entry). */
export type BusinessFormColumns = Pick<
  Business,
  | 'name'
  | 'category'
  | 'description'
  | 'services'
  | 'street'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'phone'
  | 'email'
  | 'website'
  | 'imageUrl'
  | 'temporarilyClosed'
  | 'temporarilyClosedUntil'
  | OpeningHourField
>;

export function businessFieldColumns(dto: BusinessFieldsDto): BusinessFormColumns {
  return {
    name: dto.name,
    category: dto.category,
    description: dto.description ?? null,
    services: dto.services ?? null,
    street: dto.street,
    postalCode: dto.postalCode,
    city: dto.city,
    country: dto.country,
    phone: dto.phone ?? null,
    email: dto.email ?? null,
    website: dto.website ?? null,
    imageUrl: dto.imageUrl ?? null,
    temporarilyClosed: dto.temporarilyClosed ?? false,
    temporarilyClosedUntil: dto.temporarilyClosedUntil ?? null,
    ...openingHoursOf(dto),
  };
}
