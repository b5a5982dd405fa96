import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAVOURITES_KEY, resetFavouritesCache, toggleFavourite, useIsFavourite } from './favourites';

function Probe({ id }: { id: string }) {
  return <p>{useIsFavourite(id) ? 'gespeichert' : 'nicht gespeichert'}</p>;
}

describe('favourites', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetFavouritesCache();
  });
  afterEach(() => window.localStorage.clear());

  it('reads saved ids from the browser after mounting', async () => {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['a', 'b']));
    render(<Probe id="b" />);
    expect(await screen.findByText('gespeichert')).toBeInTheDocument();
  });

  it('toggles and persists', async () => {
    render(<Probe id="x" />);
    expect(await screen.findByText('nicht gespeichert')).toBeInTheDocument();
    act(() => void toggleFavourite('x'));
    expect(screen.getByText('gespeichert')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_KEY)!)).toEqual(['x']);
    act(() => void toggleFavourite('x'));
    expect(screen.getByText('nicht gespeichert')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_KEY)!)).toEqual([]);
  });

  it('ignores unreadable stored values', async () => {
    window.localStorage.setItem(FAVOURITES_KEY, '{kaputt');
    render(<Probe id="a" />);
    expect(await screen.findByText('nicht gespeichert')).toBeInTheDocument();
    expect(toggleFavourite('a')).toBe(true);
  });
});
