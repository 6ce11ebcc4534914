import type { SocialProvider } from '@shared/schemas/social';
import type { Config } from '../../config';

/** The providers whose credentials are configured: only these show a button or accept a start. */
export function configuredProviders(config: Config): SocialProvider[] {
  const out: SocialProvider[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) out.push('google');
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) out.push('facebook');
  if (config.APPLE_CLIENT_ID && config.APPLE_TEAM_ID && config.APPLE_KEY_ID && config.APPLE_PRIVATE_KEY) {
    out.push('apple');
  }
  return out;
}

/** The exact redirect URI registered with each provider. */
export function callbackUrl(config: Config, provider: SocialProvider): string {
  return `${config.publicUrl}/social/${provider}/callback`;
}

/** Scopes asked for: an e-mail address and a name, nothing more. */
export const SCOPES: Record<SocialProvider, string> = {
  google: 'openid email profile',
  apple: 'openid email name',
  facebook: 'email public_profile',
};
