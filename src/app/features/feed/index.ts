/** The fan's home feed: for-you items, followed creators, feed item pages. Other features and routes import it only through this file. */
export { feedItemQueryOptions, feedQueryOptions, followedCreatorsQueryOptions } from './api';
export { FanHomePage } from './fan-home-page';
export { FeedItemPage } from './feed-item-page';
export { FeedPage } from './feed-page';
export { FOR_YOU_SIZE, ForYou } from './for-you';
export { feedSearchSchema } from './search';
