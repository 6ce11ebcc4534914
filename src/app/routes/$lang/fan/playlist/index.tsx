import { createFileRoute } from '@tanstack/react-router';
import { pageSearchSchema } from '@app/platform/content-lists/page-search';
import { playlistsQueryOptions } from '@app/features/playlists';
import { PlaylistsPage } from '@app/features/playlists';

export const Route = createFileRoute('/$lang/fan/playlist/')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(playlistsQueryOptions(deps.page)),
  component: PlaylistsPage,
});
