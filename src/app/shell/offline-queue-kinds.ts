import type { QueryClient } from '@tanstack/react-query';
import { followOfflineChange } from '@app/features/fan-actions';
import { playlistOfflineChanges } from '@app/features/playlists';
import { favoriteOfflineChange } from '@app/platform/catalogue/wishlist-api';
import { registerOfflineMutations } from '@app/platform/offline/offline-mutations';

/** The kinds of change the features let people make offline, on the app's query client. */
export function registerOfflineQueue(client: QueryClient): void {
  registerOfflineMutations(client, [...playlistOfflineChanges, favoriteOfflineChange, followOfflineChange]);
}
