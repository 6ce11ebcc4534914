import type { I18n } from '@lingui/core';
import type { MutationKey } from '@tanstack/react-query';

/**
 * Changes a person may make offline. A feature describes each kind it offers (how to send one, how to say it) and
 * the app registers them on its query client once someone is signed in (shell/offline-queue.ts): a change made offline is then paused by TanStack
 * Query, written to IndexedDB with the cache, resumed after a restart, and replayed one after another in the order
 * it was made when the connection returns.
 */
export const OFFLINE_ROOT = 'offline';

/** One scope: queued changes replay in the order they were made. */
export const OFFLINE_SCOPE = { id: 'offline-changes' };

/** The second part of a change's mutation key, e.g. `playlist-add`. */
export type OfflineKind = string;
/** What a change sends, as stored with it (plain data). */
export type OfflineChange = object;

export const offlineKey = <const K extends string>(kind: K) => [OFFLINE_ROOT, kind] as const;

export const isOfflineMutation = (mutation: { options: { mutationKey?: MutationKey } }) =>
  mutation.options.mutationKey?.[0] === OFFLINE_ROOT;

/** One kind of change, as a feature registers it. */
export interface OfflineChangeKind<C extends OfflineChange = OfflineChange> {
  key: readonly [typeof OFFLINE_ROOT, OfflineKind];
  send: (change: C) => Promise<unknown>;
  /** The change in words, for the pending and failed lists. */
  describe: (i18n: I18n, change: C) => string;
  /** Drops what the kind keeps for the person, on sign-out. */
  forget?: () => void;
}

/** Any kind, its change type forgotten: what the queue holds. */
export type AnyOfflineChangeKind = OfflineChangeKind<never>;

export const defineOfflineChange = <C extends OfflineChange>(kind: OfflineChangeKind<C>): AnyOfflineChangeKind => kind;

/**
 * The change belongs to something created offline whose create did not go through (a playlist): it is listed as
 * orphaned, and "Try again" sends it once that thing has been created.
 */
export class OfflineParentMissingError extends Error {}
