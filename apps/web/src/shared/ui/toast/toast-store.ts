/** Toasts leave by themselves after this long (spec: 5000 ms). */
export const TOAST_DURATION_MS = 5000;

export type ToastKind = 'info' | 'success' | 'error';

/** A button in the toast (Undo); pressing it runs `onAction` and closes the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastOptions {
  action?: ToastAction;
  /** How long it stays; a toast with an action may want longer than the default. */
  durationMs?: number;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  action?: ToastAction;
}

/** A tiny external store of the visible toasts; each toast removes itself after its duration. */
export interface ToastStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly Toast[];
  show: (text: string, kind?: ToastKind, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

/** Creates an independent toast store (the app uses the shared `toasts` below). */
export function createToastStore(durationMs = TOAST_DURATION_MS): ToastStore {
  let items: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const update = (next: readonly Toast[]) => {
    items = next;
    listeners.forEach((listener) => listener());
  };

  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (items.some((toast) => toast.id === id)) update(items.filter((toast) => toast.id !== id));
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
    show(text, kind = 'info', options = {}) {
      const id = nextId++;
      const toast: Toast = options.action
        ? { id, kind, text, action: options.action }
        : { id, kind, text };
      update([...items, toast]);
      timers.set(
        id,
        setTimeout(() => dismiss(id), options.durationMs ?? durationMs),
      );
      return id;
    },
    dismiss,
  };
}

/** The app-wide toast store. */
export const toasts = createToastStore();

/** Shows a toast in the app's toast region. */
export function showToast(text: string, kind: ToastKind = 'info', options?: ToastOptions): number {
  return toasts.show(text, kind, options);
}

/** Closes a toast of the app's toast region (no-op when it has gone). */
export function dismissToast(id: number): void {
  toasts.dismiss(id);
}
