import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, type ToastVariant } from './toast-store';
import { Icon } from './icon';
import { ICONS } from './icon-paths';

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-700 bg-red-700 text-white',
};

const EMPTY: ReturnType<typeof getToasts> = [];

/** Renders the visible toast in a live region; mounted once in the root layout. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => EMPTY);
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col items-center gap-2 p-4 sm:bottom-4 sm:right-4 sm:left-auto sm:items-end"
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.variant === 'destructive' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${VARIANT_CLASSES[item.variant]}`}
        >
          <div className="flex-1">
            <p className="text-sm font-semibold">{item.title}</p>
            {item.description !== undefined && <p className="mt-1 text-sm opacity-90">{item.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(item.id)}
            className="rounded p-1 text-current opacity-70 hover:opacity-100"
            aria-label="Hinweis schließen"
          >
            <Icon path={ICONS.close} className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
