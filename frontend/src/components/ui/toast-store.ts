/** The specification's toast limits: one visible at a time, shown for 5 s by default. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

/** Shows a toast; a new one replaces the visible one. Returns its id. */
export function toast(input: ToastInput): number {
  const item: ToastItem = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    durationMs: input.durationMs ?? TOAST_DURATION_MS,
  };
  for (const dropped of toasts.slice(0, Math.max(0, toasts.length - TOAST_LIMIT + 1))) {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  }
  toasts = [...toasts, item].slice(-TOAST_LIMIT);
  timers.set(
    item.id,
    setTimeout(() => dismissToast(item.id), item.durationMs),
  );
  emit();
  return item.id;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}
