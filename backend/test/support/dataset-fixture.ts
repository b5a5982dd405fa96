import { randomUUID } from 'node:crypto';
import type { DatasetBusiness, DatasetReview } from '../../src/import/dataset';
import { ImportService } from '../../src/import/import.service';
import type { TestApp } from './test-app';

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

/** Replaces the imported businesses with `fixtures` and analyses the table, so that search plans see their shape. */
export async function importFixtures(t: TestApp, fixtures: readonly DatasetBusiness[]): Promise<void> {
  await t.dataSource.transaction((manager) => t.app.get(ImportService).replaceImported(manager, fixtures));
  await t.dataSource.query('ANALYZE businesses');
}
