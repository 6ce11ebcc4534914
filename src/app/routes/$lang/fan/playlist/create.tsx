import { createFileRoute } from '@tanstack/react-router';
import { CreatePlaylistPage } from '@app/features/playlists';

export const Route = createFileRoute('/$lang/fan/playlist/create')({
  component: CreatePlaylistPage,
});
