import { describe, expect, it } from 'vitest';
import { listingState } from './listing-state';

const at = '2025-06-02T08:00:00.000Z';

describe('listingState', () => {
  it('names a published entry without a change', () => {
    expect(listingState({ status: 'published', ownerChange: null })).toEqual({
      label: 'Veröffentlicht',
      tone: 'published',
      reason: null,
    });
  });

  it('tells a change in review of a published entry from a new entry in review', () => {
    const pending = { state: 'pending' as const, reason: null, submittedAt: at };
    expect(listingState({ status: 'published', ownerChange: pending }).label).toBe('Änderung wird geprüft');
    expect(listingState({ status: 'pending', ownerChange: pending }).label).toBe('Wird geprüft');
    expect(listingState({ status: 'pending', ownerChange: null }).label).toBe('Wird geprüft');
  });

  it('carries the reason of a rejection', () => {
    const rejected = { state: 'rejected' as const, reason: 'Die Adresse fehlt', submittedAt: at };
    expect(listingState({ status: 'published', ownerChange: rejected })).toEqual({
      label: 'Abgelehnt',
      tone: 'rejected',
      reason: 'Die Adresse fehlt',
    });
    expect(listingState({ status: 'rejected', ownerChange: null }).reason).toBeNull();
  });
});
