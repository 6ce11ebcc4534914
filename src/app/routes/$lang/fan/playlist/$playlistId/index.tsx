import { createFileRoute } from '@tanstack/react-router';
import { pageSearchSchema } from '@app/features/library/page-search';
import { playlistItemsQueryOptions } from '@app/features/playlists/api';
import { PlaylistPage } from '@app/features/playlists/playlist-page';

export const Route = createFileRoute('/$lang/fan/playlist/$playlistId/')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) =>
    context.queryClient.prefetchQuery(playlistItemsQueryOptions(params.playlistId, deps.page)),
  component: function PlaylistRoute() {
    return <PlaylistPage playlistId={Route.useParams().playlistId} />;
  },
});
