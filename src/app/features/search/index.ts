/** Search: the box, suggestions, filters and results page. Other features and routes import it only through this file. */
export { searchContentQueryOptions, searchGenresQueryOptions } from './api';
export { SearchPage } from './search-page';
export { searchParamsSchema } from './search-params';
