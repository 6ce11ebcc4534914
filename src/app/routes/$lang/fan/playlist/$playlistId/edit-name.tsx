import { createFileRoute } from '@tanstack/react-router';
import { EditNamePage } from '@app/features/playlists';

export const Route = createFileRoute('/$lang/fan/playlist/$playlistId/edit-name')({
  component: function EditNamePageRoute() {
    return <EditNamePage playlistId={Route.useParams().playlistId} />;
  },
});
