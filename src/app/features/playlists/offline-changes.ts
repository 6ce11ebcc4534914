import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { defineOfflineChange, offlineKey } from '@app/platform/offline/offline-changes';
import { waitingOfflineChanges } from '@app/platform/offline/offline-mutations';
import { localPlaylistIds } from './local-playlist-ids';
import {
  addToPlaylist,
  createPlaylist,
  deletePlaylist,
  removeFromPlaylist,
  renamePlaylist,
  reorderPlaylist,
  type PlaylistCreateChange,
  type PlaylistDeleteChange,
  type PlaylistItemChange,
  type PlaylistRenameChange,
  type PlaylistReorderChange,
} from './playlist-changes';

/** Every playlist write may be made offline (docs/architecture.md, "Offline changes"): these are its keys. */
export const playlistOfflineKeys = {
  playlistAdd: offlineKey('playlist-add'),
  playlistRemove: offlineKey('playlist-remove'),
  playlistRename: offlineKey('playlist-rename'),
  playlistReorder: offlineKey('playlist-reorder'),
  playlistCreate: offlineKey('playlist-create'),
  playlistDelete: offlineKey('playlist-delete'),
};

const videoTitle = (i18n: I18n, change: PlaylistItemChange) => change.title ?? i18n._(msg`a video`);

/** The playlist writes, registered on the app's query client (main.tsx); the local ids go with the person on sign-out. */
export const playlistOfflineChanges = [
  defineOfflineChange<PlaylistItemChange>({
    key: playlistOfflineKeys.playlistAdd,
    send: addToPlaylist,
    describe: (i18n, change) => {
      const title = videoTitle(i18n, change);
      return i18n._(msg`add ${title} to a playlist`);
    },
    forget: () => localPlaylistIds.forget(),
  }),
  defineOfflineChange<PlaylistItemChange>({
    key: playlistOfflineKeys.playlistRemove,
    send: removeFromPlaylist,
    describe: (i18n, change) => {
      const title = videoTitle(i18n, change);
      return i18n._(msg`remove ${title} from a playlist`);
    },
  }),
  defineOfflineChange<PlaylistRenameChange>({
    key: playlistOfflineKeys.playlistRename,
    send: renamePlaylist,
    describe: (i18n, { name }) => i18n._(msg`rename a playlist to ${name}`),
  }),
  defineOfflineChange<PlaylistReorderChange>({
    key: playlistOfflineKeys.playlistReorder,
    send: reorderPlaylist,
    describe: (i18n) => i18n._(msg`change the order of a playlist`),
  }),
  defineOfflineChange<PlaylistCreateChange>({
    key: playlistOfflineKeys.playlistCreate,
    send: createPlaylist,
    describe: (i18n, { name }) => i18n._(msg`create the playlist ${name}`),
  }),
  defineOfflineChange<PlaylistDeleteChange>({
    key: playlistOfflineKeys.playlistDelete,
    send: deletePlaylist,
    describe: (i18n, { name }) => (name ? i18n._(msg`delete the playlist ${name}`) : i18n._(msg`delete a playlist`)),
  }),
];

/**
 * Deleting a playlist created offline whose create has not gone out yet: the create and every change
 * queued against its local id leave the queue and nothing is sent (the server never knew it). False
 * when the create has gone out already; the delete is then queued like any other and sent with the
 * server's id.
 */
export function cancelLocalPlaylist(client: QueryClient, localId: number): boolean {
  const waiting = waitingOfflineChanges(client);
  const create = waiting.find(
    (m) =>
      m.options.mutationKey?.[1] === playlistOfflineKeys.playlistCreate[1] &&
      (m.state.variables as PlaylistCreateChange).localId === localId,
  );
  if (!create) return false;
  const cache = client.getMutationCache();
  for (const m of waiting) {
    if (m === create || (m.state.variables as { playlistId?: number }).playlistId === localId) cache.remove(m);
  }
  return true;
}
