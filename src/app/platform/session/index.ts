export { refresh, register, signIn, signOut, type Credentials, type RegisterPayload } from './actions';
export {
  fetchProfile,
  PROFILE_ROOT,
  profileKey,
  profileQueryOptions,
  useHasUserToken,
  useIsSignedIn,
  useProfile,
  type Profile,
} from './profile';
export { sessionRedirectPath } from './redirect-path';
export { scopeForPath, serverScope, sessionScopes, signInPath, type SessionScope } from './scope';
export { endSession, onSignOut, type SignOutListener, type SignOutReason } from './sign-out';
export {
  createTokenStore,
  tokenPrefix,
  tokens,
  type ClientToken,
  type OAuthTokens,
  type TokenStore,
  type UserTokens,
} from './tokens';
