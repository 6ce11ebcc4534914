import { useSyncExternalStore } from 'react';

/**
 * Whether the no-permission dialog is open. The app's error handler opens it from outside React
 * (a 403 can come from any query or mutation), so it is a tiny external store.
 */
let open = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const noPermissionDialog = {
  open(): void {
    if (open) return;
    open = true;
    notify();
  },
  close(): void {
    open = false;
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useNoPermissionDialogOpen(): boolean {
  return useSyncExternalStore(noPermissionDialog.subscribe, () => open);
}
