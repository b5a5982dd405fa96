import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initials, loopIndex, TestimonialCarousel } from './testimonial-carousel';

const testimonials = [1, 2, 3].map((n) => ({
  id: n,
  text: `Text ${n}`,
  author: `Person ${n}`,
  location: 'Berlin',
  rating: 5 as const,
  icon: '🙂',
}));

describe('loopIndex', () => {
  it('wraps in both directions', () => {
    expect(loopIndex(0, -1, 8)).toBe(7);
    expect(loopIndex(7, 1, 8)).toBe(0);
    expect(loopIndex(3, 1, 8)).toBe(4);
    expect(loopIndex(0, 1, 0)).toBe(0);
  });
});

describe('initials', () => {
  it('takes first and last name', () => {
    expect(initials('Katharina Vogel')).toBe('KV');
    expect(initials('Dr. Özlem  van der Berg')).toBe('DB');
    expect(initials('Ümit')).toBe('Ü');
  });
});

describe('TestimonialCarousel', () => {
  it('loops with the buttons, which are never disabled', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(screen.getByText('„Text 1“')).toBeInTheDocument();
    // Two of each button exist (beside the quote, and below it on phones); CSS shows one.
    const previous = screen.getAllByRole('button', { name: 'Vorherige Bewertung' })[0];
    expect(previous).toBeEnabled();
    await user.click(previous);
    expect(screen.getByText('„Text 3“')).toBeInTheDocument();
    const next = screen.getAllByRole('button', { name: 'Nächste Bewertung' });
    await user.click(next[0]);
    await user.click(next[1]);
    expect(screen.getByText('„Text 2“')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2 von 3' })).toBeInTheDocument();
  });

  it('moves with the left and right arrow keys', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={testimonials} />);
    screen.getByRole('region', { name: 'Kundenstimmen' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('„Text 3“')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('„Text 2“')).toBeInTheDocument();
  });
});
