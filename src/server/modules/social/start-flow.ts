import { lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Locale } from '@shared/locales';
import type { SocialProvider } from '@shared/schemas/social';
import type { Deps } from '../../deps';
import { socialEmailRequests, socialFlows } from '../../db/schema';
import { hashToken } from '../../http/auth';
import { randomToken } from '../auth/random-token';
import { providerConfig } from './client-config';
import { callbackUrl, SCOPES } from './providers';

/** Long enough to read a consent screen and type a password at the provider. */
export const FLOW_TTL_MS = 10 * 60 * 1000;
/** Spent and abandoned flows and e-mail requests are deleted this long after they expired (kept a while to debug). */
const KEEP_EXPIRED_MS = 24 * 3_600_000;

export interface StartRequest {
  provider: SocialProvider;
  intent: 'sign-in' | 'creator-sign-up' | 'link';
  role?: 1 | 2 | 3;
  locale: Locale;
  /** The signed-in user when linking. */
  userId?: number;
}

/**
 * Opens a sign-in at the provider: state, nonce and the PKCE verifier stay on the server (only
 * the hash of state is a key), and the browser that starts it gets a secret cookie it must bring back.
 */
export async function startFlow(deps: Deps, req: StartRequest): Promise<{ url: string; browserSecret: string }> {
  const now = deps.clock.now();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const browserSecret = randomToken();
  const config = await providerConfig(deps.config, req.provider, now);
  // Housekeeping where the rows are made, so no job is needed: both tables are indexed on expires_at.
  const stale = new Date(now - KEEP_EXPIRED_MS);
  await deps.db.delete(socialFlows).where(lt(socialFlows.expiresAt, stale));
  await deps.db.delete(socialEmailRequests).where(lt(socialEmailRequests.expiresAt, stale));
  await deps.db.insert(socialFlows).values({
    stateHash: hashToken(state),
    browserHash: hashToken(browserSecret),
    provider: req.provider,
    intent: req.intent,
    userId: req.userId ?? null,
    creatorRole: req.role ?? null,
    locale: req.locale,
    nonce,
    codeVerifier,
    expiresAt: new Date(now + FLOW_TTL_MS),
  });
  const params: Record<string, string> = {
    redirect_uri: callbackUrl(deps.config, req.provider),
    scope: SCOPES[req.provider],
    response_type: 'code',
    state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (req.provider !== 'facebook') params.nonce = nonce;
  // Apple sends the name and e-mail only with a POSTed response (form_post) when they are asked for.
  if (req.provider === 'apple') params.response_mode = 'form_post';
  return { url: client.buildAuthorizationUrl(config, params).href, browserSecret };
}
