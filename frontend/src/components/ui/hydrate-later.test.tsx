import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { allHydrated, HydrateLater, hydrateDocument } from './hydrate-later';

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

describe('HydrateLater', () => {
  it('hydrates the server markup in place: the same nodes, and clicks count once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const serverButtons = [...container.querySelectorAll('button')];
    const serverHtml = container.innerHTML;

    await act(() => hydrateDocument(container, page));
    await act(allHydrated);
    // Nothing was created anew, the markup is the server's, and every part answers.
    expect([...container.querySelectorAll('button')]).toEqual(serverButtons);
    expect(container.innerHTML).toBe(serverHtml);
    for (const button of serverButtons) {
      act(() => {
        button.click();
      });
    }
    expect(serverButtons.map((button) => button.textContent)).toEqual(['Kopf 1', 'Karte 1 1', 'Karte 2 1']);
    container.remove();
  });

  it('tells when the last boundary has hydrated (the page is then interactive as a whole)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const lastButton = container.querySelectorAll('button')[2];

    let hydrated = false;
    hydrateDocument(container, page);
    // Before the shell has committed, no boundary is known yet, and none has hydrated.
    expect(lastButton.textContent).toBe('Karte 2 0');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await allHydrated().then(() => (hydrated = true));
    });
    expect(hydrated).toBe(true);
    act(() => {
      lastButton.click();
    });
    expect(lastButton.textContent).toBe('Karte 2 1');
    container.remove();
  });

  it('renders its child at once outside hydration', () => {
    render(page);
    expect(screen.getByRole('button', { name: 'Karte 2 0' })).toBeInTheDocument();
  });
});
