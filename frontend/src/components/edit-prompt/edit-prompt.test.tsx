import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDIT_WINDOW_MS } from '@/lib/edit-window';
import { readEntry, saveEntry } from '@/lib/entry-storage';
import { EditPrompt } from './edit-prompt';

const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <EditPrompt />
          </>
        ),
        children: [
          { path: 'business/:id', element: <h1>Detail</h1> },
          { path: 'business/:id/edit', element: <h1>Bearbeiten</h1> },
          { path: 'kontakt', element: <h1>Kontakt</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function flush() {
  await act(() => Promise.resolve());
}

describe('EditPrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('shows the time left and the edit button on the detail page of a fresh entry', async () => {
    saveEntry('b1', { createdAt: NOW - 30_000, editToken: 't' });
    renderAt('/business/b1');
    await flush();
    expect(screen.getByText('Sie können Ihren Eintrag noch bearbeiten')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('9:30 min');
    expect(screen.getByRole('link', { name: 'Eintrag bearbeiten' })).toHaveAttribute('href', '/business/b1/edit');
  });

  it('counts down every second', async () => {
    saveEntry('b1', { createdAt: NOW });
    renderAt('/business/b1');
    await flush();
    expect(screen.getByRole('timer')).toHaveTextContent('10:00 min');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('9:59 min');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('8:59 min');
  });

  it('disappears at expiry and removes the stored timestamp', async () => {
    saveEntry('b1', { createdAt: NOW - EDIT_WINDOW_MS + 2000, editToken: 't' });
    renderAt('/business/b1');
    await flush();
    expect(screen.getByRole('timer')).toHaveTextContent('0:02 min');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('0:01 min');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Sie können Ihren Eintrag noch bearbeiten')).not.toBeInTheDocument();
    expect(readEntry('b1')).toBeNull();
  });

  it('removes an already expired entry without showing anything', async () => {
    saveEntry('b1', { createdAt: NOW - EDIT_WINDOW_MS - 1 });
    renderAt('/business/b1');
    await flush();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(readEntry('b1')).toBeNull();
  });

  it('shows the countdown without the edit button on the edit page', async () => {
    saveEntry('b1', { createdAt: NOW });
    renderAt('/business/b1/edit');
    await flush();
    expect(screen.getByRole('timer')).toHaveTextContent('10:00 min');
    expect(screen.queryByRole('link', { name: 'Eintrag bearbeiten' })).not.toBeInTheDocument();
  });

  it('stays hidden for other businesses and other pages', async () => {
    saveEntry('b1', { createdAt: NOW });
    const router = renderAt('/business/b2');
    await flush();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await act(() => router.navigate('/kontakt'));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await act(() => router.navigate('/business/b1'));
    expect(screen.getByRole('timer')).toHaveTextContent('10:00 min');
  });
});
