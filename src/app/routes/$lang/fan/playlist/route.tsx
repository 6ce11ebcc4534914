import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';
import { PlaylistsLayout } from '@app/features/playlists';

/** Playlists are the signed-in user's own. */
export const Route = createFileRoute('/$lang/fan/playlist')({
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
  component: PlaylistsLayout,
});
