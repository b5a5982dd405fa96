import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateLater, hydrateInSlices, slicesHydrated } from './hydrate-later';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const page = (
  <main>
    <Counter label="Kopf" />
    <HydrateLater>
      <Counter label="Karte 1" />
    </HydrateLater>
    <HydrateLater>
      <Counter label="Karte 2" />
    </HydrateLater>
    <footer>Fuß</footer>
  </main>
);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HydrateLater', () => {
  it('keeps the server markup and makes it interactive in later tasks, one slice per task', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const serverButtons = [...container.querySelectorAll('button')];
    const serverHtml = container.innerHTML;

    hydrateInSlices(() => hydrateRoot(container, page));
    // After the first pass: the head is interactive, the slices are still the server's inert markup.
    expect(container.innerHTML).toBe(serverHtml);
    await act(() => serverButtons[0].click());
    expect(serverButtons[0].textContent).toBe('Kopf 1');
    serverButtons[1].click();
    expect(serverButtons[1].textContent).toBe('Karte 1 0');

    await act(nextTask);
    await act(nextTask);
    await act(nextTask);
    // The same DOM nodes, now hydrated: nothing was created anew, and clicks count.
    expect([...container.querySelectorAll('button')]).toEqual(serverButtons);
    expect(container.querySelector('footer')?.textContent).toBe('Fuß');
    await act(() => serverButtons[1].click());
    await act(() => serverButtons[2].click());
    expect(serverButtons[1].textContent).toBe('Karte 1 1');
    expect(serverButtons[2].textContent).toBe('Karte 2 1');
    container.remove();
  });

  it('tells when the last slice has hydrated (the page is then interactive as a whole)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const lastButton = container.querySelectorAll('button')[2];

    hydrateInSlices(() => hydrateRoot(container, page));
    let hydrated = false;
    const done = slicesHydrated().then(() => {
      hydrated = true;
    });
    await act(nextTask);
    expect(hydrated).toBe(false);
    lastButton.click();
    expect(lastButton.textContent).toBe('Karte 2 0');

    await act(() => done);
    expect(hydrated).toBe(true);
    await act(() => lastButton.click());
    expect(lastButton.textContent).toBe('Karte 2 1');
    container.remove();
  });

  it('renders its child at once outside the first hydration pass', () => {
    render(page);
    expect(screen.getByRole('button', { name: 'Karte 2 0' })).toBeInTheDocument();
  });
});
