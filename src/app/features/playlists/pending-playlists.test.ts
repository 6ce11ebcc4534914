import { beforeEach, describe, expect, it } from 'vitest';
import { localPlaylistIds } from './local-playlist-ids';
import type { OfflineChange, OfflineKind } from '@app/platform/offline/offline-changes';
import { pendingPlaylists } from './pending-playlists';

const at = Date.UTC(2025, 0, 1);
const queued = (kind: OfflineKind, change: OfflineChange) => ({ kind, change, at });

beforeEach(() => localPlaylistIds.forget());

describe('pendingPlaylists', () => {
  it('shows a playlist created offline with its latest name and the videos queued into it, newest first', () => {
    const pending = pendingPlaylists([
      queued('playlist-create', { localId: -1, name: 'Evening' }),
      queued('playlist-add', { playlistId: -1, mediaId: 9, title: 'Salsa' }),
      queued('playlist-add', { playlistId: -1, mediaId: 8, title: 'Tango' }),
      queued('playlist-add', { playlistId: -1, mediaId: 9, title: 'Salsa' }),
      queued('playlist-rename', { playlistId: -1, name: 'Late' }),
      queued('playlist-remove', { playlistId: -1, mediaId: 8 }),
      queued('playlist-add', { playlistId: 5, mediaId: 7 }),
      queued('playlist-create', { localId: -2, name: 'Morning' }),
    ]);
    expect(pending.created.map((p) => [p.id, p.name, p.items_count])).toEqual([
      [-2, 'Morning', 0],
      [-1, 'Late', 1],
    ]);
    expect(pending.created[1]!.videos).toEqual([{ mediaId: 9, title: 'Salsa' }]);
    expect(pending.created[1]!.created_at).toBe('2025-01-01T00:00:00.000Z');
  });

  it('marks playlists waiting to be deleted, by their server id once a local one has been sent', async () => {
    await localPlaylistIds.remember(-3, 42);
    const pending = pendingPlaylists([
      queued('playlist-delete', { playlistId: 5 }),
      queued('playlist-delete', { playlistId: -3 }),
      queued('playlist-create', { localId: -4, name: 'Gone' }),
      queued('playlist-delete', { playlistId: -4 }),
    ]);
    expect(pending.isDeleting(5)).toBe(true);
    expect(pending.isDeleting(42)).toBe(true);
    expect(pending.isDeleting(6)).toBe(false);
    // Its create went out before the delete was made: not shown as a new playlist any more.
    expect(pending.created).toEqual([]);
  });
});
