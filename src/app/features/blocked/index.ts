/** The list of people the fan has blocked, and unblocking them. Other features and routes import it only through this file. */
export { blockedQueryOptions } from './api';
export { BlockedListPage } from './blocked-list-page';
