import { createFileRoute } from '@tanstack/react-router';
import { isLocalPlaylistId } from '@app/features/offline/local-playlist-ids';
import { playlistItemsQueryOptions } from '@app/features/playlists/api';
import { PlaylistPage } from '@app/features/playlists/playlist-page';
import { playlistPlaySearchSchema } from '@app/features/tray/playlist-search';

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
