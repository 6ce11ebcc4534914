// @vitest-environment jsdom
import { dehydrate, hydrate, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/platform/api';
import { createFakeFetch, type FakeReply, type RecordedCall } from '@app/platform/api/testing';
import { createQueryClient, shouldDehydrateMutation } from '@app/platform/query-client';
import { registerOfflineMutations } from '@app/platform/offline/offline-mutations';
import { tokens } from '@app/platform/session';
import { PlaylistNotCreatedError } from './local-playlist-ids';
import { offlineFailures } from '@app/platform/offline/offline-failures';
import type { OfflineChange } from '@app/platform/offline/offline-changes';
import { rebaseOrder } from './playlist-changes';
import { replayOutcome } from '@app/platform/offline/replay-rule';
import { followOfflineChange } from '@app/features/fan-actions';
import { favoriteOfflineChange } from '@app/platform/catalogue/wishlist-api';
import { offlineKey } from '@app/platform/offline/offline-changes';
import { playlistOfflineChanges, playlistOfflineKeys } from './offline-changes';

const offlineChanges = [...playlistOfflineChanges, favoriteOfflineChange, followOfflineChange];
/** The app's client as a signed-in fan has it: the offline kinds registered (shell/offline-queue.ts). */
function offlineReadyClient() {
  const client = createQueryClient({ onError: () => undefined });
  registerOfflineMutations(client, offlineChanges);
  return client;
}

let reply: (call: RecordedCall) => FakeReply;
let calls: RecordedCall[];

beforeEach(() => {
  const fake = createFakeFetch((call) => reply(call));
  calls = fake.calls;
  vi.spyOn(window, 'fetch').mockImplementation(fake.fetch);
  tokens.setUser('site', { accessToken: 'user-token', expiresAt: Date.now() + 3_600_000 });
  reply = () => ({ status: 200, body: { data: {} } });
  offlineFailures.forget();
});
afterEach(() => {
  onlineManager.setOnline(true);
  tokens.clear('site');
  vi.restoreAllMocks();
});

const writes = () =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body)}`);

function queue(client: ReturnType<typeof createQueryClient>, key: readonly string[], change: OfflineChange) {
  return client
    .getMutationCache()
    .build(client, { mutationKey: key })
    .execute(change)
    .catch(() => undefined);
}

describe('changes made offline', () => {
  it('wait, survive a restart, and replay in the order they were made', async () => {
    const before = offlineReadyClient();
    onlineManager.setOnline(false);
    void queue(before, offlineKey('favorite'), { contentId: 1, favorite: true, title: 'Salsa' });
    void queue(before, playlistOfflineKeys.playlistAdd, { playlistId: 5, mediaId: 9 });
    void queue(before, offlineKey('follow'), { creatorId: 3, follow: false });
    void queue(before, playlistOfflineKeys.playlistRemove, { playlistId: 5, mediaId: 8 });
    await vi.waitFor(() =>
      expect(
        before
          .getMutationCache()
          .getAll()
          .filter((m) => m.state.isPaused),
      ).toHaveLength(4),
    );
    expect(calls).toEqual([]);

    // What the persister writes to IndexedDB, read back by the next start.
    const saved = JSON.parse(JSON.stringify(dehydrate(before, { shouldDehydrateMutation })));
    // The next start reads navigator.onLine, which is true here: the connection is back.
    const after = offlineReadyClient();
    expect(onlineManager.isOnline()).toBe(true);
    hydrate(after, saved);
    await after.resumePausedMutations();
    await vi.waitFor(() => expect(writes()).toHaveLength(4));
    expect(writes()).toEqual([
      'PUT /api/favorite/toggle {"content_id":1,"favorite":true}',
      'POST /api/playlists/5/items {"media_id":9}',
      'PUT /api/follow/toggle {"id":3,"follow":false}',
      'DELETE /api/playlists/5/items {"media_id":8}',
    ]);
    expect(offlineFailures.list()).toEqual([]);
  });

  it('treats an end state that already holds as done, and lists what the server refused', async () => {
    reply = (call) => {
      if (call.method === 'POST') return { status: 422, body: { message: 'This video is already in the playlist.' } };
      if (call.method === 'GET') return { status: 200, body: { data: [{ media_id: 9 }], meta: {} } };
      if (call.path === '/api/favorite/toggle') return { status: 404, body: { message: 'Not Found' } };
      return { status: 200, body: { data: {} } };
    };
    const client = offlineReadyClient();
    onlineManager.setOnline(false);
    const added = queue(client, playlistOfflineKeys.playlistAdd, { playlistId: 5, mediaId: 9 });
    const favourite = queue(client, offlineKey('favorite'), { contentId: 77, favorite: true, title: 'Gone' });
    await vi.waitFor(() =>
      expect(
        client
          .getMutationCache()
          .getAll()
          .filter((m) => m.state.isPaused),
      ).toHaveLength(2),
    );
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await Promise.all([added, favourite]);
    await vi.waitFor(() => expect(offlineFailures.list()).toHaveLength(1));
    expect(offlineFailures.list()[0]).toMatchObject({
      kind: 'favorite',
      outcome: 'dropped',
      change: { contentId: 77, favorite: true },
    });
  });
});

describe('the conflict rule of a reorder', () => {
  it('keeps the order the person arranged, drops videos removed meanwhile and puts new ones after', () => {
    expect(rebaseOrder([8, 9, 10], [10, 9, 8])).toEqual([8, 9, 10]);
    expect(rebaseOrder([8, 9, 10], [10, 9])).toEqual([9, 10]);
    expect(rebaseOrder([8, 9], [9, 7, 8, 6])).toEqual([8, 9, 7, 6]);
    expect(rebaseOrder([8, 9], [])).toEqual([]);
  });

  it('replays a rename and a reorder in order, sending the order again rebased when the playlist changed meanwhile', async () => {
    const sent: number[][] = [];
    reply = (call) => {
      if (call.method === 'GET') return { status: 200, body: { data: [9, 8, 7].map((id) => ({ media_id: id })) } };
      if (call.path.endsWith('/items/order')) {
        const ids = (call.body as { media_ids: number[] }).media_ids;
        sent.push(ids);
        return ids.length === 3 ? { status: 200, body: { data: {} } } : { status: 422, body: { message: 'set' } };
      }
      return { status: 200, body: { data: {} } };
    };
    const client = offlineReadyClient();
    onlineManager.setOnline(false);
    void queue(client, playlistOfflineKeys.playlistRename, { playlistId: 5, name: 'Evening' });
    void queue(client, playlistOfflineKeys.playlistReorder, { playlistId: 5, mediaIds: [8, 9] });
    await vi.waitFor(() =>
      expect(
        client
          .getMutationCache()
          .getAll()
          .filter((m) => m.state.isPaused),
      ).toHaveLength(2),
    );
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(writes()[0]).toBe('PUT /api/playlists/5 {"name":"Evening"}');
    // Video 7 was added on another device while this one was offline.
    expect(sent).toEqual([
      [8, 9],
      [8, 9, 7],
    ]);
    expect(offlineFailures.list()).toEqual([]);
  });
});

describe('replayOutcome', () => {
  it('keeps waiting without an answer, lets the server win for gone items, and reports other refusals', () => {
    expect(replayOutcome(undefined)).toBe('done');
    expect(replayOutcome(new ApiError(0, 'offline', null))).toBe('wait');
    expect(replayOutcome(new ApiError(503, 'busy', null))).toBe('wait');
    expect(replayOutcome(new ApiError(429, 'slow down', null))).toBe('wait');
    expect(replayOutcome(new ApiError(404, 'Not Found', null))).toBe('dropped');
    expect(replayOutcome(new ApiError(403, 'No', null))).toBe('dropped');
    expect(replayOutcome(new ApiError(422, 'Full', null))).toBe('failed');
    expect(replayOutcome(new Error('boom'))).toBe('failed');
    expect(replayOutcome(new PlaylistNotCreatedError(-1))).toBe('orphaned');
  });
});
