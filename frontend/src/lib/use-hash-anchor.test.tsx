import { act, fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_ANCHOR_SETTLE_MS, useHashAnchor } from './use-hash-anchor';

/** A ResizeObserver the test triggers by hand: "the page's height changed". */
class FakeResizeObserver {
  static current: FakeResizeObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  resize() {
    if (!this.disconnected) this.callback();
  }
}

function Page() {
  useHashAnchor();
  return <section id="kategorien">Kategorien</section>;
}

describe('useHashAnchor', () => {
  let scrolled: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled as unknown as Element['scrollIntoView'];
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeResizeObserver.current = undefined;
  });

  it('scrolls the anchor back into view each time the page grows above it', () => {
    render(
      <MemoryRouter initialEntries={['/#kategorien']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => FakeResizeObserver.current?.resize());
    act(() => FakeResizeObserver.current?.resize());
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });

  it('stops as soon as the visitor scrolls', () => {
    render(
      <MemoryRouter initialEntries={['/#kategorien']}>
        <Page />
      </MemoryRouter>,
    );
    fireEvent.wheel(window);
    act(() => FakeResizeObserver.current?.resize());
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('lets go after the settling time', () => {
    render(
      <MemoryRouter initialEntries={['/#kategorien']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => {
      vi.advanceTimersByTime(HASH_ANCHOR_SETTLE_MS);
    });
    act(() => FakeResizeObserver.current?.resize());
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('does nothing without an anchor', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Page />
      </MemoryRouter>,
    );
    expect(FakeResizeObserver.current).toBeUndefined();
  });
});
