/** What the feed and calendar modules share with search: the discovery visibility rule and list SQL. */
export { discoverableContent, notFreeCommunity } from './discoverable';
export { contentFilterFields, contentListSql, contentScopes } from './content-list-sql';
export { withProductPageSize } from './product-page-size';
