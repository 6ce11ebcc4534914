/** The tutorials page. Other features and routes import it only through this file. */
export { tutorialsQueryOptions } from './api';
export { tutorialsSearchSchema } from './search';
export { TutorialsPage } from './tutorials-page';
