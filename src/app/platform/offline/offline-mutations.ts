import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { onSignOut } from '@app/platform/session/sign-out';
import { answerReplayRequests, requestReplaySync } from './background-sync';
import { replayOutcome } from './replay-rule';
import { offlineFailures } from './offline-failures';
import {
  OFFLINE_ROOT,
  OFFLINE_SCOPE,
  type AnyOfflineChangeKind,
  type OfflineChange,
  type OfflineKind,
  isOfflineMutation,
} from './offline-changes';

/** Changes not sent yet: made offline, or queued behind one that is. */
export const waitingOfflineChanges = (client: QueryClient) =>
  client
    .getMutationCache()
    .getAll()
    .filter((m) => isOfflineMutation(m) && m.state.isPaused && m.state.status === 'pending');

/** The kinds registered on the app's query client, by name: the failed and pending lists describe changes with them. */
const registered = new Map<OfflineKind, AnyOfflineChangeKind>();

/** A queued change in words, or undefined for a kind this app does not register (any more). */
export const describeOfflineChange = (i18n: I18n, kind: OfflineKind, change: OfflineChange): string | undefined =>
  registered.get(kind)?.describe(i18n, change as never);

/** Writes that touched these roots are refetched after a replay. */
const AFFECTED_ROOTS = ['playlists', 'library', 'follow', 'creator', 'feed'];

/**
 * Registers the functions behind the keys (needed to resume a change restored from IndexedDB), asks
 * for a Background Sync when a change has to wait (the worker then has the open app replay the queue),
 * and lists every change whose replay did not go through, so nothing is dropped without the person knowing.
 */
export function registerOfflineMutations(client: QueryClient, kinds: readonly AnyOfflineChangeKind[]): () => void {
  const defaults = (mutationFn: (change: never) => Promise<unknown>) => ({
    mutationFn: mutationFn as (change: unknown) => Promise<unknown>,
    scope: OFFLINE_SCOPE,
    // A failed attempt while the browser believes it is online (the server unreachable) is tried again
    // a few times; offline, TanStack Query pauses it instead and continues on reconnect.
    retry: (count: number, error: unknown) => replayOutcome(error) === 'wait' && count < 3,
    onSuccess: () => Promise.all(AFFECTED_ROOTS.map((root) => client.invalidateQueries({ queryKey: [root] }))),
  });
  for (const kind of kinds) {
    registered.set(kind.key[1], kind);
    client.setMutationDefaults(kind.key, defaults(kind.send));
  }
  // The person who signs out takes their failed list with them (the stored copy goes with their stores).
  const stopSignOut = onSignOut((scope) => {
    if (scope !== 'site') return;
    offlineFailures.forget();
    for (const kind of kinds) kind.forget?.();
  });
  // Only changes that waited for the connection are listed; one refused while online is toasted as usual.
  const waited = new WeakSet<object>();
  const stopWatching = client.getMutationCache().subscribe((event) => {
    // Restored from the last start still waiting, or paused now: either way it waits for the connection.
    const restored = event.type === 'added' && event.mutation.state.isPaused;
    const paused = event.type === 'updated' && event.action.type === 'pause';
    if (restored || paused) {
      waited.add(event.mutation);
      if (isOfflineMutation(event.mutation)) void requestReplaySync().catch(() => undefined);
    }
    if (event.type !== 'updated' || !isOfflineMutation(event.mutation)) return;
    const { mutation } = event;
    if (event.action.type !== 'error' || !waited.has(mutation)) return;
    const kind = mutation.options.mutationKey?.[1] as OfflineKind;
    const error = event.action.error;
    void offlineFailures.add({
      kind,
      change: mutation.state.variables as OfflineChange,
      outcome: replayOutcome(error),
      message: error instanceof Error ? error.message : String(error),
      at: Date.now(),
    });
  });
  const stopAnswering = answerReplayRequests(client, () => waitingOfflineChanges(client).length);
  return () => {
    stopSignOut();
    stopWatching();
    stopAnswering();
  };
}

/** Runs a listed change again, e.g. from the failed list's "Try again". */
export function runOfflineChange(client: QueryClient, kind: OfflineKind, change: OfflineChange): Promise<unknown> {
  return client
    .getMutationCache()
    .build(client, { mutationKey: [OFFLINE_ROOT, kind] })
    .execute(change);
}
