import type { FastifyRequest } from 'fastify';

/**
 * What an accepted write changed, as far as the public caches (rendered pages, search lookups) care. A write
 * that describes its changes forgets only what they touch; any other write forgets everything (app.factory.ts).
 */
export interface BusinessChanges {
  businessId: string;
  /** The entry was public (listed, searchable) before the write or is after it. */
  publicListing: boolean;
}

const described = new WeakMap<FastifyRequest, BusinessChanges>();

/** Called by a write's handler before it answers. */
export function describeChanges(request: FastifyRequest, changes: BusinessChanges): void {
  described.set(request, changes);
}

export function changesOf(request: FastifyRequest): BusinessChanges | undefined {
  return described.get(request);
}
