/** The content page: a performance, class or tutorial with its videos, people and actions. Other features and routes import it only through this file. */
export { ContentBody } from './content-body';
export { ContentHeader } from './content-header';
export { ContentNotFound } from './content-not-found';
export { ContentPage } from './content-page';
export { ContentPeople, ContentTags } from './content-people';
export { loadContentPage, parseContentId } from './content-route';
export { ContentTeaser } from './content-teaser';
