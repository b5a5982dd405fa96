import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, Matches } from 'class-validator';
import { TrimToUndefined } from '../common/transforms';
import { STATISTICS_EVENTS, type StatisticsEvent } from './statistics-counter';
import { STATISTICS_EVENT_MESSAGE } from './statistics-messages';
import { DATE_FORMAT_MESSAGE } from '../businesses/business-messages';

/** `POST /api/businesses/{id}/events`: what the business page reports. */
export class StatisticsEventDto {
  @ApiProperty({
    description: 'view: die Seite wurde angesehen; phone, website, route, email: ein Klick auf diesen Kontaktweg',
    enum: STATISTICS_EVENTS,
    enumName: 'StatisticsEvent',
    example: 'view',
  })
  @IsIn(STATISTICS_EVENTS, { message: STATISTICS_EVENT_MESSAGE })
  type!: StatisticsEvent;
}

function DateQuery(description: string, example: string): PropertyDecorator {
  return (target: object, property: string | symbol) => {
    ApiPropertyOptional({ description, format: 'date', example })(target, property);
    IsOptional()(target, property);
    TrimToUndefined()(target, property);
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_FORMAT_MESSAGE })(target, property);
    IsISO8601({ strict: true }, { message: DATE_FORMAT_MESSAGE })(target, property);
  };
}

/** The days asked for: by default the last 30, today included. */
export class StatisticsQueryDto {
  @DateQuery('Erster Tag (JJJJ-MM-TT); ohne Angabe 29 Tage vor dem letzten', '2026-11-06')
  from?: string;

  @DateQuery('Letzter Tag (JJJJ-MM-TT, eingeschlossen); ohne Angabe heute', '2026-12-05')
  to?: string;
}

export class StatisticsTotalsDto {
  @ApiProperty({ type: 'integer', description: 'Aufrufe der Unternehmensseite', example: 120 })
  views!: number;

  @ApiProperty({ type: 'integer', description: 'Anzeigen in Suchergebnissen', example: 1480 })
  searchAppearances!: number;

  @ApiProperty({ type: 'integer', description: 'Klicks auf die Telefonnummer', example: 9 })
  phoneClicks!: number;

  @ApiProperty({ type: 'integer', description: 'Klicks auf die Website', example: 14 })
  websiteClicks!: number;

  @ApiProperty({ type: 'integer', description: 'Klicks auf „Route“', example: 6 })
  routeClicks!: number;

  @ApiProperty({ type: 'integer', description: 'Klicks auf die E-Mail-Adresse', example: 2 })
  emailClicks!: number;
}

export class StatisticsDayDto extends StatisticsTotalsDto {
  @ApiProperty({ format: 'date', example: '2026-12-05' })
  date!: string;
}

export class BusinessStatisticsDto {
  @ApiProperty({ format: 'date', example: '2026-11-06' })
  from!: string;

  @ApiProperty({ format: 'date', example: '2026-12-05' })
  to!: string;

  @ApiProperty({ type: StatisticsTotalsDto })
  totals!: StatisticsTotalsDto;

  @ApiProperty({ type: [StatisticsDayDto], description: 'Jeder Tag des Zeitraums, auch die ohne Zählung (0)' })
  days!: StatisticsDayDto[];
}
