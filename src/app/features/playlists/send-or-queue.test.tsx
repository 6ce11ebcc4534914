import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@app/platform/query-client';
import { registerOfflineMutations } from '@app/platform/offline/offline-mutations';
import type { PlaylistItemChange } from './playlist-changes';
import { sendOrQueue, useIsWaiting } from '@app/platform/offline/send-or-queue';
import { followOfflineChange } from '@app/features/fan-actions';
import { favoriteOfflineChange } from '@app/platform/catalogue/wishlist-api';
import { playlistOfflineChanges, playlistOfflineKeys } from './offline-changes';

const offlineChanges = [...playlistOfflineChanges, favoriteOfflineChange, followOfflineChange];
/** The app's client as a signed-in fan has it: the offline kinds registered (shell/offline-queue.ts). */
function offlineReadyClient() {
  const client = createQueryClient({ onError: () => undefined });
  registerOfflineMutations(client, offlineChanges);
  return client;
}

afterEach(() => onlineManager.setOnline(true));

function mutation(answer: Promise<unknown>) {
  return { mutate: vi.fn(), mutateAsync: vi.fn(() => answer) };
}

describe('sendOrQueue', () => {
  it('online, sends and waits for the server, whose refusal reaches the page', async () => {
    const ok = mutation(Promise.resolve());
    await expect(sendOrQueue(ok, 1)).resolves.toBe('sent');
    expect(ok.mutateAsync).toHaveBeenCalledWith(1);
    const refused = mutation(Promise.reject(new Error('Full')));
    await expect(sendOrQueue(refused, 2)).rejects.toThrow('Full');
  });

  it('offline, queues the change and answers at once instead of waiting for the connection', async () => {
    onlineManager.setOnline(false);
    const never = mutation(new Promise(() => undefined));
    await expect(sendOrQueue(never, 3)).resolves.toBe('queued');
    expect(never.mutate).toHaveBeenCalledWith(3);
    expect(never.mutateAsync).not.toHaveBeenCalled();
  });
});

describe('useIsWaiting', () => {
  it('finds a queued change by what it changes', async () => {
    const client = offlineReadyClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const removing = (playlistId: number, mediaId: number) =>
      renderHook(
        () =>
          useIsWaiting<PlaylistItemChange>(
            playlistOfflineKeys.playlistRemove,
            (c) => c.playlistId === playlistId && c.mediaId === mediaId,
          ),
        { wrapper },
      ).result;
    const nine = removing(5, 9);
    const eight = removing(5, 8);
    expect(nine.current).toBe(false);

    onlineManager.setOnline(false);
    void client
      .getMutationCache()
      .build(client, { mutationKey: playlistOfflineKeys.playlistRemove })
      .execute({ playlistId: 5, mediaId: 9 })
      .catch(() => undefined);
    await vi.waitFor(() => expect(nine.current).toBe(true));
    expect(eight.current).toBe(false);
  });
});
