import * as client from 'openid-client';
import type { SocialProvider } from '@shared/schemas/social';
import type { Deps } from '../../deps';
import { providerConfig } from './client-config';

/** Who the provider says signed in. `emailVerified` is the provider's word, never assumed. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface FlowSecrets {
  provider: SocialProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Apple says `"true"` in a string; Google says `true`. */
const truthy = (value: unknown) => value === true || value === 'true';
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Trades the code for tokens. For Google and Apple openid-client checks the ID token's signature
 * against the issuer's JWKS, its `iss`, `aud`, `exp` and our nonce; the code is bound to our PKCE verifier.
 * Facebook speaks plain OAuth: the person is read from the Graph API with the access token.
 */
export async function fetchIdentity(
  deps: Deps,
  flow: FlowSecrets,
  callback: URL,
  appleUser?: string,
): Promise<ProviderIdentity> {
  const config = await providerConfig(deps.config, flow.provider, deps.clock.now());
  const tokens = await client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: flow.codeVerifier,
    expectedState: flow.state,
    ...(flow.provider !== 'facebook' && { expectedNonce: flow.nonce, idTokenExpected: true }),
  });
  if (flow.provider === 'facebook') return facebookPerson(deps, config, tokens.access_token);
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider sent no ID token');
  return {
    subject: claims.sub,
    email: text(claims.email),
    emailVerified: truthy(claims.email_verified),
    name: text(claims.name) ?? appleName(appleUser),
  };
}

async function facebookPerson(deps: Deps, config: client.Configuration, accessToken: string) {
  const graph = deps.config.FACEBOOK_GRAPH_URL.replace(/\/$/, '');
  const answer = await client.fetchProtectedResource(
    config,
    accessToken,
    new URL(`${graph}/me?fields=id,name,email`),
    'GET',
  );
  if (!answer.ok) throw new Error(`Facebook Graph answered ${answer.status}`);
  const me = (await answer.json()) as Record<string, unknown>;
  const subject = text(me.id);
  if (!subject) throw new Error('Facebook Graph sent no id');
  // Facebook hands out only addresses its owner has confirmed.
  const email = text(me.email);
  return { subject, email, emailVerified: email !== null, name: text(me.name) };
}

/** Apple posts `user={"name":{"firstName","lastName"}}` on the first sign-in only. */
function appleName(user: string | undefined): string | null {
  if (!user) return null;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: string; lastName?: string } };
    return text([parsed.name?.firstName, parsed.name?.lastName].filter(Boolean).join(' '));
  } catch {
    return null;
  }
}
