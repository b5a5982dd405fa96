import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { DEFAULT_PAGE_SIZE, PaginationQueryDto } from '../common/pagination';
import { ToBoolean, ToInteger, TrimToUndefined } from '../common/transforms';
import { describeCategoryCodes, HOME_CATEGORY_NAMES, RADIUS_KM } from './business-constants';
import { IsListingCursor, OptionalText, SearchText } from './business-validators';
import {
  OPEN_NOW_MESSAGE,
  SORT_MESSAGE,
  VERIFIED_FILTER_MESSAGE,
  MIN_RATING_MESSAGE,
  RADIUS_MESSAGE,
  NEAR_MESSAGE,
  CATEGORY_TOO_LONG_MESSAGE,
  CITY_MESSAGE,
  NEAR_TOO_LONG_MESSAGE,
  CITY_TOO_LONG_MESSAGE,
  CATEGORY_MESSAGE,
} from './business-messages';

/** The search's query (`GET /api/businesses`): sorts, the Umkreis and the filters. */

export const BUSINESS_SORTS = ['relevance', 'rating', 'newest', 'distance', 'random'] as const;
export type BusinessSort = (typeof BUSINESS_SORTS)[number];

/** The Umkreis choices the search form offers. */
export const RADIUS_CHOICES_KM = [5, 10, 25, 50] as const;

/** `GET /api/businesses`: search, filters and pagination; empty values count as absent. */
export class SearchBusinessesQueryDto extends PaginationQueryDto(DEFAULT_PAGE_SIZE) {
  @SearchText('Suchbegriff: Name, Branche, Leistungen, Stichwörter, Beschreibung (Tippfehler- und Umlaut-tolerant)')
  query?: string;

  @OptionalText(
    {
      description:
        'Eine der 10 Eintragskategorien (EntryCategory) oder eine der 12 Startseiten-Kategorien, ' +
        'jeweils als deutscher Name oder als stabiler Code (Groß-/Kleinschreibung und Umlaut-Schreibweise egal). ' +
        `Startseiten-Kategorien: ${describeCategoryCodes(HOME_CATEGORY_NAMES)}. Unbekannte Kategorien ergeben keine Treffer.`,
      maxLength: 50,
      example: 'Gastronomie',
    },
    CATEGORY_MESSAGE,
    CATEGORY_TOO_LONG_MESSAGE,
  )
  category?: string;

  @OptionalText(
    {
      description: 'Stadt (Anfang des Namens, ohne Rücksicht auf Groß-/Kleinschreibung und Umlaute) oder PLZ-Anfang',
      maxLength: 50,
      example: 'München',
    },
    CITY_MESSAGE,
    CITY_TOO_LONG_MESSAGE,
  )
  city?: string;

  @ApiPropertyOptional({
    description:
      'relevance (Standard): mit Suchbegriff Relevanz, sonst die Listenreihenfolge (verifiziert, Bewertung, Anzahl der Bewertungen, Name); ' +
      'rating: beste Bewertung zuerst (dann Anzahl der Bewertungen, Name); newest: zuletzt eingetragen zuerst; ' +
      'distance: nächste zuerst (nur mit near); random: zufällige Auswahl (z. B. limit=3)',
    enum: BUSINESS_SORTS,
    enumName: 'BusinessSort',
    default: 'relevance',
    example: 'relevance',
  })
  @IsOptional()
  @TrimToUndefined()
  @IsIn(BUSINESS_SORTS, { message: SORT_MESSAGE })
  sort?: BusinessSort;

  @ApiPropertyOptional({
    description:
      'true: nur jetzt geöffnete Unternehmen (deutsche Zeit, Grenzen eingeschlossen, Zeiten über Mitternacht; ' +
      'vorübergehend geschlossene nicht); false oder leer: kein Filter',
    example: true,
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: OPEN_NOW_MESSAGE })
  openNow?: boolean;

  @ApiPropertyOptional({
    description: 'Nur Unternehmen mit mindestens dieser Durchschnittsbewertung (1–5 Sterne, gerundet wie angezeigt)',
    minimum: 1,
    maximum: 5,
    type: 'integer',
    example: 4,
  })
  @IsOptional()
  @ToInteger()
  @IsInt({ message: MIN_RATING_MESSAGE })
  @Min(1, { message: MIN_RATING_MESSAGE })
  @Max(5, { message: MIN_RATING_MESSAGE })
  minRating?: number;

  @ApiPropertyOptional({
    description: 'true: nur verifizierte Unternehmen; false oder leer: kein Filter',
    example: true,
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: VERIFIED_FILTER_MESSAGE })
  verified?: boolean;

  @OptionalText(
    {
      description:
        'Umkreissuche um eine PLZ oder einen Ort in Deutschland, Österreich oder der Schweiz (z. B. 10115 oder Berlin); ' +
        'unbekannte Orte ergeben 400. Die Treffer tragen distanceKm.',
      maxLength: 100,
      example: '10115',
    },
    NEAR_MESSAGE,
    NEAR_TOO_LONG_MESSAGE,
  )
  near?: string;

  @ApiPropertyOptional({
    description: `Umkreis in km um near (${RADIUS_KM.min}–${RADIUS_KM.max}, Standard ${RADIUS_KM.default}); nur mit near`,
    minimum: RADIUS_KM.min,
    maximum: RADIUS_KM.max,
    default: RADIUS_KM.default,
    type: 'integer',
    example: 10,
  })
  @IsOptional()
  @ToInteger()
  @IsInt({ message: RADIUS_MESSAGE })
  @Min(RADIUS_KM.min, { message: RADIUS_MESSAGE })
  @Max(RADIUS_KM.max, { message: RADIUS_MESSAGE })
  radius?: number;

  @ApiPropertyOptional({
    description:
      'Seitenverweis für das Weiterblättern ab einer bestimmten Stelle (Keyset-Paginierung). Nicht selbst bilden: ' +
      'die Werte stehen in den next/prev-Verweisen des Link-Headers, sobald Seiten tief in der Trefferliste liegen. ' +
      'Mit cursor bestimmt er die Treffer, page ist dann nur die Seitennummer für die weiteren Verweise.',
    maxLength: 600,
    example:
      'WyJhIiwxLHRydWUsIi00LjUwIiwtMTIsIkZyaXNldXIgQmVpc3BpZWwiLCIwYjhhM2M1Mi02ZjFlLTRkMmEtOWM3Yi0yZTVmOGExZDRjOTAiXQ',
  })
  @IsOptional()
  @TrimToUndefined()
  @IsListingCursor()
  cursor?: string;
}
