import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

type ToastText = ReactNode;

/** Ark's toast machinery loads with the first toast instead of with every first view. */
const loadToastView = () => import('./toast/toast-view');
const ToastView = lazy(() => loadToastView().then((module) => ({ default: module.ToastView })));

let wanted = false;
let nextId = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const show = (type: 'success' | 'error' | 'info') => (title: ToastText, description?: ToastText) => {
  const id = `toast-${++nextId}`;
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // A chunk that cannot load (a broken deploy) costs this toast, never the action that asked for it.
  void loadToastView().then(
    ({ toaster }) => toaster.create({ id, type, title, description, closable: true }),
    () => undefined,
  );
  return id;
};

/**
 * Shows a toast; pass already-translated text. Each call returns the toast id for toast.dismiss(id).
 * Toasts pause while hovered or focused, so the 5 s limit never cuts off someone still reading.
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  dismiss: (id?: string) => {
    if (wanted) void loadToastView().then(({ toaster }) => toaster.dismiss(id));
  },
};

/** Render once near the root of the app: the toast region appears with the first toast (`toast/toast-view.tsx`). */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  ) : null;
}
