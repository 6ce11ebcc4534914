// @vitest-environment jsdom
import { dehydrate, hydrate, onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { clear, get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeReply, type RecordedCall } from '@app/platform/api/testing';
import { createQueryClient, shouldDehydrateMutation } from '@app/platform/query-client';
import { registerOfflineMutations } from '@app/platform/offline/offline-mutations';
import { tokens } from '@app/platform/session';
import { offlineDb } from '@app/platform/storage';
import { useCreatePlaylist } from './api';
import { localPlaylistIds, newLocalPlaylistId, PlaylistNotCreatedError } from './local-playlist-ids';
import { offlineFailures } from '@app/platform/offline/offline-failures';
import { runOfflineChange } from '@app/platform/offline/offline-mutations';
import type { OfflineChange } from '@app/platform/offline/offline-changes';
import { followOfflineChange } from '@app/features/fan-actions';
import { favoriteOfflineChange } from '@app/platform/catalogue/wishlist-api';
import { offlineKey } from '@app/platform/offline/offline-changes';
import { cancelLocalPlaylist, playlistOfflineChanges, playlistOfflineKeys } from './offline-changes';

const offlineChanges = [...playlistOfflineChanges, favoriteOfflineChange, followOfflineChange];
/** The app's client as a signed-in fan has it: the offline kinds registered (shell/offline-queue.ts). */
function offlineReadyClient() {
  const client = createQueryClient({ onError: () => undefined });
  registerOfflineMutations(client, offlineChanges);
  return client;
}

/*
 * Creating and deleting playlists offline, and changes queued against a playlist that was itself created
 * offline: its local id is sent as the server's id once the create has replayed (docs/architecture.md).
 */
const SERVER_ID = 42;
let reply: (call: RecordedCall) => FakeReply;
let calls: RecordedCall[];

beforeEach(async () => {
  const fake = createFakeFetch((call) => reply(call));
  calls = fake.calls;
  vi.spyOn(window, 'fetch').mockImplementation(fake.fetch);
  tokens.setUser('site', { accessToken: 'user-token', expiresAt: Date.now() + 3_600_000 });
  reply = (call) =>
    call.method === 'POST' && call.path === '/api/playlists'
      ? { status: 201, body: { data: { id: SERVER_ID, name: (call.body as { name: string }).name } } }
      : { status: 200, body: { data: {} } };
  offlineFailures.forget();
  localPlaylistIds.forget();
  await clear(offlineDb);
});
afterEach(() => {
  onlineManager.setOnline(true);
  tokens.clear('site');
  vi.restoreAllMocks();
});

const writes = () =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body ?? null)}`);

type Client = ReturnType<typeof createQueryClient>;

function queue(client: Client, key: readonly string[], change: OfflineChange) {
  return client
    .getMutationCache()
    .build(client, { mutationKey: key })
    .execute(change)
    .catch(() => undefined);
}

const waiting = (client: Client) =>
  client
    .getMutationCache()
    .getAll()
    .filter((m) => m.state.isPaused).length;

/** Offline: queues the changes and waits until all of them are paused. */
async function queueOffline(client: Client, changes: [readonly string[], OfflineChange][]) {
  onlineManager.setOnline(false);
  const settled = changes.map(([key, change]) => queue(client, key, change));
  await vi.waitFor(() => expect(waiting(client)).toBe(changes.length));
  return settled;
}

describe('a playlist created offline', () => {
  it('is created first, and the changes queued against its local id are sent with the server’s id, after a restart too', async () => {
    const local = newLocalPlaylistId();
    const before = offlineReadyClient();
    await queueOffline(before, [
      [playlistOfflineKeys.playlistCreate, { localId: local, name: 'Evening' }],
      [playlistOfflineKeys.playlistAdd, { playlistId: local, mediaId: 9 }],
      [offlineKey('favorite'), { contentId: 1, favorite: true }],
      [playlistOfflineKeys.playlistRename, { playlistId: local, name: 'Late' }],
      [playlistOfflineKeys.playlistAdd, { playlistId: 7, mediaId: 3 }],
      [playlistOfflineKeys.playlistReorder, { playlistId: local, mediaIds: [9] }],
    ]);
    expect(local).toBeLessThan(0);
    expect(calls).toEqual([]);

    // What the persister writes to IndexedDB, read back by the next start (online again).
    const saved = JSON.parse(JSON.stringify(dehydrate(before, { shouldDehydrateMutation })));
    const after = offlineReadyClient();
    hydrate(after, saved);
    await after.resumePausedMutations();
    await vi.waitFor(() => expect(writes()).toHaveLength(6));
    expect(writes()).toEqual([
      'POST /api/playlists {"name":"Evening"}',
      `POST /api/playlists/${SERVER_ID}/items {"media_id":9}`,
      'PUT /api/favorite/toggle {"content_id":1,"favorite":true}',
      `PUT /api/playlists/${SERVER_ID} {"name":"Late"}`,
      'POST /api/playlists/7/items {"media_id":3}',
      `PUT /api/playlists/${SERVER_ID}/items/order {"media_ids":[9]}`,
    ]);
    expect(offlineFailures.list()).toEqual([]);
    // Kept in IndexedDB, for changes still queued against it after another restart.
    expect(await get('playlist-ids', offlineDb)).toEqual([[local, SERVER_ID]]);
  });

  it('is not created twice when its create replays again after the server took it (the app closed before the queue was saved)', async () => {
    const local = newLocalPlaylistId();
    await localPlaylistIds.remember(local, SERVER_ID);
    const client = offlineReadyClient();
    await queueOffline(client, [
      [playlistOfflineKeys.playlistCreate, { localId: local, name: 'Evening' }],
      [playlistOfflineKeys.playlistDelete, { playlistId: local, name: 'Evening' }],
    ]);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await vi.waitFor(() => expect(waiting(client)).toBe(0));
    expect(writes()).toEqual([`DELETE /api/playlists/${SERVER_ID} null`]);
  });

  it('sends the key made with the change on every replay, so a restart that lost the server’s answer makes no second playlist', async () => {
    // A stand-in for the API's rule: a create repeated with its key answers 200 with the first playlist.
    const made = new Map<string, number>();
    reply = (call) => {
      if (call.method !== 'POST' || call.path !== '/api/playlists') return { status: 200, body: { data: {} } };
      const { name, client_key: key } = call.body as { name: string; client_key: string };
      const known = made.get(key);
      if (known !== undefined) return { status: 200, body: { data: { id: known, name } } };
      made.set(key, SERVER_ID + made.size);
      return { status: 201, body: { data: { id: made.get(key), name } } };
    };
    const before = offlineReadyClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: before }, children);
    const { result, unmount } = renderHook(() => useCreatePlaylist(), { wrapper });
    onlineManager.setOnline(false);
    const { id: local, queued } = await result.current('Evening');
    expect(queued).toBe(true);
    void queue(before, playlistOfflineKeys.playlistAdd, { playlistId: local, mediaId: 9 });
    await vi.waitFor(() => expect(waiting(before)).toBe(2));
    const saved = JSON.parse(JSON.stringify(dehydrate(before, { shouldDehydrateMutation })));
    unmount(); // The app closes.

    const replay = async () => {
      const client = offlineReadyClient();
      hydrate(client, saved);
      onlineManager.setOnline(true);
      await client.resumePausedMutations();
      await vi.waitFor(() => expect(waiting(client)).toBe(0));
    };
    await replay();
    // The app closes after the server's answer, before the id is written: the next start knows nothing of it.
    localPlaylistIds.forget();
    await clear(offlineDb);
    await replay();

    const creates = calls.filter((c) => c.method === 'POST' && c.path === '/api/playlists');
    expect(creates).toHaveLength(2);
    const keys = creates.map((c) => (c.body as { client_key?: string }).client_key);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(made.size).toBe(1);
    expect(writes().filter((w) => w.includes('/items'))).toEqual([
      `POST /api/playlists/${SERVER_ID}/items {"media_id":9}`,
      `POST /api/playlists/${SERVER_ID}/items {"media_id":9}`,
    ]);
    expect(offlineFailures.list()).toEqual([]);
    expect(await get('playlist-ids', offlineDb)).toEqual([[local, SERVER_ID]]);
  });

  it('deleted before it was sent, leaves the queue with every change made to it, and nothing is sent for it', async () => {
    const local = newLocalPlaylistId();
    const other = newLocalPlaylistId();
    expect(other).not.toBe(local);
    const client = offlineReadyClient();
    await queueOffline(client, [
      [playlistOfflineKeys.playlistCreate, { localId: local, name: 'Draft' }],
      [playlistOfflineKeys.playlistAdd, { playlistId: local, mediaId: 9 }],
      [playlistOfflineKeys.playlistCreate, { localId: other, name: 'Kept' }],
      [playlistOfflineKeys.playlistRename, { playlistId: local, name: 'Draft 2' }],
      [playlistOfflineKeys.playlistAdd, { playlistId: other, mediaId: 4 }],
    ]);
    expect(cancelLocalPlaylist(client, local)).toBe(true);
    expect(waiting(client)).toBe(2);
    // Already gone from the queue: a second delete has nothing to cancel.
    expect(cancelLocalPlaylist(client, local)).toBe(false);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await vi.waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()).toEqual([
      'POST /api/playlists {"name":"Kept"}',
      `POST /api/playlists/${SERVER_ID}/items {"media_id":4}`,
    ]);
    expect(offlineFailures.list()).toEqual([]);
  });

  it('whose create is refused: the create is listed with the server’s reason, its changes as orphaned, and “Try again” sends them', async () => {
    let refuse = true;
    reply = (call) => {
      if (call.method === 'POST' && call.path === '/api/playlists') {
        return refuse
          ? { status: 422, body: { message: 'You have too many playlists.' } }
          : { status: 201, body: { data: { id: SERVER_ID } } };
      }
      return { status: 200, body: { data: {} } };
    };
    const local = newLocalPlaylistId();
    const client = offlineReadyClient();
    const settled = await queueOffline(client, [
      [playlistOfflineKeys.playlistCreate, { localId: local, name: 'Evening' }],
      [playlistOfflineKeys.playlistAdd, { playlistId: local, mediaId: 9, title: 'Salsa' }],
    ]);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await Promise.all(settled);
    await vi.waitFor(() => expect(offlineFailures.list()).toHaveLength(2));
    expect(writes()).toEqual(['POST /api/playlists {"name":"Evening"}']);
    const [create, add] = offlineFailures.list();
    expect(create).toMatchObject({
      kind: 'playlist-create',
      outcome: 'failed',
      message: 'You have too many playlists.',
    });
    expect(add).toMatchObject({ kind: 'playlist-add', outcome: 'orphaned', change: { playlistId: local, mediaId: 9 } });

    refuse = false;
    await runOfflineChange(client, create!.kind, create!.change);
    await runOfflineChange(client, add!.kind, add!.change);
    expect(writes().slice(1)).toEqual([
      'POST /api/playlists {"name":"Evening"}',
      `POST /api/playlists/${SERVER_ID}/items {"media_id":9}`,
    ]);
  });
});

describe('deleting a playlist offline', () => {
  it('sends the changes queued before it, then the delete; one already deleted elsewhere counts as done', async () => {
    reply = (call) =>
      call.method === 'DELETE' && call.path === '/api/playlists/7'
        ? { status: 404, body: { message: 'Not Found' } }
        : { status: 200, body: { data: {} } };
    const client = offlineReadyClient();
    const settled = await queueOffline(client, [
      [playlistOfflineKeys.playlistAdd, { playlistId: 7, mediaId: 9 }],
      [playlistOfflineKeys.playlistDelete, { playlistId: 7, name: 'Old' }],
      [playlistOfflineKeys.playlistDelete, { playlistId: 8, name: 'Older' }],
    ]);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await Promise.all(settled);
    expect(writes()).toEqual([
      'POST /api/playlists/7/items {"media_id":9}',
      'DELETE /api/playlists/7 null',
      'DELETE /api/playlists/8 null',
    ]);
    expect(offlineFailures.list()).toEqual([]);
  });

  it('lists a delete the server refuses as not applied', async () => {
    reply = () => ({ status: 403, body: { message: 'Forbidden' } });
    const client = offlineReadyClient();
    const settled = await queueOffline(client, [[playlistOfflineKeys.playlistDelete, { playlistId: 7, name: 'Old' }]]);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await Promise.all(settled);
    await vi.waitFor(() => expect(offlineFailures.list()).toHaveLength(1));
    expect(offlineFailures.list()[0]).toMatchObject({ kind: 'playlist-delete', outcome: 'dropped' });
  });
});

describe('local playlist ids', () => {
  it('are negative and never repeat; a server id passes as it is and an unknown local id is refused', async () => {
    const ids = Array.from({ length: 5 }, newLocalPlaylistId);
    expect(new Set(ids).size).toBe(5);
    expect(ids.every((id) => id < 0)).toBe(true);
    await expect(localPlaylistIds.resolve(7)).resolves.toBe(7);
    await expect(localPlaylistIds.resolve(ids[0]!)).rejects.toBeInstanceOf(PlaylistNotCreatedError);
    await localPlaylistIds.remember(ids[0]!, 99);
    await expect(localPlaylistIds.resolve(ids[0]!)).resolves.toBe(99);
  });
});
