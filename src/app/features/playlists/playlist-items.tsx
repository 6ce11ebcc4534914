import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import PlayIcon from 'lucide-react/icons/play';
import XIcon from 'lucide-react/icons/x';
import { css } from 'styled-system/css';
import type { PlaylistItem } from '@shared/schemas/playlists';
import { IconButton } from '@app/ui/icon-button';
import { Pagination } from '@app/ui/pagination';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { toast } from '@app/ui/toaster';
import { LoadError } from '@app/platform/content-lists/load-error';
import { playlistOfflineKeys } from './offline-changes';
import type { PlaylistItemChange } from './playlist-changes';
import { useIsWaiting } from '@app/platform/offline/send-or-queue';
import { isPlayable } from './tray/playlist-order';
import { usePageParam } from '@app/platform/content-lists/page-search';
import { PLAYLIST_PAGE_SIZE, playlistItemsQueryOptions, useRemovePlaylistItem } from './api';
import { PlaylistItemRow } from './playlist-item-row';

const list = css({ display: 'grid', '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' } });

function RemoveButton({ playlistId, item }: { playlistId: number; item: PlaylistItem }) {
  const { t } = useLingui();
  const remove = useRemovePlaylistItem();
  const waiting = useIsWaiting<PlaylistItemChange>(
    playlistOfflineKeys.playlistRemove,
    (change) => change.playlistId === playlistId && change.mediaId === item.media_id,
  );
  const title = item.title;
  if (waiting) {
    return (
      <span className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
        <Trans>Removed when you are back online</Trans>
      </span>
    );
  }
  return (
    <IconButton
      aria-label={t`Remove ${title} from the playlist`}
      disabled={remove.isPending}
      onClick={() =>
        remove.mutate(
          { playlistId, mediaId: item.media_id, title },
          { onSuccess: () => toast.success(t`Removed ${title}.`) },
        )
      }
    >
      <XIcon size={18} />
    </IconButton>
  );
}

/** A page of the playlist's videos in order; `empty` shows when it has none; `onPlay` plays one in the page's player. */
export function PlaylistItems({
  playlistId,
  empty,
  playingId,
  onPlay,
}: {
  playlistId: number;
  empty: ReactNode;
  playingId?: number;
  onPlay?: (mediaId: number) => void;
}) {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(playlistItemsQueryOptions(playlistId, page));

  if (isError && !data) {
    return (
      <LoadError
        headingLevel="h2"
        title={t`The videos could not be loaded`}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  return (
    <LoadingRegion loading={isPending} label={t`Loading…`}>
      {isPending ? (
        <Skeleton height="14rem" />
      ) : data.meta.total === 0 ? (
        empty
      ) : (
        <div className={css({ display: 'grid', gap: '6' })}>
          <ol className={list} aria-label={t`Videos in this playlist`}>
            {data.data.map((item) => {
              const title = item.title;
              return (
                <li key={item.media_id}>
                  <PlaylistItemRow item={item} number={item.position + 1}>
                    {onPlay && isPlayable(item) ? (
                      <IconButton
                        aria-label={t`Play ${title}`}
                        aria-current={playingId === item.media_id ? 'true' : undefined}
                        variant={playingId === item.media_id ? 'solid' : 'ghost'}
                        onClick={() => onPlay(item.media_id)}
                      >
                        <PlayIcon fill="currentColor" size={18} />
                      </IconButton>
                    ) : null}
                    <RemoveButton playlistId={playlistId} item={item} />
                  </PlaylistItemRow>
                </li>
              );
            })}
          </ol>
          <Pagination page={page} count={data.meta.total} pageSize={PLAYLIST_PAGE_SIZE} onPageChange={setPage} />
        </div>
      )}
    </LoadingRegion>
  );
}
