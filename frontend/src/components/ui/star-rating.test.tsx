import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

function filledStars(container: HTMLElement): number {
  return container.querySelectorAll('path.fill-amber-400').length;
}

describe('StarRating', () => {
  it('fills the nearest whole number of stars and reads the average with one decimal', () => {
    const { container } = render(<StarRating value={3.5} />);
    expect(filledStars(container)).toBe(4);
    expect(screen.getByRole('img', { name: '3,5 von 5 Sternen' })).toBeInTheDocument();
  });

  it('rounds 4,4 down and shows five stars in all', () => {
    const { container } = render(<StarRating value={4.4} />);
    expect(filledStars(container)).toBe(4);
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(container.querySelectorAll('path')).toHaveLength(5);
  });
});
