import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { Business } from '../businesses/business.entity';

/** The listings an owner owns (business_owners). */
@Injectable()
export class OwnerBusinessesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** By name; entries in the admin's trash are left out. */
  list(ownerId: string): Promise<Business[]> {
    return this.dataSource.manager
      .createQueryBuilder(Business, 'b')
      .innerJoin('business_owners', 'o', 'o.business_id = b.id')
      .where('o.owner_id = :ownerId', { ownerId })
      .andWhere({ deletedAt: IsNull() })
      .orderBy('b.name', 'ASC')
      .getMany();
  }
}
