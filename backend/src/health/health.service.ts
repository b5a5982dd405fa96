import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
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
      throw DomainError.unavailable(DATABASE_UNREACHABLE);
    }
    return { status: 'ok', database: 'ok' };
  }
}
