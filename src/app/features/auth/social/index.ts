/** Sign-in with Google, Facebook and Apple: the buttons, the callback page and the linked services on /account (the auth feature's index re-exports what others use). */
export { LinkedProviders } from './linked-providers';
export { SocialButtons } from './social-buttons';
export { SocialCallbackPage } from './callback-page';
export { isSocialProvider, socialCallbackSearchSchema } from './search';
