import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, IsNull } from 'typeorm';
import { Business } from '../businesses/business.entity';
import { BUSINESS_NOT_FOUND_ERROR } from '../businesses/business-messages';

/** The listings an owner owns (business_owners). */
@Injectable()
export class OwnerBusinessesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** By name; entries in the admin's trash are left out. */
  list(ownerId: string): Promise<Business[]> {
    return this.owned(ownerId).orderBy('b.name', 'ASC').getMany();
  }

  /** One of the owner's listings, or null (also for an id that is not a UUID). */
  async one(ownerId: string, businessId: string): Promise<Business | null> {
    if (!isUUID(businessId)) return null;
    return this.owned(ownerId).andWhere('b.id = :businessId', { businessId }).getOne();
  }

  private owned(ownerId: string) {
    return this.dataSource.manager
      .createQueryBuilder(Business, 'b')
      .innerJoin('business_owners', 'o', 'o.business_id = b.id')
      .where('o.owner_id = :ownerId', { ownerId })
      .andWhere({ deletedAt: IsNull() });
  }

  /**
   * Every owner route that names a listing asks this first: a listing the owner does not own (or one in the trash)
   * answers 404 as if it did not exist, so one owner learns nothing about another's listings.
   */
  async assertOwns(ownerId: string, businessId: string): Promise<void> {
    if (!(await this.owns(ownerId, businessId))) throw DomainError.notFound(BUSINESS_NOT_FOUND_ERROR);
  }

  /** Whether the owner owns the listing (not in the trash). */
  async owns(ownerId: string, businessId: string): Promise<boolean> {
    return isUUID(businessId) && this.owned(ownerId).andWhere('b.id = :businessId', { businessId }).getExists();
  }
}
