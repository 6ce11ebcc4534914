import { createFileRoute } from '@tanstack/react-router';
import { playlistsQueryOptions } from '@app/features/playlists';
import { AddToPlaylistPage } from '@app/features/playlists';
import { addToPlaylistSearchSchema } from '@app/features/playlists';

/** `?mediaId=` the video to add (required to add), `?contentId=` its content page for the way back, `?title=` its title. */
export const Route = createFileRoute('/$lang/fan/playlist/add')({
  validateSearch: addToPlaylistSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(playlistsQueryOptions(deps.page)),
  component: function AddRoute() {
    const { mediaId, contentId, title } = Route.useSearch();
    return <AddToPlaylistPage mediaId={mediaId} contentId={contentId} title={title} />;
  },
});
