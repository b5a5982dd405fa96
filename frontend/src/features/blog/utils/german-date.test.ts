import { describe, expect, it } from 'vitest';
import { germanDateToIso } from './german-date';

describe('germanDateToIso', () => {
  it.each([
    ['14. Januar 2026', '2026-01-14'],
    ['3. März 2025', '2025-03-03'],
    ['29. Februar 2024', '2024-02-29'],
    [' 1. dezember 2026 ', '2026-12-01'],
  ])('reads %p', (text, iso) => {
    expect(germanDateToIso(text)).toBe(iso);
  });

  it.each([['29. Februar 2025'], ['31. April 2026'], ['14. Jänner 2026'], ['2026-01-14'], ['']])(
    'refuses %p',
    (text) => {
      expect(germanDateToIso(text)).toBeUndefined();
    },
  );
});
