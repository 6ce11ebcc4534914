import { createFileRoute } from '@tanstack/react-router';
import { isLocalPlaylistId } from '@app/features/playlists';
import { playlistItemsQueryOptions } from '@app/features/playlists';
import { PlaylistPage } from '@app/features/playlists';
import { playlistPlaySearchSchema } from '@app/features/playlists';

export const Route = createFileRoute('/$lang/fan/playlist/$playlistId/')({
  validateSearch: playlistPlaySearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) =>
    isLocalPlaylistId(params.playlistId)
      ? undefined
      : context.queryClient.prefetchQuery(playlistItemsQueryOptions(params.playlistId, deps.page)),
  component: function PlaylistIndexRoute() {
    const search = Route.useSearch();
    return (
      <PlaylistPage
        playlistId={Route.useParams().playlistId}
        titleHint={search.title}
        startWithTime={search.startWithTime === true}
      />
    );
  },
});
