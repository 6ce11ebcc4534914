import { setCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { Env } from '../../http/context';
import { FLOW_TTL_MS } from './start-flow';

/** Binds a sign-in to the browser that started it, so nobody can finish their own sign-in in someone else's browser. */
export const BROWSER_COOKIE = 'sp_social';

export function setBrowserCookie(c: Context<Env>, secret: string): void {
  setCookie(c, BROWSER_COOKIE, secret, {
    path: '/social',
    httpOnly: true,
    // Lax: sent on the provider's top-level redirect back to us, not on cross-site subrequests.
    sameSite: 'Lax',
    secure: c.var.deps.config.publicUrl.startsWith('https:'),
    maxAge: FLOW_TTL_MS / 1000,
  });
}
