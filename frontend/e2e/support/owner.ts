import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect } from './test';

/** The server's .eml files (playwright.config.ts sets E2E_DATA_DIR for the server and the journeys). */
const MAIL_DIR = join(process.env.E2E_DATA_DIR ?? '', 'mail');

/** The sign-in token of the newest .eml to `address` (quoted-printable soft breaks undone). */
export function tokenFromMail(address: string): string | undefined {
  if (!existsSync(MAIL_DIR)) return undefined;
  const sources = readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .map((name) =>
      readFileSync(join(MAIL_DIR, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((source) => source.includes(address));
  for (const source of sources.reverse()) {
    const match = /\/inhaber\/anmelden\?token=([A-Za-z0-9_-]{43})/.exec(source);
    if (match !== null) return match[1];
  }
  return undefined;
}

/** The calendar day `days` from today on German time, 'JJJJ-MM-TT'. */
export function berlinDay(days: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(Date.now() + days * 86_400_000);
}

export async function createListing(request: APIRequestContext, name: string, email: string): Promise<string> {
  const response = await request.post('/api/businesses', {
    data: {
      name,
      category: 'Handwerk & Dienstleistung',
      street: 'Lange Straße 3',
      postalCode: '32052',
      city: 'Herford',
      country: 'Deutschland',
      email,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
