import { createFileRoute, notFound } from '@tanstack/react-router';
import { playlistQueryOptions } from '@app/features/playlists/api';
import { parsePlaylistId } from '@app/features/playlists/search';

/** A playlist id is a whole positive number; anything else is not a page. */
export const Route = createFileRoute('/$lang/fan/playlist/$playlistId')({
  params: {
    parse: ({ playlistId }) => {
      const id = parsePlaylistId(playlistId);
      if (id === null) throw notFound();
      return { playlistId: id };
    },
    stringify: ({ playlistId }) => ({ playlistId: String(playlistId) }),
  },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(playlistQueryOptions(params.playlistId)),
});
