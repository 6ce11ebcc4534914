import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth/guards';
import { PlaylistsLayout } from '@app/features/playlists/playlists-layout';

/** Playlists are the signed-in user's own. */
export const Route = createFileRoute('/$lang/fan/playlist')({
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
  component: PlaylistsLayout,
});
