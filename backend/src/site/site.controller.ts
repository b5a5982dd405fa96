import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HttpCache } from '../common/http-caching';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { SiteInfoDto } from './site.dto';

@ApiTags('site')
@Controller('site')
export class SiteController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @HttpCache('static')
  @ApiOperation({ summary: 'Betreiberangaben für Fußzeile, Kontakt und Rechtstexte' })
  @ApiOkResponse({ type: SiteInfoDto })
  getSiteInfo(): SiteInfoDto {
    return { ...this.config.operator };
  }
}
