import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewHeader } from './review-header';

const review = { authorName: 'Anna Schmidt', createdAt: '2026-03-05T10:00:00.000Z', rating: 4 };

describe('ReviewHeader', () => {
  it.each(['h2', 'h3'] as const)('names the author in an %s, with the date and the stars', (headingLevel) => {
    const { container } = render(<ReviewHeader review={review} headingLevel={headingLevel} />);
    const heading = screen.getByRole('heading', { name: 'Anna Schmidt' });
    expect(heading.tagName).toBe(headingLevel.toUpperCase());
    expect(container).toHaveTextContent('5. März 2026');
    expect(screen.getByRole('img', { name: '4,0 von 5 Sternen' })).toBeInTheDocument();
    expect(container).toHaveTextContent('(4/5)');
  });
});
