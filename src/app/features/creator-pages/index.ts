/** A creator's public pages: header, tabs, content lists, about. Other features and routes import it only through this file. */
export { creatorPageQueryOptions } from './api';
export { contentTypeSlugs, parseContentTypeSegment } from './content-type-slug';
export { CreatorAboutTab } from './creator-about-tab';
export { CreatorDeletedPage } from './creator-deleted-page';
export { CreatorHomeTab } from './creator-home-tab';
export { CreatorLayout } from './creator-layout';
export { CreatorListTab } from './creator-list-tab';
export { CreatorTypeTab } from './creator-type-tab';
export { creatorListSearchSchema } from './search';
