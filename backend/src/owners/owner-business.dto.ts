import { ApiProperty } from '@nestjs/swagger';
import type { Business } from '../businesses/business.entity';
import { BusinessDto, mapBusiness } from '../businesses/business.dto';

export const OWNER_CHANGE_STATES = ['pending', 'rejected'] as const;
export type OwnerChangeState = (typeof OWNER_CHANGE_STATES)[number];

/** Where the owner's latest change of a listing stands in review. */
export class OwnerChangeDto {
  @ApiProperty({
    enum: OWNER_CHANGE_STATES,
    enumName: 'OwnerChangeState',
    description: 'pending: wird geprüft; rejected: abgelehnt (mit Grund)',
    example: 'pending',
  })
  state!: OwnerChangeState;

  @ApiProperty({ type: String, nullable: true, description: 'Grund der Ablehnung', example: null })
  reason!: string | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2025-06-02T08:00:00.000Z' })
  submittedAt!: string;
}

/** A listing as its owner sees it in /inhaber: the public fields and the state of the owner's change. */
export class OwnerBusinessDto extends BusinessDto {
  @ApiProperty({
    type: OwnerChangeDto,
    nullable: true,
    description:
      'null, wenn nichts in Prüfung ist. Bis Änderungen des Inhabers (PUT /api/owner/businesses/{id}) eigens ' +
      'gespeichert werden, folgt der Wert dem Prüfstatus des Eintrags: pending während der Prüfung, rejected ' +
      'mit dem Grund der Redaktion.',
  })
  ownerChange!: OwnerChangeDto | null;
}

/**
 * The owner's change as far as the entry itself tells it: an entry in review is a change in review, a rejected
 * entry carries the admin's reason. The owner's edit (PUT /api/owner/businesses/{id}) replaces this with its own
 * record when it keeps the change apart from the published entry.
 */
export function ownerChangeOf(
  business: Pick<Business, 'status' | 'rejectionReason' | 'updatedAt'>,
): OwnerChangeDto | null {
  if (business.status === 'published') return null;
  return {
    state: business.status,
    reason: business.status === 'rejected' ? business.rejectionReason : null,
    submittedAt: business.updatedAt.toISOString(),
  };
}

export function mapOwnerBusiness(business: Business, now: Date): OwnerBusinessDto {
  return { ...mapBusiness(business, now), ownerChange: ownerChangeOf(business) };
}
