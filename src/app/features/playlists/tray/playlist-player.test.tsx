import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaylistItem } from '@shared/schemas/playlists';
import { trayStore } from '@app/platform/storage';
import { renderUi } from '@app/ui/test-utils';
import { playlistItemsQueryOptions } from '../api';
import { PlaylistPlayer } from './playlist-player';

vi.mock('@tanstack/react-router', () => ({ useSearch: () => ({}), useNavigate: () => vi.fn() }));
// The real player needs media elements jsdom lacks; this stand-in shows what it was asked to play.
vi.mock('@app/platform/player/video-player', () => ({
  VideoPlayer: ({ media, startAt }: { media: { id: number }; startAt?: number }) => (
    <div data-testid="player" data-media={media.id} data-start={startAt ?? 'saved'} />
  ),
}));

const PLAYLIST = 7;

function item(mediaId: number, position: number): PlaylistItem {
  return {
    media_id: mediaId,
    content_id: mediaId,
    position,
    title: `Video ${mediaId}`,
    content_type: 3,
    duration_seconds: 16,
    poster: null,
    thumbnail: null,
    media: {
      id: mediaId,
      url: `/media/v/${mediaId}/master.m3u8`,
      mime_type: 'application/vnd.apple.mpegurl',
      status: 'ready',
      duration_seconds: 16,
      poster: null,
      position: 0,
      captions: [],
    },
    owner: null,
    part: null,
  };
}

function Player({ startWithTime }: { startWithTime: boolean }) {
  const [playingId, setPlayingId] = useState<number | undefined>();
  return (
    <PlaylistPlayer
      playlistId={PLAYLIST}
      playlistTitle="Warm-ups"
      startWithTime={startWithTime}
      playingId={playingId}
      onPlayingChange={setPlayingId}
    />
  );
}

/** The playlist's items are already in the cache (restored offline, or prefetched by the route). */
function open(startWithTime: boolean) {
  const client = new QueryClient();
  const items = [item(10, 0), item(20, 1)];
  client.setQueryData(playlistItemsQueryOptions(PLAYLIST, 1).queryKey, {
    data: items,
    meta: { current_page: 1, per_page: 20, total: 2, last_page: 1 },
  });
  renderUi(
    <QueryClientProvider client={client}>
      <Player startWithTime={startWithTime} />
    </QueryClientProvider>,
  );
}

const trayAt = (mediaId: number, currentTimePosition: number) =>
  trayStore.set({
    playlistId: PLAYLIST,
    playlistTitle: 'Warm-ups',
    page: 1,
    poster: '',
    title: `Video ${mediaId}`,
    name: 'Ann',
    duration: 16,
    currentTimePosition,
    mediaId,
  });

afterEach(() => trayStore.clear());

describe('PlaylistPlayer', () => {
  it('resumes the tray’s video of the playlist at its second, not the first video at 0:00', async () => {
    await trayAt(20, 7);
    open(true);
    expect(await screen.findByText('Now playing: 2. Video 20')).toBeInTheDocument();
    expect(screen.getByTestId('player')).toHaveAttribute('data-media', '20');
    expect(screen.getByTestId('player')).toHaveAttribute('data-start', '7');
  });

  it('starts with the first video when nothing was left playing', async () => {
    open(false);
    expect(await screen.findByText('Now playing: 1. Video 10')).toBeInTheDocument();
    expect(screen.getByTestId('player')).toHaveAttribute('data-start', 'saved');
  });
});
