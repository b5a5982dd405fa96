import type { OwnerBusinessDto } from '@/api/generated/model';

export interface ListingState {
  label: string;
  tone: 'published' | 'review' | 'rejected';
  /** The admin's reason for a rejection. */
  reason: string | null;
}

/**
 * How /inhaber names a listing's state: a change in review of a published entry ("Änderung wird geprüft"), a
 * new entry in review ("Wird geprüft"), a rejection with its reason, else "Veröffentlicht".
 */
export function listingState(business: Pick<OwnerBusinessDto, 'status' | 'ownerChange'>): ListingState {
  const change = business.ownerChange;
  if (change?.state === 'rejected' || business.status === 'rejected') {
    return { label: 'Abgelehnt', tone: 'rejected', reason: change?.reason ?? null };
  }
  if (change?.state === 'pending') {
    return business.status === 'published'
      ? { label: 'Änderung wird geprüft', tone: 'review', reason: null }
      : { label: 'Wird geprüft', tone: 'review', reason: null };
  }
  if (business.status === 'pending') return { label: 'Wird geprüft', tone: 'review', reason: null };
  return { label: 'Veröffentlicht', tone: 'published', reason: null };
}
