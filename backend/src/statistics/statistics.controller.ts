import { Body, Controller, Headers, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessIdParamDto } from '../businesses/business.dto';
import { ApiErrorResponse } from '../common/api-error-response';
import { RateLimit } from '../common/throttling/rate-limit';
import { StatisticsCounter } from './statistics-counter';
import { StatisticsEventDto } from './statistics.dto';
import { STATISTICS_EVENT_MESSAGE } from './statistics-messages';
import { RATE_LIMIT_MESSAGE } from '../common/common-messages';
import { BUSINESS_ID_FORMAT_MESSAGE } from '../businesses/business-messages';

/** The business page's beacon: what the owners' statistics count. */
@ApiTags('businesses')
@Controller('businesses')
export class StatisticsController {
  constructor(private readonly counter: StatisticsCounter) {}

  @Post(':id/events')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit('read')
  @ApiOperation({
    summary: 'Einen Seitenaufruf oder Klick zählen',
    description:
      'Die Unternehmensseite meldet ihren Aufruf und Klicks auf Telefon, Website, Route und E-Mail für die ' +
      'Statistik des Inhabers. Gezählt wird nur die Zahl pro Eintrag und Tag: keine IP-Adresse, kein Cookie, keine ' +
      'Kennung. Bekannte Bots (am User-Agent erkannt) und Anfragen ohne User-Agent zählen nicht. Die Antwort ist ' +
      'immer 204, auch für eine ID ohne Eintrag (sie wird nicht gezählt).',
  })
  @ApiBody({ type: StatisticsEventDto })
  @ApiNoContentResponse({ description: 'Angenommen' })
  @ApiErrorResponse(400, STATISTICS_EVENT_MESSAGE, BUSINESS_ID_FORMAT_MESSAGE)
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  countEvent(
    @Param() params: BusinessIdParamDto,
    @Body() dto: StatisticsEventDto,
    @Headers('user-agent') userAgent: string | undefined,
  ): void {
    this.counter.count(params.id, dto.type, userAgent);
  }
}
