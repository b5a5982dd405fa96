import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BusinessImage, initialLetter } from './business-image';

describe('initialLetter', () => {
  it('takes the first letter, upper-cased, umlauts included', () => {
    expect(initialLetter('bäckerei Müller')).toBe('B');
    expect(initialLetter('  österreich Reisen')).toBe('Ö');
    expect(initialLetter('')).toBe('?');
  });
});

describe('BusinessImage', () => {
  it('shows the initial when there is no image', () => {
    render(<BusinessImage name="Zahnarzt Weber" imageUrl={null} className="" letterClassName="" />);
    expect(screen.getByRole('img', { name: 'Zahnarzt Weber (kein Bild)' })).toHaveTextContent('Z');
  });

  it('logs a broken image and replaces it with the initial', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<BusinessImage name="Café Luise" imageUrl="/objects/kaputt.jpg" className="" letterClassName="" />);
    fireEvent.error(screen.getByRole('img', { name: 'Café Luise' }));
    expect(screen.getByRole('img', { name: 'Café Luise (kein Bild)' })).toHaveTextContent('C');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
