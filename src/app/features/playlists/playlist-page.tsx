import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { buttonStyles } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';
import { Skeleton } from '@app/ui/skeleton';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { PlaylistPlayer } from './tray/playlist-player';
import { isLocalPlaylistId } from './local-playlist-ids';
import { playlistQueryOptions } from './api';
import { LocalPlaylistPage } from './local-playlist-page';
import { PlaylistHeading } from './playlist-heading';
import { PlaylistItems } from './playlist-items';
import { PlaylistMissing } from './playlist-missing';
import { EmptyPlaylist } from './empty-playlist';

interface PlaylistPageProps {
  playlistId: number;
  /** The tray link's title, shown until the playlist itself has loaded. */
  titleHint?: string;
  /** Resume the tray's video at its stored time. */
  startWithTime?: boolean;
}

/** `/fan/playlist/$playlistId`: the videos in order, with the ways to rename, reorder or delete it. */
export function PlaylistPage(props: PlaylistPageProps) {
  // Created offline: nothing on the server to play yet, only what is queued for it.
  if (isLocalPlaylistId(props.playlistId)) return <LocalPlaylistPage playlistId={props.playlistId} />;
  return <SavedPlaylistPage {...props} />;
}

function SavedPlaylistPage({ playlistId, titleHint, startWithTime = false }: PlaylistPageProps) {
  const { t, i18n } = useLingui();
  const { data: playlist, error, refetch, isRefetching } = useQuery(playlistQueryOptions(playlistId));
  const [playingId, setPlayingId] = useState<number | undefined>();
  usePageTitle(playlist?.name ?? titleHint ?? t`Playlist`);
  const base = `/${i18n.locale}/fan/playlist`;
  const back = { href: base, label: <Trans>Playlists</Trans> };
  const small = buttonStyles({ variant: 'outline', size: 'sm' });

  if (!playlist && error) {
    return (
      <div className={css({ display: 'grid', gap: '5' })}>
        <PlaylistHeading title={<Trans>Playlist</Trans>} back={back} />
        <PlaylistMissing error={error} onRetry={() => void refetch()} retrying={isRefetching} />
      </div>
    );
  }
  const count = playlist?.items_count ?? 0;
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <PlaylistHeading
        back={back}
        title={playlist ? playlist.name : (titleHint ?? <Skeleton shape="text" width="12rem" />)}
        description={playlist ? <Plural value={count} _0="No videos yet" one="# video" other="# videos" /> : null}
        actions={
          playlist ? (
            <>
              <UiLink href={`${base}/${playlistId}/edit-name`} className={small}>
                <Trans>Rename</Trans>
              </UiLink>
              {count > 1 ? (
                <UiLink href={`${base}/${playlistId}/edit-ordering`} className={small}>
                  <Trans>Change order</Trans>
                </UiLink>
              ) : null}
              <UiLink href={`${base}/${playlistId}/edit`} className={small}>
                <Trans>Edit</Trans>
              </UiLink>
            </>
          ) : null
        }
      />
      <PlaylistPlayer
        playlistId={playlistId}
        playlistTitle={playlist?.name ?? titleHint ?? ''}
        startWithTime={startWithTime}
        playingId={playingId}
        onPlayingChange={setPlayingId}
      />
      <PlaylistItems playlistId={playlistId} playingId={playingId} onPlay={setPlayingId} empty={<EmptyPlaylist />} />
    </div>
  );
}
