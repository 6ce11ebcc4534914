import * as client from 'openid-client';
import type { SocialProvider } from '@shared/schemas/social';
import type { Config } from '../../config';
import { appleClientSecret } from './apple-secret';

const discovered = new Map<string, Promise<client.Configuration>>();

/** Plain http reaches only a loopback stand-in; the configuration refuses it anywhere else. */
function isPlainHttp(url: string): boolean {
  return new URL(url).protocol === 'http:';
}

/** Google and Apple publish OpenID discovery documents; they are fetched once per issuer and client. */
function discover(issuer: string, clientId: string): Promise<client.Configuration> {
  const key = `${issuer} ${clientId}`;
  let found = discovered.get(key);
  if (!found) {
    const options = isPlainHttp(issuer) ? { execute: [client.allowInsecureRequests] } : undefined;
    found = client.discovery(new URL(issuer), clientId, undefined, client.None(), options);
    // A failed discovery is not remembered: the next sign-in tries again.
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

function facebook(config: Config, secret: client.ClientAuth): client.Configuration {
  const graph = config.FACEBOOK_GRAPH_URL.replace(/\/$/, '');
  const server = {
    issuer: 'https://www.facebook.com',
    authorization_endpoint: config.FACEBOOK_DIALOG_URL,
    token_endpoint: `${graph}/oauth/access_token`,
  };
  const found = new client.Configuration(server, config.FACEBOOK_CLIENT_ID ?? '', undefined, secret);
  if (isPlainHttp(graph)) client.allowInsecureRequests(found);
  return found;
}

/** How we authenticate at the token endpoint: a fixed secret, or for Apple a freshly signed one. */
async function clientSecret(config: Config, provider: SocialProvider, nowMs: number): Promise<string | undefined> {
  if (provider === 'google') return config.GOOGLE_CLIENT_SECRET;
  if (provider === 'facebook') return config.FACEBOOK_CLIENT_SECRET;
  return appleClientSecret(config, nowMs);
}

/** The provider's configuration with our client authentication, made for one sign-in. */
export async function providerConfig(
  config: Config,
  provider: SocialProvider,
  nowMs: number,
): Promise<client.Configuration> {
  const secret = client.ClientSecretPost(await clientSecret(config, provider, nowMs));
  if (provider === 'facebook') return facebook(config, secret);
  const [issuer, clientId] =
    provider === 'google'
      ? [config.GOOGLE_ISSUER, config.GOOGLE_CLIENT_ID ?? '']
      : [config.APPLE_ISSUER, config.APPLE_CLIENT_ID ?? ''];
  const server = (await discover(issuer, clientId)).serverMetadata();
  const found = new client.Configuration(server, clientId, undefined, secret);
  if (isPlainHttp(issuer)) client.allowInsecureRequests(found);
  // openid-client trusts TLS for an ID token from the token endpoint unless asked to check its signature
  // against the issuer's JWKS too; we ask, so a forged token is refused even past a broken TLS.
  client.enableNonRepudiationChecks(found);
  return found;
}
