import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import {
  BUSINESS_STATUSES,
  COUNTRIES,
  describeCategoryCodes,
  ENTRY_CATEGORIES,
  ENTRY_CATEGORY_CODES,
  entryCategoryCode,
} from './business-constants';
import type { BusinessStatus, Country } from './business-constants';
import { roundedAverage } from './average-rating';
import { PublicBusiness } from './business.entity';
import {
  decorateOpeningHours,
  isTemporarilyClosedAt,
  OpeningHours,
  openingHoursBase,
  openingHoursOf,
} from './opening-hours';
import type { CalendarMoment } from './opening-calendar';
import { PublicHolidayDto, SpecialHoursDto } from './special-hours.dto';

export class CreateBusinessResponseDto {
  @ApiProperty({ example: '0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90' })
  id!: string;

  @ApiProperty({ example: 'Bäckerei Sonnenschein' })
  name!: string;

  @ApiProperty({
    description: 'Schlüssel zum Bearbeiten des Eintrags (Header X-Edit-Token), 10 Minuten gültig',
    example: 'q3N0b8x2V6yJtH1mK9pL4rS7uW5zA0cE2gI4kM6oQ8s',
  })
  editToken!: string;
}

/** One business as the public API shows it; absent optional values are null. */
export class BusinessDto extends openingHoursBase<OpeningHours<string | null>>() {
  @ApiProperty({ format: 'uuid', example: '0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90' })
  id!: string;

  @ApiProperty({ example: 'Bäckerei Sonnenschein' })
  name!: string;

  @ApiProperty({ description: 'Kategorie (eine der Eintragskategorien)', example: 'Restaurant & Gastronomie' })
  category!: string;

  @ApiProperty({
    description: 'Stabiler Code der Kategorie (für Programme; category ist der deutsche Anzeigename)',
    enum: ENTRY_CATEGORY_CODES,
    enumName: 'EntryCategoryCode',
    enumSchema: {
      description:
        'Stabile Codes der 10 Eintragskategorien: Kleinbuchstaben, ASCII, Umlaute ausgeschrieben, Wörter mit Bindestrich ' +
        '(wie die Adressen der Branchenseiten); sie werden nie umbenannt. Auch der Filter category nimmt sie an. ' +
        describeCategoryCodes(ENTRY_CATEGORIES),
    },
    example: 'restaurant-gastronomie',
  })
  categoryCode!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Traditionelle Handwerksbäckerei mit Brot, Brötchen und Kuchen aus eigener Herstellung.',
  })
  description!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Brot, Brötchen, Torten auf Bestellung' })
  services!: string | null;

  @ApiProperty({ example: 'Hauptstraße 12' })
  street!: string;

  @ApiProperty({ example: '80331' })
  postalCode!: string;

  @ApiProperty({ example: 'München' })
  city!: string;

  @ApiProperty({ enum: COUNTRIES, enumName: 'Country', example: 'Deutschland' })
  country!: Country;

  @ApiProperty({ type: String, nullable: true, example: 'Bayern' })
  state!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '+49 89 1234567' })
  phone!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '+49 89 1234568' })
  fax!: string | null;

  @ApiProperty({ type: String, format: 'email', nullable: true, example: 'info@baeckerei-sonnenschein.de' })
  email!: string | null;

  @ApiProperty({ type: String, format: 'uri', nullable: true, example: 'https://www.baeckerei-sonnenschein.de' })
  website!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Bäcker, Brot, Frühstück' })
  keywords!: string | null;

  @ApiProperty({ example: false })
  verified!: boolean;

  @ApiProperty({
    description:
      'Prüfstand: pending (wird geprüft, nur über die eigene Adresse erreichbar, nicht in Suche und Listen), ' +
      'published (freigegeben) oder rejected (abgelehnt, öffentlich nicht mehr erreichbar)',
    enum: BUSINESS_STATUSES,
    enumName: 'BusinessStatus',
    example: 'published',
  })
  status!: BusinessStatus;

  @ApiProperty({ example: false })
  isFormCustomer!: boolean;

  @ApiProperty({
    description: 'Bild: Pfad unter /objects/ auf diesem Verzeichnis oder URL seines Bild-Hosts',
    type: String,
    format: 'uri-reference',
    nullable: true,
    example: '/objects/public/6a0d3f8e-2b1c-4f7a-9d3e-1c2b3a4d5e6f.webp',
  })
  imageUrl!: string | null;

  @ApiProperty({
    description: 'Durchschnittliche Bewertung, auf eine Stelle gerundet (0 ohne Bewertungen)',
    minimum: 0,
    maximum: 5,
    example: 4.5,
  })
  averageRating!: number;

  @ApiProperty({ description: 'Anzahl der Bewertungen', type: 'integer', minimum: 0, example: 12 })
  reviewCount!: number;

  @ApiProperty({ format: 'date-time', example: '2025-11-21T09:30:00.000Z' })
  createdAt!: string;

  @ApiProperty({
    description: 'Jetzt vorübergehend geschlossen (ein abgelaufenes Datum „geschlossen bis“ gilt nicht mehr)',
    example: false,
  })
  temporarilyClosed!: boolean;

  @ApiProperty({
    description: 'Letzter geschlossener Tag, solange die vorübergehende Schließung gilt; sonst null',
    type: String,
    format: 'date',
    nullable: true,
    example: null,
  })
  temporarilyClosedUntil!: string | null;

  @ApiProperty({
    description:
      'Jetzt geöffnet (deutsche Zeit, Grenzen eingeschlossen; Zeiten über Mitternacht zählen bis in den nächsten Tag); ' +
      'false, solange vorübergehend geschlossen',
    example: true,
  })
  openNow!: boolean;

  @ApiProperty({
    description: 'Breitengrad (WGS 84) aus PLZ bzw. Ort (Ortsmittelpunkt, nicht die Hausnummer); null, wenn unbekannt',
    type: Number,
    nullable: true,
    example: 48.1372,
  })
  latitude!: number | null;

  @ApiProperty({
    description: 'Längengrad (WGS 84) aus PLZ bzw. Ort (Ortsmittelpunkt, nicht die Hausnummer); null, wenn unbekannt',
    type: Number,
    nullable: true,
    example: 11.5755,
  })
  longitude!: number | null;

  @ApiPropertyOptional({
    description: 'Nur bei einer Umkreissuche (near): Entfernung vom Ort der Suche in km, auf 0,1 km gerundet',
    example: 2.4,
  })
  distanceKm?: number;
}

decorateOpeningHours(BusinessDto, ({ example }) => ({
  open: ApiProperty({ type: String, nullable: true, example: example.open }),
  close: ApiProperty({ type: String, nullable: true, example: example.close }),
}));

/** One business on its own page: also whether an owner has taken it over. */
export class BusinessDetailDto extends BusinessDto {
  @ApiProperty({ description: 'Ein Inhaber hat den Eintrag übernommen („Inhaber verifiziert“)', example: false })
  ownerVerified!: boolean;

  @ApiProperty({
    description:
      'Abweichende Öffnungszeiten (heute und künftig), nach erstem Tag: ohne Zeiten geschlossen. Sie gelten vor ' +
      'den Wochenzeiten und vor Feiertagen.',
    type: [SpecialHoursDto],
  })
  specialHours!: SpecialHoursDto[];

  @ApiProperty({
    description:
      'Gesetzliche Feiertage am Ort des Eintrags (Bundesland, Land) in den nächsten 30 Tagen, heute eingeschlossen: ' +
      'geschlossen, außer abweichende Öffnungszeiten sagen anderes',
    type: [PublicHolidayDto],
  })
  holidays!: PublicHolidayDto[];
}

/** An existing entry that may be the business about to be entered: its name and address. */
export class PossibleDuplicateDto extends PickType(BusinessDto, [
  'id',
  'name',
  'street',
  'postalCode',
  'city',
] as const) {}

/** A `date` column: TypeORM reads it as text, raw queries (search rows) as a local-midnight Date. */
function dateText(value: string | Date | null): string | null {
  if (!(value instanceof Date)) return value;
  const pad = (part: number): string => String(part).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** The business as the API shows it at `at.now` (whether it is open by the calendar and still temporarily closed). */
export function mapBusiness(business: PublicBusiness, at: CalendarMoment): BusinessDto {
  const closedUntil = dateText(business.temporarilyClosedUntil);
  const temporarilyClosed = isTemporarilyClosedAt(business.temporarilyClosed, closedUntil, at.now);
  const hours = openingHoursOf(business);
  return {
    id: business.id,
    name: business.name,
    category: business.category,
    categoryCode: entryCategoryCode(business.category),
    description: business.description,
    services: business.services,
    street: business.street,
    postalCode: business.postalCode,
    city: business.city,
    country: business.country,
    state: business.state,
    phone: business.phone,
    fax: business.fax,
    email: business.email,
    website: business.website,
    keywords: business.keywords,
    verified: business.verified,
    status: business.status,
    isFormCustomer: business.isFormCustomer,
    imageUrl: business.imageUrl,
    ...hours,
    averageRating: roundedAverage(business.ratingSum, business.reviewCount),
    reviewCount: business.reviewCount,
    createdAt: business.createdAt.toISOString(),
    temporarilyClosed,
    temporarilyClosedUntil: temporarilyClosed ? closedUntil : null,
    openNow: !temporarilyClosed && at.calendar.isOpen(business, at.now),
    latitude: business.latitude,
    longitude: business.longitude,
  };
}
