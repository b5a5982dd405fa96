import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSearchCooldown } from '@/lib/search-cooldown';
import { renderRoutes } from '@/testing/render-app';
import { dismissToast, getToasts } from '../ui/toast-store';
import { Toaster } from '../ui/toaster';
import { SearchForm } from './search-form';

function renderForm() {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <SearchForm />
            <Toaster />
          </>
        ),
      },
    ],
    '/',
  );
}

describe('SearchForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetSearchCooldown();
  });
  afterEach(() => {
    getToasts().forEach((item) => dismissToast(item.id));
    resetSearchCooldown();
    vi.useRealTimers();
  });

  it('searches with Was and Wo, then counts the cooldown down from 10 s', () => {
    const { router } = renderForm();
    fireEvent.change(screen.getByLabelText('Was'), { target: { value: '  Bäckerei ' } });
    fireEvent.change(screen.getByLabelText('Wo'), { target: { value: 'Köln' } });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    });

    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('query')).toBe('Bäckerei');
    expect(new URLSearchParams(router.state.location.search).get('city')).toBe('Köln');

    const button = screen.getByRole('button', { name: 'Warten (10s)' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Warten (9s)' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(8000);
    });
    expect(screen.getByRole('button', { name: 'Warten (1s)' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Suchen' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it("refuses a second search within 10 s with the 'Bitte warten' toast", () => {
    const { router } = renderForm();
    fireEvent.change(screen.getByLabelText('Was'), { target: { value: 'Friseur' } });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    });
    expect(router.state.location.search).toBe('?query=Friseur');

    act(() => {
      vi.advanceTimersByTime(3500);
    });
    fireEvent.change(screen.getByLabelText('Was'), { target: { value: 'Zahnarzt' } });
    act(() => {
      fireEvent.submit(screen.getByRole('search'));
    });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Bitte warten');
    expect(alert).toHaveTextContent('Sie können erst in 7 Sekunden wieder suchen.');
    expect(router.state.location.search).toBe('?query=Friseur');
  });

  it('says "1 Sekunde" in the last second', () => {
    renderForm();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    });
    act(() => {
      vi.advanceTimersByTime(9500);
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Warten (1s)' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Sie können erst in 1 Sekunde wieder suchen.');
  });
});
