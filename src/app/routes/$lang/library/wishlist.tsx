import { createFileRoute } from '@tanstack/react-router';
import { wishlistQueryOptions } from '@app/features/library';
import { WishlistPage } from '@app/features/library';
import { pageSearchSchema } from '@app/platform/content-lists/page-search';

export const Route = createFileRoute('/$lang/library/wishlist')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(wishlistQueryOptions(deps.page)),
  component: WishlistPage,
});
