import { createFileRoute } from '@tanstack/react-router';
import { pageSearchSchema } from '@app/platform/content-lists/page-search';
import { playlistsQueryOptions } from '@app/features/playlists';
import { PlaylistsPage } from '@app/features/playlists';

/** The library's Playlists tab: the same list as /fan/playlist, inside the library's tabs. */
export const Route = createFileRoute('/$lang/library/playlist')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(playlistsQueryOptions(deps.page)),
  component: PlaylistsPage,
});
