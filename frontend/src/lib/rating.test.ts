import { describe, expect, it } from 'vitest';
import { roundToWholeStars } from './rating';

describe('roundToWholeStars', () => {
  it('rounds to the nearest whole star, halves up', () => {
    expect(roundToWholeStars(4.49)).toBe(4);
    expect(roundToWholeStars(4.5)).toBe(5);
    expect(roundToWholeStars(3.7)).toBe(4);
    expect(roundToWholeStars(1.2)).toBe(1);
    expect(roundToWholeStars(0.5)).toBe(1);
    expect(roundToWholeStars(0.49)).toBe(0);
  });

  it('clamps to 0–5 and treats non-numbers as 0', () => {
    expect(roundToWholeStars(5)).toBe(5);
    expect(roundToWholeStars(7)).toBe(5);
    expect(roundToWholeStars(-2)).toBe(0);
    expect(roundToWholeStars(Number.NaN)).toBe(0);
  });
});
