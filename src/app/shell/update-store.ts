import { useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker's update flow (registerType "prompt"): a new worker waits until the person
 * chooses to reload, so a form being filled in is never lost to an automatic refresh.
 */
let needRefresh = false;
let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Checks for a new version every hour as well, for installed apps that stay open for days. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  updateServiceWorker = registerSW({
    onNeedRefresh() {
      needRefresh = true;
      notify();
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
    },
  });
}

export const pwaUpdate = {
  /** Activates the waiting worker (SKIP_WAITING) and reloads the page once it has taken over. */
  apply(): void {
    void updateServiceWorker?.(true);
  },
  dismiss(): void {
    needRefresh = false;
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(pwaUpdate.subscribe, () => needRefresh);
}
