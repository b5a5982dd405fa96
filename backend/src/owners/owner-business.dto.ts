import { ApiProperty } from '@nestjs/swagger';
import type { CalendarMoment } from '../businesses/opening-calendar';
import type { Business } from '../businesses/business.entity';
import { BusinessDto, mapBusiness } from '../businesses/business-response.dto';

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
      'null, wenn nichts in Prüfung ist. Jede Änderung (auch PUT /api/owner/businesses/{id}) geht in die Prüfung ' +
      'der Redaktion; der Wert folgt ihrem Stand: pending während der Prüfung, rejected mit dem Grund der Redaktion.',
  })
  ownerChange!: OwnerChangeDto | null;
}

/**
 * The owner's change as the entry tells it: every edit sends the entry back to review (the rule for all edits), so
 * an entry in review is a change in review and a rejected entry carries the admin's reason.
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

export function mapOwnerBusiness(business: Business, at: CalendarMoment): OwnerBusinessDto {
  return { ...mapBusiness(business, at), ownerChange: ownerChangeOf(business) };
}
