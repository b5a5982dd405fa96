import { randomUUID } from 'node:crypto';
import type { DatasetBusiness, DatasetReview } from '../../src/import/dataset';

/** A small, valid dataset entry in the bundled file's shape. */
export function fixtureBusiness(index: number, overrides: Partial<DatasetBusiness> = {}): DatasetBusiness {
  return {
    id: randomUUID(),
    name: `Testbetrieb ${index}`,
    category: 'Sonstige',
    description: 'Ein Betrieb aus dem Testdatensatz.',
    services: null,
    street: `Teststraße ${index}`,
    postalCode: '10115',
    city: 'Berlin',
    country: 'Deutschland',
    state: 'Berlin',
    phone: '030 1234567',
    fax: null,
    email: null,
    website: null,
    keywords: null,
    verified: false,
    isFormCustomer: false,
    imageUrl: null,
    mondayOpen: '09:00',
    mondayClose: '17:00',
    createdAt: '2024-05-01T10:00:00.000Z',
    reviews: [],
    ...overrides,
  };
}

export function fixtureReview(rating: number, createdAt = '2025-01-01T12:00:00.000Z'): DatasetReview {
  return { authorName: 'Erika Mustermann', rating, comment: 'Freundlich, schnell und zuverlässig.', createdAt };
}
