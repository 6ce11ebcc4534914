/** Signing in, signing up, e-mail verification and password reset, and the route guards that need a session. Other features and routes import it only through this file. */
export { AuthCard } from './auth-card';
export { EmailVerificationPage } from './email-verification-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { loadSiteProfile, redirectIfSignedIn, requireSiteUser } from './guards';
export { ResetPasswordPage } from './reset-password-page';
export { signInSearchSchema, signUpFormSearchSchema, tokenSearchSchema } from './search';
export { SignInForm } from './sign-in-form';
export { SignInPage } from './sign-in-page';
export { SignUpFormPage } from './sign-up-form-page';
export { SignUpPage } from './sign-up-page';
export { SignUpTypePage } from './sign-up-type-page';
export { isSocialProvider, LinkedProviders, SocialCallbackPage, socialCallbackSearchSchema } from './social';
export { WelcomePage } from './welcome-page';
