/** The signed-in person's account pages: profile, password, interests, personalization, social links. Other features and routes import it only through this file. */
export { AccountLayout } from './account-layout';
export { ChangePasswordPage } from './change-password-page';
export { DeleteProfilePage } from './delete-profile-page';
export { genresQueryOptions, hobbiesQueryOptions } from './interests-api';
export { InterestsPicker } from './interests-picker';
export { AccountOverviewPage } from './overview-page';
export { PersonalizationPage } from './personalization-page';
export { PublicDataPage } from './public-data-page';
export { SectionHeading } from './section-heading';
export { networkNames } from './social-network-names';
export { SocialNetworksPage } from './social-networks-page';
export { WelcomeFormPage } from './welcome-form-page';
