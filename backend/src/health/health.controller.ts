import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-error-response';
import { HealthDto, ReadinessDto } from './health.dto';
import { DATABASE_UNREACHABLE, HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly healthService: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Lebenszeichen des Prozesses (ohne Datenbank)' })
  @ApiOkResponse({ type: HealthDto })
  getHealth(): HealthDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Bereitschaft: Datenbank erreichbar' })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiErrorResponse(503, DATABASE_UNREACHABLE)
  getReadiness(): Promise<ReadinessDto> {
    return this.healthService.readiness();
  }
}
