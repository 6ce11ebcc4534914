import { createFileRoute, notFound } from '@tanstack/react-router';
import { isLocalPlaylistId } from '@app/features/playlists';
import { playlistQueryOptions } from '@app/features/playlists';
import { SavedPlaylistRedirect } from '@app/features/playlists';
import { parsePlaylistId } from '@app/features/playlists';

/** A playlist id is a whole number: positive from the server, negative for one created offline (not fetched). */
export const Route = createFileRoute('/$lang/fan/playlist/$playlistId')({
  params: {
    parse: ({ playlistId }) => {
      const id = parsePlaylistId(playlistId);
      if (id === null) throw notFound();
      return { playlistId: id };
    },
    stringify: ({ playlistId }) => ({ playlistId: String(playlistId) }),
  },
  loader: ({ context, params }) =>
    isLocalPlaylistId(params.playlistId)
      ? undefined
      : context.queryClient.prefetchQuery(playlistQueryOptions(params.playlistId)),
  component: function PlaylistRoute() {
    return <SavedPlaylistRedirect playlistId={Route.useParams().playlistId} />;
  },
});
