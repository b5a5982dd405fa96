import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-error-response';
import { HttpCache } from '../common/http-caching';
import { RateLimit } from '../common/throttling/rate-limit';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { SiteInfoDto } from './site.dto';
import { RATE_LIMIT_MESSAGE } from '../common/common-messages';

@ApiTags('site')
@Controller('site')
export class SiteController {
  /** Built once: configuration is read at start-up and never changes, and a copy per request is garbage. */
  private readonly siteInfo: SiteInfoDto;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.siteInfo = Object.freeze({ ...config.operator, map: Object.freeze({ ...config.map }) });
  }

  @Get()
  @RateLimit('read')
  @HttpCache('static')
  @ApiOperation({
    summary: 'Betreiberangaben für Fußzeile, Kontakt und Rechtstexte; Kartenkacheln der Ergebniskarte',
    description:
      'Name, Anschrift, Kontakt und Registerangaben des Betreibers aus der Konfiguration (OPERATOR_*) und die Kartenkacheln (MAP_TILE_URL, MAP_TILE_ATTRIBUTION).',
  })
  @ApiOkResponse({ type: SiteInfoDto })
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  getSiteInfo(): SiteInfoDto {
    return this.siteInfo;
  }
}
