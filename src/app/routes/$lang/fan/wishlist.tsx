import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';
import { wishlistQueryOptions } from '@app/features/library';
import { LibraryFrame } from '@app/features/library';
import { pageSearchSchema } from '@app/platform/content-lists/page-search';
import { WishlistPage } from '@app/features/library';

/** The fan's address of the library's wishlist tab: the same page inside the library's tabs. */
export const Route = createFileRoute('/$lang/fan/wishlist')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(wishlistQueryOptions(deps.page)),
  component: function FanWishlistPage() {
    return (
      <LibraryFrame current="wishlist">
        <WishlistPage />
      </LibraryFrame>
    );
  },
});
