import { createFileRoute } from '@tanstack/react-router';
import { wishlistQueryOptions } from '@app/features/library/api';
import { WishlistPage } from '@app/features/library/wishlist-page';
import { pageSearchSchema } from '@app/features/library/page-search';

export const Route = createFileRoute('/$lang/library/wishlist')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(wishlistQueryOptions(deps.page)),
  component: WishlistPage,
});
