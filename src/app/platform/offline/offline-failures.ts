import { useSyncExternalStore } from 'react';
import { get, set } from 'idb-keyval';
import { offlineDb } from '@app/platform/storage';
import type { ReplayOutcome } from './replay-rule';
import type { OfflineChange, OfflineKind } from './offline-changes';

export interface OfflineFailure {
  kind: OfflineKind;
  change: OfflineChange;
  outcome: ReplayOutcome;
  message: string;
  at: number;
}

const KEY = 'failures';
/** Older entries than this many are dropped from the list (the list is for reading, not an archive). */
const MAX_FAILURES = 50;
let failures: OfflineFailure[] = [];
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Once; every writer waits for it, so the stored list is merged in before anything is written back. */
function load(): Promise<void> {
  loading ??= get(KEY, offlineDb).then((stored: unknown) => {
    if (Array.isArray(stored)) failures = [...(stored as OfflineFailure[]), ...failures].slice(-MAX_FAILURES);
    notify();
  });
  return loading;
}

/** Changes whose replay did not go through, kept (per user, cleared on sign-out) until the person dismisses them. */
export const offlineFailures = {
  /** Listed at once, in the order the replay met them; stored after the earlier list is read. */
  async add(failure: OfflineFailure): Promise<void> {
    failures = [...failures, failure].slice(-MAX_FAILURES);
    notify();
    await load();
    await set(KEY, failures, offlineDb);
  },
  async remove(failure: OfflineFailure): Promise<void> {
    failures = failures.filter((f) => f !== failure);
    notify();
    await set(KEY, failures, offlineDb);
  },
  /** After sign-out (the store itself is cleared with the user's stores). */
  forget(): void {
    failures = [];
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    void load();
    return () => listeners.delete(listener);
  },
  list: () => failures,
};

export function useOfflineFailures(): OfflineFailure[] {
  return useSyncExternalStore(offlineFailures.subscribe, offlineFailures.list, offlineFailures.list);
}
