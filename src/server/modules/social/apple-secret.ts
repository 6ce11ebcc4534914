import { importPKCS8, SignJWT } from 'jose';
import type { Config } from '../../config';

/** Apple allows a client secret to live six months; ours lives five minutes, one per token request. */
const LIFETIME_SECONDS = 300;

/**
 * Apple's client secret is not a fixed string but an ES256 JWT signed with the team's key
 * (developer.apple.com: "Creating a client secret").
 */
export async function appleClientSecret(config: Config, nowMs: number): Promise<string> {
  const pem = (config.APPLE_PRIVATE_KEY ?? '').replace(/\\n/g, '\n');
  const key = await importPKCS8(pem, 'ES256');
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: config.APPLE_KEY_ID })
    .setIssuer(config.APPLE_TEAM_ID ?? '')
    .setSubject(config.APPLE_CLIENT_ID ?? '')
    .setAudience(config.APPLE_ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + LIFETIME_SECONDS)
    .sign(key);
}
