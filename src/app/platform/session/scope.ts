import type { Scope } from '@shared/permissions';

/**
 * The two sides of the product (spec §6). The app speaks of `site` and `admin`; the server's
 * token scopes are `api` and `backend`. Each side keeps its own tokens and its own session.
 */
export type SessionScope = 'site' | 'admin';
export const sessionScopes: readonly SessionScope[] = ['site', 'admin'];

export const serverScope: Record<SessionScope, Scope> = { site: 'api', admin: 'backend' };

/** `/admin-api/...` belongs to the admin side; `/api/...` and `/auth/...` to the site unless the caller says otherwise. */
export function scopeForPath(path: string): SessionScope {
  return path.startsWith('/admin-api/') || path === '/admin-api' ? 'admin' : 'site';
}

/** Where a signed-out visitor of each side is sent (spec §8: site → `/{lang}/welcome`, admin → `/admin/sign-in`). */
export function signInPath(scope: SessionScope, lang: string): string {
  return scope === 'admin' ? '/admin/sign-in' : `/${lang}/welcome`;
}
