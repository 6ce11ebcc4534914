import { createFileRoute } from '@tanstack/react-router';
import { allPlaylistItemsQueryOptions } from '@app/features/playlists/api';
import { EditOrderingPage } from '@app/features/playlists/edit-ordering-page';

/** The whole playlist at once: a reorder is saved as one complete order. */
export const Route = createFileRoute('/$lang/fan/playlist/$playlistId/edit-ordering')({
  loader: ({ context, params }) => context.queryClient.prefetchQuery(allPlaylistItemsQueryOptions(params.playlistId)),
  component: function EditOrderingRoute() {
    return <EditOrderingPage playlistId={Route.useParams().playlistId} />;
  },
});
