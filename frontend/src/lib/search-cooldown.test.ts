import { describe, expect, it } from 'vitest';
import { cooldownSecondsLeft, SEARCH_COOLDOWN_MS } from './search-cooldown';

describe('cooldownSecondsLeft', () => {
  const start = 1_000_000;

  it('is 0 before any search', () => {
    expect(cooldownSecondsLeft(null, start)).toBe(0);
  });

  it('counts down from 10 to 0, rounding up', () => {
    expect(SEARCH_COOLDOWN_MS).toBe(10_000);
    expect(cooldownSecondsLeft(start, start)).toBe(10);
    expect(cooldownSecondsLeft(start, start + 1)).toBe(10);
    expect(cooldownSecondsLeft(start, start + 999)).toBe(10);
    expect(cooldownSecondsLeft(start, start + 1000)).toBe(9);
    expect(cooldownSecondsLeft(start, start + 8_500)).toBe(2);
    expect(cooldownSecondsLeft(start, start + 9_001)).toBe(1);
    expect(cooldownSecondsLeft(start, start + 9_999)).toBe(1);
  });

  it('is free again at exactly 10 s and after', () => {
    expect(cooldownSecondsLeft(start, start + 10_000)).toBe(0);
    expect(cooldownSecondsLeft(start, start + 60_000)).toBe(0);
  });

  it('never shows more than 10 s when the clock goes back', () => {
    expect(cooldownSecondsLeft(start, start - 5_000)).toBe(10);
  });
});
