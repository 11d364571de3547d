/**
 * Toasts (spec section 8): error, success, info and loading. A loading toast may carry a mask
 * that blocks the page ('signing'); a toast with `duration: null` stays until dismissed (the
 * wallet-issue toast stays until a wallet is found). A stable `id` replaces, never stacks.
 */
export type ToastKind = 'error' | 'success' | 'info' | 'loading';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  id?: string;
  title?: string;
  mask?: boolean;
  /** Milliseconds before it goes away; null = until dismissed. */
  duration?: number | null;
  action?: ToastAction;
}

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
  title?: string;
  mask: boolean;
  duration: number | null;
  action?: ToastAction;
}

export const TOAST_DURATION_MS = 2500;
export const ERROR_TOAST_DURATION_MS = 3500;
const MAX_VISIBLE = 3;

type Listener = () => void;

let items: readonly ToastItem[] = [];
let seq = 0;
const listeners = new Set<Listener>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

function clearTimer(id: string) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  seq += 1;
  const id = options.id ?? `toast-${seq}`;
  const fallback =
    kind === 'loading' ? null : kind === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS;
  const duration = options.duration === undefined ? fallback : options.duration;
  const item: ToastItem = {
    id,
    kind,
    message,
    title: options.title,
    mask: options.mask ?? false,
    duration,
    action: options.action,
  };
  clearTimer(id);
  items = [...items.filter((t) => t.id !== id), item].slice(-MAX_VISIBLE);
  if (duration !== null)
    timers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
  emit();
  return id;
}

function dismiss(id: string): void {
  clearTimer(id);
  const next = items.filter((t) => t.id !== id);
  if (next.length !== items.length) {
    items = next;
    emit();
  }
}

export const toast = {
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** Stays until dismissed; masked unless told otherwise. */
  loading: (message: string, options?: ToastOptions) =>
    show('loading', message, { mask: true, duration: null, ...options }),
  dismiss,
  clear(): void {
    for (const id of timers.keys()) clearTimer(id);
    items = [];
    emit();
  },
  getAll: (): readonly ToastItem[] => items,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
