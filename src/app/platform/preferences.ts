import { useSyncExternalStore } from 'react';
import { DEFAULT_PAGE_VIEW_TYPE, pageViewTypes, type PageViewType } from '@shared/codes';
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '@shared/money';

/** One small value in localStorage that components can subscribe to. */
export interface Preference<T> {
  get(): T | undefined;
  set(value: T): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createPreference<T extends string | boolean>(
  key: string,
  isValid: (value: unknown) => value is T,
  storage: Storage = globalThis.localStorage,
): Preference<T> {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  // Another tab changing the value shows here too.
  globalThis.window?.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) notify();
  });
  return {
    get() {
      const raw = storage.getItem(key);
      if (raw === null) return undefined;
      try {
        const value: unknown = JSON.parse(raw);
        return isValid(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    set(value) {
      storage.setItem(key, JSON.stringify(value));
      notify();
    },
    clear() {
      storage.removeItem(key);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const isPageViewType = (value: unknown): value is PageViewType =>
  typeof value === 'string' && (pageViewTypes as readonly string[]).includes(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** The viewer's chosen currency; sent as `appcurrency`. Synced from the profile when it loads; cleared on sign-out. */
export const currencyPreference = createPreference<Currency>('stagepass.currency', isCurrency);
/** The All / Fan / Creator switch (spec §2). */
export const pageViewTypePreference = createPreference<PageViewType>('stagepass.page-view-type', isPageViewType);
/** Whether the playlist tray button is shown; cleared on sign-out (spec §4). */
export const trayButtonPreference = createPreference<boolean>('stagepass.tray-button', isBoolean);

/** Whether videos start where they were left (on unless the person turns it off in personalization). */
export const autoResumePreference = createPreference<boolean>('stagepass.auto-resume', isBoolean);
/** When the app was opened, to offer installing it only from the second visit on (spec: not on first visit). */
export const visitCountPreference = createPreference<string>(
  'stagepass.visits',
  (value): value is string => typeof value === 'string' && /^\d{1,6}$/.test(value),
);

function usePreference<T extends string | boolean>(preference: Preference<T>): T | undefined {
  return useSyncExternalStore(preference.subscribe, preference.get, preference.get);
}

/** The stored choice, else the profile's, else USD. */
export function useCurrency(profileCurrency?: string | null): Currency {
  const stored = usePreference(currencyPreference);
  return stored ?? (isCurrency(profileCurrency) ? profileCurrency : DEFAULT_CURRENCY);
}

export function usePageViewType(): PageViewType {
  return usePreference(pageViewTypePreference) ?? DEFAULT_PAGE_VIEW_TYPE;
}

export function useTrayButtonFlag(): boolean {
  return usePreference(trayButtonPreference) === true;
}

export function useAutoResume(): boolean {
  return usePreference(autoResumePreference) !== false;
}
