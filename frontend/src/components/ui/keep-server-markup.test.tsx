import { act, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateDocument, KeepServerMarkup } from './hydrate-later';

/** Called whenever the card's content renders. */
const contentRendered = vi.fn();

function CardContent({ name }: { name: string }) {
  contentRendered();
  return (
    <>
      <h2>
        <Link to="/business/1">{name}</Link>
      </h2>
      <a href="https://example.org" target="_blank" rel="noreferrer">
        Website
      </a>
      <a href="tel:+4930123">030 123</a>
    </>
  );
}

function Card({ data }: { data: { name: string } }) {
  return (
    <KeepServerMarkup data={data}>
      <article className="card">
        <CardContent name={data.name} />
      </article>
    </KeepServerMarkup>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const page: { setData?: (data: { name: string }) => void } = {};
const setData = (data: { name: string }) => page.setData?.(data);

function Page({ initial }: { initial: { name: string } }) {
  const [data, set] = useState(initial);
  useEffect(() => {
    page.setData = set;
  }, []);
  return (
    <main>
      <Card data={data} />
      <Where />
    </main>
  );
}

/** A kept part that stays through navigations (as the footer does): the router's context changes above it. */
function Layout() {
  return (
    <>
      <Outlet />
      <KeepServerMarkup>
        <footer>
          <Link to="/impressum">Impressum</Link>
        </footer>
      </KeepServerMarkup>
    </>
  );
}

function app(initial: { name: string }) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <Page initial={initial} /> },
          { path: '/business/:id', element: <Where /> },
          { path: '/impressum', element: <Where /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  return <RouterProvider router={router} />;
}

function serverRendered(initial: { name: string }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app(initial));
  document.body.append(container);
  return container;
}

function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

/** Roots of this file's tests, unmounted after each. */
const roots: Root[] = [];
const hydrated = (container: Element, initial: { name: string }) => {
  roots.push(hydrateDocument(container, app(initial)));
};

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  contentRendered.mockClear();
});

describe('KeepServerMarkup', () => {
  it('keeps the server markup of its element when the page hydrates: same nodes, nothing inside rendered again', () => {
    const initial = { name: 'Bäckerei Sonne' };
    const container = serverRendered(initial);
    const serverHtml = container.innerHTML;
    const serverLink = container.querySelector('h2 a');
    contentRendered.mockClear();

    act(() => {
      hydrated(container, initial);
    });

    expect(contentRendered).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector('h2 a')).toBe(serverLink);
  });

  it('lets a link to an own page in kept markup navigate in the app, and leaves other links to the browser', async () => {
    const initial = { name: 'Bäckerei Sonne' };
    const container = serverRendered(initial);
    act(() => {
      hydrated(container, initial);
    });

    const external = click(container.querySelector('a[target="_blank"]')!);
    const phone = click(container.querySelector('a[href^="tel:"]')!);
    const withCtrl = click(container.querySelector('h2 a')!, { ctrlKey: true });
    expect([external.defaultPrevented, phone.defaultPrevented, withCtrl.defaultPrevented]).toEqual([
      false,
      false,
      false,
    ]);
    expect(container.querySelector('[data-testid="where"]')?.textContent).toBe('/');

    let own: MouseEvent | undefined;
    act(() => {
      own = click(container.querySelector('h2 a')!);
    });
    expect(own?.defaultPrevented).toBe(true);
    await waitFor(() => expect(container.querySelector('[data-testid="where"]')?.textContent).toBe('/business/1'));

    // The kept footer stays through the navigation and its link still navigates in the app.
    await act(() => click(container.querySelector('footer a')!));
    await waitFor(() => expect(container.querySelector('[data-testid="where"]')?.textContent).toBe('/impressum'));
  });

  it('renders its content anew once the data it was kept for changes', () => {
    const initial = { name: 'Bäckerei Sonne' };
    const container = serverRendered(initial);
    contentRendered.mockClear();
    act(() => {
      hydrated(container, initial);
    });

    // The same data (TanStack Query keeps unchanged data the same object): still kept.
    act(() => {
      setData(initial);
    });
    expect(contentRendered).not.toHaveBeenCalled();
    act(() => {
      setData({ name: 'Bäckerei Mond' });
    });
    expect(contentRendered).toHaveBeenCalledTimes(1);
    expect(container.querySelector('h2')?.textContent).toBe('Bäckerei Mond');
    expect(container.querySelectorAll('article')).toHaveLength(1);
  });

  it('renders its content where the page is rendered in the browser', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    roots.push(root);
    act(() => {
      root.render(app({ name: 'Bäckerei Sonne' }));
    });
    expect(container.querySelector('h2')?.textContent).toBe('Bäckerei Sonne');
    expect(contentRendered).toHaveBeenCalledTimes(1);
  });
});
