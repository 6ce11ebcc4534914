/** The first steps after sign-up: choosing a role and interests. Other features and routes import it only through this file. */
export { OnboardingPage } from './onboarding-page';
