/** The creator's studio: the creator area, content editor and lists, lifecycle, calendar. Other features and routes import it only through this file. */
export { studioContentQueryOptions } from './api';
export { CreatorAboutPage } from './area/about-page';
export { CollaborationPage } from './area/collaboration-page';
export { collaborationSearchSchema } from './area/collaboration-search';
export { ContentTypePage } from './area/content-type-page';
export { CreatorHomePage } from './area/home-page';
export { isCreator, requireCreator } from './area/require-creator';
export { ClassesPage, CommunitiesPage, PortfolioPage, TutorialsPage } from './area/type-group-page';
export { typeGroupSearchSchema } from './area/type-group-search';
export { CreatorCalendarPage } from './calendar/creator-calendar-page';
export { creatorCalendarSearchSchema } from './calendar/search';
export { ContentListPage } from './content-list-page';
export { contentListSearchSchema, createContentSearchSchema } from './content-list-search';
export { CreateContentPage } from './create-content-page';
export { EditorLayout } from './editor/editor-layout';
export { EditorIndex, StepPage } from './editor/step-page';
