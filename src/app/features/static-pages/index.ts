/** Pages written by the staff (terms, privacy, help), rendered from Markdown. Other features and routes import it only through this file. */
export { staticPagePath, staticPageQueryOptions } from './api';
export { Markdown } from './markdown';
export { StaticPage } from './static-page';
