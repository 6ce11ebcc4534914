import { createFileRoute } from '@tanstack/react-router';
import { CreatePlaylistPage } from '@app/features/playlists/create-playlist-page';

export const Route = createFileRoute('/$lang/fan/playlist/create')({
  component: CreatePlaylistPage,
});
