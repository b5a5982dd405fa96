import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a navigation to `#anchor` the anchor is kept in view while the page fills in. */
export const HASH_ANCHOR_SETTLE_MS = 4000;
/** What the visitor does to scroll on their own; any of it ends the keeping in view. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Keeps the target of a `#anchor` navigation in view while the blocks above it load their data
 * (a link to `/#kategorien` from another page): ScrollRestoration scrolls once, before the latest
 * entries and city links have arrived and pushed the section down. Each change of the page's
 * height scrolls the anchor back to the top, until the visitor scrolls, types or taps themselves.
 */
export function useHashAnchor(): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    if (hash.length < 2 || typeof ResizeObserver === 'undefined') return;
    const id = decodeURIComponent(hash.slice(1));
    const keepInView = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    const observer = new ResizeObserver(keepInView);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
    const timer = window.setTimeout(stop, HASH_ANCHOR_SETTLE_MS);
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    observer.observe(document.body);
    return stop;
  }, [hash, key]);
}
