import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import PlayIcon from 'lucide-react/icons/play';
import PlusIcon from 'lucide-react/icons/plus';
import { css } from 'styled-system/css';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { Pagination } from '@app/ui/pagination';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { LoadError } from '@app/platform/content-lists/load-error';
import { usePageParam } from '@app/platform/content-lists/page-search';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { PLAYLIST_PAGE_SIZE, playlistsQueryOptions } from './api';
import { PlaylistCard } from './playlist-card';
import { PlaylistHeading } from './playlist-heading';
import { usePendingPlaylists } from './pending-playlists';

const grid = css({
  display: 'grid',
  gap: { base: '3', sm: '5' },
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});

/** `/fan/playlist` and the library's Playlists tab: the fan's playlists and the way to start one. */
export function PlaylistsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Playlists`);
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(playlistsQueryOptions(page));
  const pending = usePendingPlaylists();
  // Playlists created offline lead the first page until they are sent.
  const created = page === 1 ? pending.created : [];
  const createHref = `/${i18n.locale}/fan/playlist/create`;
  const create = (
    <UiLink href={createHref} className={buttonStyles({ variant: 'solid' })}>
      <PlusIcon size={18} />
      <Trans>New playlist</Trans>
    </UiLink>
  );

  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <PlaylistHeading
        title={<Trans>Playlists</Trans>}
        actions={(data && data.data.length > 0) || created.length > 0 ? create : null}
      />
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
            <div className={grid}>
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className={css({ aspectRatio: '4 / 3' })} />
              ))}
            </div>
          ) : data.data.length === 0 && created.length === 0 ? (
            <EmptyState
              icon={<PlayIcon size={20} fill="currentColor" />}
              title={t`No playlists yet`}
              description={t`Gather the videos you practise with in the order you want to watch them.`}
              action={create}
            />
          ) : (
            <div className={css({ display: 'grid', gap: '6' })}>
              <ul className={grid} aria-label={t`Your playlists`}>
                {created.map((playlist) => (
                  <li key={playlist.id}>
                    <PlaylistCard playlist={playlist} pending="create" />
                  </li>
                ))}
                {data.data.map((playlist) => (
                  <li key={playlist.id}>
                    <PlaylistCard
                      playlist={playlist}
                      pending={pending.isDeleting(playlist.id) ? 'delete' : undefined}
                    />
                  </li>
                ))}
              </ul>
              <Pagination page={page} count={data.meta.total} pageSize={PLAYLIST_PAGE_SIZE} onPageChange={setPage} />
            </div>
          )}
        </LoadingRegion>
      )}
    </div>
  );
}
