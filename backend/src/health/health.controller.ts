import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-error-response';
import { RateLimit } from '../common/throttling/rate-limit';
import { HealthDto, ReadinessDto } from './health.dto';
import { DATABASE_UNREACHABLE, HealthService } from './health.service';
import { RATE_LIMIT_MESSAGE } from '../common/common-messages';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly healthService: HealthService) {}

  @Get()
  @RateLimit('read')
  @ApiOperation({
    summary: 'Lebenszeichen des Prozesses (ohne Datenbank)',
    description: 'Antwortet, solange der Prozess läuft, auch wenn die Datenbank fehlt (Liveness-Probe).',
  })
  @ApiOkResponse({ type: HealthDto })
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  getHealth(): HealthDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @RateLimit('read')
  @ApiOperation({
    summary: 'Bereitschaft: Datenbank erreichbar',
    description:
      'Antwortet 200, wenn die Datenbank erreichbar ist, sonst 503 mit Retry-After (Readiness-Probe für Load Balancer).',
  })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiErrorResponse(429, RATE_LIMIT_MESSAGE)
  @ApiErrorResponse(503, DATABASE_UNREACHABLE)
  getReadiness(): Promise<ReadinessDto> {
    return this.healthService.readiness();
  }
}
