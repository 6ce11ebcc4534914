/** The fan's library: wishlist, following, communities and downloads. Other features and routes import it only through this file. */
export { collectionQueryOptions, followingQueryOptions, librarySummaryQueryOptions, wishlistQueryOptions } from './api';
export { CommunitiesPage } from './communities-page';
export { DownloadsPage } from './downloads-page';
export { FollowingPage } from './following-page';
export { LibraryFrame } from './library-frame';
export { LibraryLayout } from './library-layout';
export { LibraryPage } from './library-page';
export { WishlistPage } from './wishlist-page';
