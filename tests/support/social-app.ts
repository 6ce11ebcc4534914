import { afterAll, beforeAll } from 'vitest';
import { startFacebookStandIn, type FacebookStandIn } from './facebook-stand-in';
import { createTestApp, type TestApp } from './harness';
import { startOidcStandIn, type OidcStandIn } from './oidc-stand-in';

/** Where the test app believes it is served; the providers send the browser back here. */
export const SOCIAL_PUBLIC_URL = 'http://stagepass.test';

export interface SocialTestApp {
  readonly t: TestApp;
  readonly google: OidcStandIn;
  /** Only when asked for with `{ facebook: true }`. */
  readonly facebook: FacebookStandIn;
}

/**
 * A test app with Google (and, if asked, Facebook) switched on against local stand-ins, started before the file's
 * tests and closed after them. Read its fields inside tests or hooks: they are set once `beforeAll` has run.
 */
export function socialTestApp(options: { facebook?: boolean; env?: Record<string, string> } = {}): SocialTestApp {
  let t: TestApp | undefined;
  let google: OidcStandIn | undefined;
  let facebook: FacebookStandIn | undefined;
  beforeAll(async () => {
    google = await startOidcStandIn({ redirectUri: `${SOCIAL_PUBLIC_URL}/social/google/callback` });
    if (options.facebook) facebook = await startFacebookStandIn(`${SOCIAL_PUBLIC_URL}/social/facebook/callback`);
    t = await createTestApp({
      env: {
        PUBLIC_URL: SOCIAL_PUBLIC_URL,
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_ISSUER: google.issuer,
        ...(facebook
          ? {
              FACEBOOK_CLIENT_ID: facebook.clientId,
              FACEBOOK_CLIENT_SECRET: facebook.clientSecret,
              FACEBOOK_DIALOG_URL: facebook.dialogUrl,
              FACEBOOK_GRAPH_URL: facebook.graphUrl,
            }
          : {}),
        ...options.env,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
    await facebook?.close();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not started: read it inside a test or hook`);
    return value;
  };
  return {
    get t() {
      return started(t, 'the test app');
    },
    get google() {
      return started(google, 'the Google stand-in');
    },
    get facebook() {
      return started(facebook, 'the Facebook stand-in (ask for { facebook: true })');
    },
  };
}
