import { ApiProperty } from '@nestjs/swagger';
import { DEFAULT_PAGE_SIZE, PaginationQueryDto } from '../common/pagination';
import { BusinessDto } from '../businesses/business-response.dto';
import type { LandingCityRef, LandingPageRef } from './landing-pages.repository';
import type { LandingTrade } from './landing-trades';

/** A landing page's `?page=` (and `limit`, as the search takes it). */
export class LandingPageQueryDto extends PaginationQueryDto(DEFAULT_PAGE_SIZE) {}

export class LandingTradeDto {
  @ApiProperty({ example: 'friseur', description: 'Kleinbuchstaben, Umlaute ausgeschrieben' })
  slug!: string;

  @ApiProperty({ example: 'Friseur', description: 'Die Branche in der Einzahl (Brotkrümelnavigation)' })
  label!: string;

  @ApiProperty({ example: 'Friseure', description: 'Die Branche für die Überschrift ("Friseure in Berlin")' })
  plural!: string;

  @ApiProperty({
    description: 'Eine der zehn Eintragskategorien (sonst eine Branche aus Namen und Stichworten)',
    example: false,
  })
  category!: boolean;
}

export class LandingCityDto {
  @ApiProperty({ example: 'muenchen', description: 'Kleinbuchstaben, Umlaute ausgeschrieben' })
  slug!: string;

  @ApiProperty({ example: 'München' })
  name!: string;
}

/** One landing page `/branchen/{trade}/{city}` that has entries. */
export class LandingLinkDto {
  @ApiProperty({ type: LandingTradeDto })
  trade!: LandingTradeDto;

  @ApiProperty({ type: LandingCityDto })
  city!: LandingCityDto;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    example: 12,
    description: 'Einträge bei der letzten Aktualisierung der Übersicht',
  })
  count!: number;
}

export class LandingCityLinksDto {
  @ApiProperty({ type: LandingCityDto })
  city!: LandingCityDto;

  @ApiProperty({ type: [LandingLinkDto], description: 'Die größten Branchen der Stadt' })
  links!: LandingLinkDto[];
}

/** Links for the home page: the largest cities with their largest trades, and the largest pages overall. */
export class LandingLinksDto {
  @ApiProperty({ type: [LandingCityLinksDto] })
  cities!: LandingCityLinksDto[];

  @ApiProperty({ type: [LandingLinkDto] })
  popular!: LandingLinkDto[];
}

/** A landing page: the trade, the city and one page of their published businesses in listing order. */
export class LandingPageDto {
  @ApiProperty({ type: LandingTradeDto })
  trade!: LandingTradeDto;

  @ApiProperty({ type: LandingCityDto })
  city!: LandingCityDto;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 42,
    description: 'Anzahl der Einträge (genau bis 10.000, sonst Untergrenze)',
  })
  total!: number;

  @ApiProperty({ description: 'false: total ist eine Untergrenze', example: true })
  totalExact!: boolean;

  @ApiProperty({ type: 'integer', minimum: 1, example: 1 })
  page!: number;

  @ApiProperty({ type: 'integer', minimum: 1, example: 24 })
  limit!: number;

  @ApiProperty({ type: [BusinessDto] })
  items!: BusinessDto[];
}

export function mapLandingTrade({ slug, label, plural, category }: LandingTrade): LandingTradeDto {
  return { slug, label, plural, category };
}

export function mapLandingCity(city: Pick<LandingCityRef, 'citySlug' | 'cityName'>): LandingCityDto {
  return { slug: city.citySlug, name: city.cityName };
}

export function mapLandingLink(page: LandingPageRef, trade: LandingTrade): LandingLinkDto {
  return { trade: mapLandingTrade(trade), city: mapLandingCity(page), count: page.businessCount };
}
