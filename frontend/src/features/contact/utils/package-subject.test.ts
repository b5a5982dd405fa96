import { describe, expect, it } from 'vitest';
import { subjectForPackage } from './package-subject';

describe('subjectForPackage', () => {
  it.each([
    ['Basis', 'Anfrage zum Paket Basis'],
    ['Professional', 'Anfrage zum Paket Professional'],
    ['Premium', 'Anfrage zum Paket Premium'],
    ['premium', 'Anfrage zum Paket Premium'],
    [' Basis ', 'Anfrage zum Paket Basis'],
  ])('preselects %p as %p', (paket, subject) => {
    expect(subjectForPackage(paket)).toBe(subject);
  });

  it.each([[null], [''], ['Gold'], ['<script>'], ['Basis Plus']])('leaves the subject empty for %p', (paket) => {
    expect(subjectForPackage(paket)).toBe('');
  });
});
