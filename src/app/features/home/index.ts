/** The landing page for visitors: hero, slides, featured creators. Other features and routes import it only through this file. */
export { landingQueryOptions } from './api';
export { HomePage } from './home-page';
