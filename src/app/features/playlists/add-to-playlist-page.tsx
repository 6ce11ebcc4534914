import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { css } from 'styled-system/css';
import type { Playlist } from '@shared/schemas/playlists';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { Pagination } from '@app/ui/pagination';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { toast } from '@app/ui/toaster';
import { LoadError } from '@app/platform/content-lists/load-error';
import { usePageParam } from '@app/platform/content-lists/page-search';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { sendOrQueue } from '@app/platform/offline/send-or-queue';
import { PLAYLIST_PAGE_SIZE, playlistsQueryOptions, useAddPlaylistItem, useCreatePlaylist } from './api';
import { AddTargetRow } from './add-target-row';
import { PlaylistHeading } from './playlist-heading';
import { PlaylistNameForm } from './playlist-name-form';
import { usePendingPlaylists } from './pending-playlists';
import { VideoToAdd } from './video-to-add';
import { isLeftToPage, toastRefusal } from '@app/platform/errors';

const list = css({ display: 'grid', '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' } });

/** `/fan/playlist/add?mediaId=…&contentId=…&title=…`: put one video into an existing playlist or a new one. */
export function AddToPlaylistPage({
  mediaId,
  contentId,
  title,
}: {
  mediaId?: number;
  contentId?: number;
  title?: string;
}) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Add to a playlist`);
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(playlistsQueryOptions(page));
  const add = useAddPlaylistItem();
  const create = useCreatePlaylist();
  const pending = usePendingPlaylists();
  // A playlist created offline takes videos too (sent after its create); one waiting to be deleted does not.
  const targets = [
    ...(page === 1 ? pending.created : []),
    ...(data?.data ?? []).filter((p) => !pending.isDeleting(p.id)),
  ];
  const back = contentId
    ? { href: `/${i18n.locale}/content/${contentId}`, label: <Trans>Back to the video</Trans> }
    : { href: `/${i18n.locale}/fan/playlist`, label: <Trans>Playlists</Trans> };

  const addTo = async (playlist: Pick<Playlist, 'id' | 'name'>) => {
    if (!mediaId) return;
    let result: 'sent' | 'queued';
    try {
      result = await sendOrQueue(add, { playlistId: playlist.id, mediaId, title });
    } catch (error) {
      // Other failures are the app's error handler's, which already says them.
      if (isLeftToPage(error)) toastRefusal(error, t`The video could not be added. Try again.`);
      return;
    }
    const name = playlist.name;
    if (result === 'queued')
      toast.success(t`You are offline: the video goes into ${name} when the connection returns.`);
    else toast.success(t`Added to ${name}.`);
    await navigate({
      to: '/$lang/fan/playlist/$playlistId',
      params: { lang: i18n.locale as Locale, playlistId: playlist.id },
    });
  };

  if (!mediaId) {
    return (
      <div className={css({ display: 'grid', gap: '5' })}>
        <PlaylistHeading title={<Trans>Add to a playlist</Trans>} back={back} />
        <EmptyState
          icon={<CircleAlertIcon size={20} />}
          title={t`No video was chosen`}
          description={t`Open a video you can watch and choose "Add to playlist".`}
          action={
            <UiLink href={`/${i18n.locale}/library`} className={buttonStyles({ variant: 'solid' })}>
              <Trans>Go to your collection</Trans>
            </UiLink>
          }
        />
      </div>
    );
  }
  return (
    <div className={css({ display: 'grid', gap: '6', maxWidth: '40rem' })}>
      <PlaylistHeading title={<Trans>Add to a playlist</Trans>} back={back} />
      <VideoToAdd mediaId={mediaId} contentId={contentId} title={title} />
      {isError && !data ? (
        <LoadError
          headingLevel="h2"
          title={t`Your playlists could not be loaded`}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : (
        <LoadingRegion loading={isPending} label={t`Loading…`}>
          {isPending ? (
            <Skeleton height="8rem" />
          ) : targets.length > 0 ? (
            <div className={css({ display: 'grid', gap: '4' })}>
              <ul className={list} aria-label={t`Your playlists`}>
                {targets.map((playlist) => (
                  <li key={playlist.id}>
                    <AddTargetRow
                      playlist={playlist}
                      adding={add.isPending && add.variables.playlistId === playlist.id}
                      onAdd={() => void addTo(playlist)}
                    />
                  </li>
                ))}
              </ul>
              <Pagination page={page} count={data.meta.total} pageSize={PLAYLIST_PAGE_SIZE} onPageChange={setPage} />
            </div>
          ) : null}
        </LoadingRegion>
      )}
      <Card as="section">
        <div className={css({ display: 'grid', gap: '3' })}>
          <h2 className={css({ textStyle: 'heading.sm' })}>
            <Trans>Or start a new playlist</Trans>
          </h2>
          <PlaylistNameForm
            submitLabel={<Trans>Create and add</Trans>}
            onSubmit={async (name) => addTo({ id: (await create(name)).id, name })}
          />
        </div>
      </Card>
    </div>
  );
}
