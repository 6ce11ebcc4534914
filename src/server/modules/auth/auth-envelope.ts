import type { Context } from 'hono';
import type { OAuthTokens } from '@shared/schemas/auth';
import type { Profile } from '@shared/schemas/profile';
import type { Answer } from '../../http/answer';
import type { Env } from '../../http/context';

/** ARCHITECTURE §3: `{ data: <profile or null>, oauth: { access_token, refresh_token?, expires_in, token_type } }`. */
export function authEnvelope<D extends Profile | null, S extends 200 | 201 = 200>(
  c: Context<Env>,
  data: D,
  oauth: OAuthTokens,
  status?: S,
) {
  // Tokens must never be cached by a proxy or the service worker.
  c.header('Cache-Control', 'no-store');
  return c.json({ data, oauth }, status ?? 200) as unknown as Answer<{ data: D; oauth: OAuthTokens }, NoInfer<S>>;
}
