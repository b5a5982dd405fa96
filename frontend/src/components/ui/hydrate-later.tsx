import {
  cloneElement,
  createContext,
  Suspense,
  useContext,
  useEffect,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Hydration with React's own means. hydrateRoot hydrates a page's shell in one task and leaves every Suspense
 * boundary it meets as the server wrote it, to hydrate it afterwards at low priority in slices it yields between,
 * the one a visitor clicks or types into first (selective hydration). A search page hydrated in one pass was one
 * task of about 600 ms on a phone (Lighthouse's 4× CPU slowdown), which Total Blocking Time counted almost whole.
 */

/** True in a root made by `hydrateDocument`: there a render that reads the server's snapshot hydrates markup. */
const HydratingDocument = createContext(false);

/** Hydrates the server-rendered page (main.tsx). */
export function hydrateDocument(container: Element, app: ReactNode): Root {
  return hydrateRoot(container, <HydratingDocument value={true}>{app}</HydratingDocument>);
}

/** Whether this render hydrates the server's markup (false on the server and when rendered in the browser). */
function useHydratingMarkup(): boolean {
  const hydrated = useHydrated();
  return useContext(HydratingDocument) && !hydrated;
}

/** A boundary of the page's hydration, settled once its content has hydrated. */
interface PendingBoundary {
  hydrated: Promise<void>;
  settle: () => void;
}

function pendingBoundary(): PendingBoundary {
  let settle = () => undefined as void;
  const hydrated = new Promise<void>((resolve) => (settle = resolve));
  return { hydrated, settle };
}

/** The boundaries that have not hydrated yet (registered by an effect: a discarded render registers nothing). */
const pendingBoundaries = new Set<Promise<void>>();

/** Resolves once every HydrateLater boundary of the hydrated page has hydrated (at once when there were none). */
export async function allHydrated(): Promise<void> {
  while (pendingBoundaries.size > 0) await Promise.all([...pendingBoundaries]);
}

function Hydrated({ boundary, children }: { boundary: PendingBoundary | null; children: ReactNode }) {
  useEffect(() => boundary?.settle(), [boundary]);
  return children;
}

/**
 * A part of the page that hydrates after the page's shell, in a slice of its own: a Suspense boundary (no
 * fallback: nothing in it suspends; on the server and in client-side renders it renders its children at once).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const hydrating = useHydratingMarkup();
  const [boundary] = useState(() => (hydrating ? pendingBoundary() : null));
  useEffect(() => {
    if (boundary === null) return;
    pendingBoundaries.add(boundary.hydrated);
    void boundary.hydrated.then(() => pendingBoundaries.delete(boundary.hydrated));
  }, [boundary]);
  return (
    <Suspense fallback={null}>
      <Hydrated boundary={boundary}>{children}</Hydrated>
    </Suspense>
  );
}

/** What a kept element renders instead of its children: React leaves a hydrating element's content alone then. */
const KEPT = { __html: '' };
const NOT_KEPT = Symbol('not kept');

/**
 * Content that never needs hydrating: a result card is text, an image and links, and hydrating twenty of them
 * was most of a search page's start-up work. When the page hydrates, the child element (exactly one) keeps the
 * server's markup inside it as it is: rendered with `dangerouslySetInnerHTML` and `suppressHydrationWarning`,
 * React hydrates the element itself and leaves its content alone, also on later renders, as long as `data` is the
 * very value it was rendered from (TanStack Query keeps unchanged data the same object). Its content's code never
 * runs and its data need not travel with the page (lib/server-render-state.ts, `keptInMarkup`). With other data,
 * and wherever the page is rendered in the browser (client-side navigation, tests), the child renders as usual.
 * Links to the app's own pages in kept markup still navigate in the app, by one click handler on the element.
 *
 * Not a Suspense boundary that waits forever while hydrating: React keeps such a boundary's markup too, but a
 * navigation changes the router's context above it, React then must hydrate the boundary first, and the
 * navigation's transition waits for it for good.
 */
export function KeepServerMarkup({
  data,
  children,
}: {
  /** What the content is rendered from; content that never changes passes nothing. */
  data?: unknown;
  children: ReactElement<{ children?: ReactNode }>;
}) {
  const hydrating = useHydratingMarkup();
  const [keptFor] = useState<unknown>(() => (hydrating ? data : NOT_KEPT));
  const navigate = useNavigate();
  // Another element (key) once the data changed: React drops the kept markup instead of adding to it.
  if (keptFor !== data) return cloneElement(children, { key: 'rendered' });
  return cloneElement(children, {
    key: 'kept',
    children: undefined,
    dangerouslySetInnerHTML: KEPT,
    suppressHydrationWarning: true,
    onClick: (event: MouseEvent<HTMLElement>) => followAppLink(event, navigate),
  } as Partial<typeof children.props>);
}

/** Does for a plain link in kept markup what react-router's <Link> does on a click: navigate without reloading. */
function followAppLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  ) {
    return;
  }
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (link === null || !event.currentTarget.contains(link)) return;
  if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return;
  if (link.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(link.pathname + link.search + link.hash);
}
