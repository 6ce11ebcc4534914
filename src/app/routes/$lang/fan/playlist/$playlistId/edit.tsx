import { createFileRoute } from '@tanstack/react-router';
import { EditPlaylistPage } from '@app/features/playlists';

export const Route = createFileRoute('/$lang/fan/playlist/$playlistId/edit')({
  component: function EditPlaylistPageRoute() {
    return <EditPlaylistPage playlistId={Route.useParams().playlistId} />;
  },
});
