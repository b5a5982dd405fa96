import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ReadinessDto } from './health.dto';

export const DATABASE_UNREACHABLE = 'Datenbank nicht erreichbar';

@Injectable()
export class HealthService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async readiness(): Promise<ReadinessDto> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException(DATABASE_UNREACHABLE);
    }
    return { status: 'ok', database: 'ok' };
  }
}
