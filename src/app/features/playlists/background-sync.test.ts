// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type RecordedCall } from '@app/platform/api/testing';
import { createQueryClient } from '@app/platform/query-client';
import { registerOfflineMutations } from '@app/platform/offline/offline-mutations';
import { tokens } from '@app/platform/session';
import { OFFLINE_SYNC_TAG, REPLAY_REQUEST, type ReplayAnswer } from '@app/../sw/offline-sync-contract';
import { offlineFailures } from '@app/platform/offline/offline-failures';
import type { OfflineChange } from '@app/platform/offline/offline-changes';
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

/** navigator.serviceWorker as Chromium has it: a registration with Background Sync, and worker messages. */
function fakeWorkers() {
  const tags: string[] = [];
  const listeners = new Set<(event: MessageEvent) => void>();
  const registration = { sync: { register: async (tag: string) => void tags.push(tag) } };
  const workers = {
    ready: Promise.resolve(registration as unknown as ServiceWorkerRegistration),
    addEventListener: (_: 'message', l: (event: MessageEvent) => void) => void listeners.add(l),
    removeEventListener: (_: 'message', l: (event: MessageEvent) => void) => void listeners.delete(l),
  };
  /** What the worker does on `sync`: asks the window to replay and waits for its answer. */
  const sync = () =>
    new Promise<ReplayAnswer>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<ReplayAnswer>) => resolve(event.data);
      const event = new MessageEvent('message', { data: { type: REPLAY_REQUEST }, ports: [channel.port2] });
      listeners.forEach((l) => l(event));
    });
  return { workers, tags, sync };
}

let calls: RecordedCall[];
let workers: ReturnType<typeof fakeWorkers>;

beforeEach(() => {
  const fake = createFakeFetch(() => ({ status: 200, body: { data: {} } }));
  calls = fake.calls;
  vi.spyOn(window, 'fetch').mockImplementation(fake.fetch);
  tokens.setUser('site', { accessToken: 'user-token', expiresAt: Date.now() + 3_600_000 });
  workers = fakeWorkers();
  Object.defineProperty(navigator, 'serviceWorker', { value: workers.workers, configurable: true });
  offlineFailures.forget();
});
afterEach(() => {
  onlineManager.setOnline(true);
  tokens.clear('site');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

function queue(client: ReturnType<typeof createQueryClient>, key: readonly string[], change: OfflineChange) {
  void client
    .getMutationCache()
    .build(client, { mutationKey: key })
    .execute(change)
    .catch(() => undefined);
}

const paused = (client: ReturnType<typeof createQueryClient>) =>
  client
    .getMutationCache()
    .getAll()
    .filter((m) => m.state.isPaused).length;

describe('Background Sync of offline changes', () => {
  it('is requested when a change has to wait for the connection', async () => {
    const client = offlineReadyClient();
    onlineManager.setOnline(false);
    queue(client, offlineKey('favorite'), { contentId: 1, favorite: true });
    await vi.waitFor(() => expect(workers.tags).toContain(OFFLINE_SYNC_TAG));
    expect(calls).toEqual([]);
  });

  it("has the open app replay the queue in order when the worker's sync fires, and says what still waits", async () => {
    const client = offlineReadyClient();
    onlineManager.setOnline(false);
    queue(client, offlineKey('follow'), { creatorId: 3, follow: true });
    queue(client, playlistOfflineKeys.playlistAdd, { playlistId: 5, mediaId: 9 });
    await vi.waitFor(() => expect(paused(client)).toBe(2));

    // The sync fired but the app still cannot reach the server: both still wait, so the browser retries later.
    await expect(workers.sync()).resolves.toEqual({ type: 'OFFLINE_CHANGES_REPLAYED', waiting: 2 });
    expect(calls).toEqual([]);

    onlineManager.setOnline(true);
    await expect(workers.sync()).resolves.toEqual({ type: 'OFFLINE_CHANGES_REPLAYED', waiting: 0 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/follow/toggle',
      'POST /api/playlists/5/items',
    ]);
  });
});
