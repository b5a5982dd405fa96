import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

/** The stars drawn by the paths of a colour: each star is one subpath (starts with M). */
function stars(container: HTMLElement, colour: 'fill-amber-400' | 'fill-slate-200'): number {
  return [...container.querySelectorAll(`path.${colour}`)].reduce(
    (sum, path) => sum + (path.getAttribute('d')?.match(/M/g)?.length ?? 0),
    0,
  );
}
const filledStars = (container: HTMLElement) => stars(container, 'fill-amber-400');

describe('StarRating', () => {
  it('fills the nearest whole number of stars and reads the average with one decimal', () => {
    const { container } = render(<StarRating value={3.5} />);
    expect(filledStars(container)).toBe(4);
    expect(screen.getByRole('img', { name: '3,5 von 5 Sternen' })).toBeInTheDocument();
  });

  it('rounds 4,4 down and shows five stars in all, in one picture', () => {
    const { container } = render(<StarRating value={4.4} />);
    expect(filledStars(container)).toBe(4);
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(filledStars(container) + stars(container, 'fill-slate-200')).toBe(5);
    // Each star starts at its own point and is drawn in relative moves: none is pulled back to the first.
    const outlines = [...container.querySelectorAll('path')].map((path) => path.getAttribute('d') ?? '');
    expect(outlines.join('').match(/M[\d.]+ 1\.5/g)).toEqual(['M10 1.5', 'M30 1.5', 'M50 1.5', 'M70 1.5', 'M90 1.5']);
    expect(outlines.join('')).not.toMatch(/[LHVCSQTA]/);
  });
});
