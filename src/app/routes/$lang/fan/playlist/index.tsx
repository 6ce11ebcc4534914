import { createFileRoute } from '@tanstack/react-router';
import { pageSearchSchema } from '@app/features/library/page-search';
import { playlistsQueryOptions } from '@app/features/playlists/api';
import { PlaylistsPage } from '@app/features/playlists/playlists-page';

export const Route = createFileRoute('/$lang/fan/playlist/')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(playlistsQueryOptions(deps.page)),
  component: PlaylistsPage,
});
