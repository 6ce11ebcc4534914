// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@app/platform/query-client';
import { tokens } from '@app/platform/session';

const registerOfflineQueue = vi.fn();
vi.mock('./offline-queue-kinds', () => ({ registerOfflineQueue }));

afterEach(() => {
  tokens.clear('site');
  registerOfflineQueue.mockClear();
  vi.resetModules();
});

const signIn = () => tokens.setUser('site', { accessToken: 'user-token', expiresAt: Date.now() + 3_600_000 });

describe('the offline queue', () => {
  it('is not loaded for a visitor, and is registered on the client once they sign in', async () => {
    const { loadOfflineQueueWhenSignedIn, loadOfflineQueue } = await import('./offline-queue');
    const client = createQueryClient({ onError: () => undefined });
    await loadOfflineQueueWhenSignedIn(client);
    expect(registerOfflineQueue).not.toHaveBeenCalled();

    signIn();
    await loadOfflineQueue(client);
    expect(registerOfflineQueue).toHaveBeenCalledExactlyOnceWith(client);
  });

  it('is registered before the start goes on when someone is already signed in', async () => {
    signIn();
    const { loadOfflineQueueWhenSignedIn } = await import('./offline-queue');
    const client = createQueryClient({ onError: () => undefined });
    await loadOfflineQueueWhenSignedIn(client);
    expect(registerOfflineQueue).toHaveBeenCalledExactlyOnceWith(client);
  });
});
