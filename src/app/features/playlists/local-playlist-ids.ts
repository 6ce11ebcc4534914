import { useSyncExternalStore } from 'react';
import { get, set } from 'idb-keyval';
import { OfflineParentMissingError } from '@app/platform/offline/offline-changes';
import { offlineDb } from '@app/platform/storage';

/**
 * A playlist created offline has no server id yet, so it gets a local one: negative, which no server
 * id ever is. The changes queued against it carry that local id; when its create replays, the server's
 * id is remembered here and every later change is sent with it (docs/architecture.md, "Offline changes").
 * The map is kept in IndexedDB: a change queued against a local id may replay only after a restart.
 */
const KEY = 'playlist-ids';
/** Only recent creates can still have changes waiting; older entries are forgotten. */
const MAX_ENTRIES = 200;

let ids = new Map<number, number>();
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export const isLocalPlaylistId = (id: number) => id < 0;

let lastIssued = 0;
/** From the clock, so ids issued before a restart never come back; never the same one twice in a session. */
export function newLocalPlaylistId(): number {
  lastIssued = Math.min(-Date.now(), lastIssued - 1);
  return lastIssued;
}

/** A queued change names a playlist whose create was refused or never made: there is nothing to send it to. */
export class PlaylistNotCreatedError extends OfflineParentMissingError {
  override readonly name = 'PlaylistNotCreatedError';
  constructor(readonly localId: number) {
    super(`The playlist ${localId} created offline has not been saved.`);
  }
}

function load(): Promise<void> {
  loading ??= get<[number, number][]>(KEY, offlineDb).then((stored) => {
    if (Array.isArray(stored)) ids = new Map([...stored, ...ids]);
    notify();
  });
  return loading;
}

export const localPlaylistIds = {
  load,
  /** The server's id for a local id, once its create has replayed (from memory: call `load` first when it matters). */
  serverId: (localId: number): number | undefined => ids.get(localId),
  async remember(localId: number, serverId: number): Promise<void> {
    await load();
    ids = new Map([...ids, [localId, serverId] as const].slice(-MAX_ENTRIES));
    notify();
    await set(KEY, [...ids], offlineDb);
  },
  /** The id to send: a server id as it is, a local one mapped, or a refusal when its playlist was never created. */
  async resolve(id: number): Promise<number> {
    if (!isLocalPlaylistId(id)) return id;
    await load();
    const serverId = ids.get(id);
    if (serverId === undefined) throw new PlaylistNotCreatedError(id);
    return serverId;
  },
  /** After sign-out (the stored copy goes with the user's stores). */
  forget(): void {
    ids = new Map();
    loading = Promise.resolve();
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    void load();
    return () => listeners.delete(listener);
  },
};

/** The server's id of a playlist created offline, once it has one; undefined before (and for a server id). */
export function useServerPlaylistId(id: number): number | undefined {
  return useSyncExternalStore(
    localPlaylistIds.subscribe,
    () => (isLocalPlaylistId(id) ? ids.get(id) : undefined),
    () => undefined,
  );
}
