import { createFileRoute, redirect } from '@tanstack/react-router';
import { isLocalPlaylistId } from '@app/features/playlists';
import { allPlaylistItemsQueryOptions } from '@app/features/playlists';
import { EditOrderingPage } from '@app/features/playlists';

/** The whole playlist at once: a reorder is saved as one complete order (of the videos on the server). */
export const Route = createFileRoute('/$lang/fan/playlist/$playlistId/edit-ordering')({
  // A playlist created offline has no saved order yet; its page lists the videos in the order they were added.
  beforeLoad: ({ params }) => {
    if (isLocalPlaylistId(params.playlistId)) throw redirect({ to: '/$lang/fan/playlist/$playlistId', params });
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(allPlaylistItemsQueryOptions(params.playlistId)),
  component: function EditOrderingRoute() {
    return <EditOrderingPage playlistId={Route.useParams().playlistId} />;
  },
});
