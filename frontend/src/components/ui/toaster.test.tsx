import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, dismissToast, toast, TOAST_DURATION_MS } from './toast-store';
import { Toaster } from './toaster';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    getToasts().forEach((item) => dismissToast(item.id));
    vi.useRealTimers();
  });

  it('shows at most one toast: a new one replaces the visible one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Erster' });
      toast({
        title: 'Bitte warten',
        description: 'Sie können erst in 7 Sekunden wieder suchen.',
        variant: 'destructive',
      });
    });
    expect(screen.queryByText('Erster')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte warten');
    expect(screen.getByRole('alert')).toHaveTextContent('Sie können erst in 7 Sekunden wieder suchen.');
  });

  it('disappears after the default 5 seconds', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Erfolg!' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Erfolg!');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Erfolg!')).not.toBeInTheDocument();
  });
});
