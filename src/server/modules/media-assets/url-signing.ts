import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * HMAC signatures for the URLs this server hands out: local upload targets and gated video files.
 * The key is MEDIA_SIGNING_KEY when set (required when several instances share a load balancer),
 * otherwise a random key for this process, so a restart simply invalidates outstanding URLs.
 */
let key: Buffer | null = null;

function signingKey(): Buffer {
  key ??= process.env.MEDIA_SIGNING_KEY ? Buffer.from(process.env.MEDIA_SIGNING_KEY, 'utf8') : randomBytes(32);
  return key;
}

/** `purpose` keeps a signature for one kind of URL from being replayed on another. */
export function sign(purpose: string, ...parts: (string | number)[]): string {
  return createHmac('sha256', signingKey())
    .update([purpose, ...parts].join('\n'))
    .digest('base64url');
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** Checks the signature first, so an attacker learns nothing about expiry from a forged URL. */
export function verify(
  signature: string | undefined,
  expiresAt: string | undefined,
  nowMs: number,
  purpose: string,
  ...parts: (string | number)[]
): SignatureCheck {
  if (!signature || !expiresAt || !/^\d{1,12}$/.test(expiresAt)) return 'invalid';
  const expected = Buffer.from(sign(purpose, ...parts, expiresAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(expiresAt) * 1000 < nowMs ? 'expired' : 'valid';
}

/** How long a signed video URL lives: long enough to watch a long class, rounded so URLs stay stable (cacheable) for a while. */
const VIDEO_URL_TTL_SECONDS = 6 * 3600;
const VIDEO_URL_ROUNDING_SECONDS = 3600;

export interface VideoGrant {
  /** The viewer the URL is for (0 for nobody signed in). */
  u: string;
  exp: string;
  sig: string;
}

export function videoGrant(assetId: number, viewerId: number | null, nowMs: number): VideoGrant {
  const exp = Math.ceil(nowMs / 1000 / VIDEO_URL_ROUNDING_SECONDS) * VIDEO_URL_ROUNDING_SECONDS + VIDEO_URL_TTL_SECONDS;
  const u = String(viewerId ?? 0);
  return { u, exp: String(exp), sig: sign('video', assetId, u, exp) };
}

export function videoGrantQuery(grant: VideoGrant): string {
  return new URLSearchParams({ u: grant.u, exp: grant.exp, sig: grant.sig }).toString();
}

/** Checks a `?u&exp&sig` grant for an asset; the viewer it names, or why it is refused. */
export function checkVideoGrant(
  assetId: number,
  query: { u?: string | undefined; exp?: string | undefined; sig?: string | undefined },
  nowMs: number,
): { verdict: 'valid'; viewerId: number | null } | { verdict: 'expired' | 'invalid' } {
  if (!query.u || !/^\d{1,10}$/.test(query.u)) return { verdict: 'invalid' };
  const verdict = verify(query.sig, query.exp, nowMs, 'video', assetId, query.u);
  if (verdict !== 'valid') return { verdict };
  const id = Number(query.u);
  return { verdict, viewerId: id === 0 ? null : id };
}
