import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStatisticsBeacon } from './statistics-beacon';

function Page({ id }: { id: string }) {
  useStatisticsBeacon(id);
  return (
    <div>
      <a href="#tel" data-statistik="phone">
        Anrufen
      </a>
      <a href="#web" data-statistik="website">
        <span>Website</span>
      </a>
      <a href="#other">Anderes</a>
    </div>
  );
}

describe('useStatisticsBeacon', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reports the view once and each marked link’s click, as JSON beacons', async () => {
    const sent: { url: string; body: unknown }[] = [];
    const sendBeacon = vi.fn((url: string, data: Blob) => {
      // jsdom's Blob has no text(); a FileReader reads it.
      const reader = new FileReader();
      reader.onload = () => sent.push({ url, body: JSON.parse(reader.result as string) });
      reader.readAsText(data);
      return true;
    });
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const { rerender } = render(<Page id="b1" />);
    rerender(<Page id="b1" />);
    await userEvent.click(screen.getByText('Anrufen'));
    await userEvent.click(screen.getByText('Website'));
    await userEvent.click(screen.getByText('Anderes'));
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent).toEqual([
      { url: '/api/businesses/b1/events', body: { type: 'view' } },
      { url: '/api/businesses/b1/events', body: { type: 'phone' } },
      { url: '/api/businesses/b1/events', body: { type: 'website' } },
    ]);
  });
});
