import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';
import { hasPermission, permissionsFor, type Permission, type Scope } from '@shared/permissions';
import { accessTokens, users } from '../db/schema';
import type { AuthContext, Env } from './context';
import { forbidden, unauthorized } from './errors';

/** Secrets (tokens, one-time codes) are stored as their SHA-256; they are random, so no salt is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The request's `Authorization: Bearer` as `c.var.auth` (or null), looked up once: the catalogue's shared copies
 * ask before the routes do (a client token is a visitor's app, a user token someone signed in).
 */
export async function authOf(c: Context<Env>): Promise<AuthContext | null> {
  const known = c.get('auth');
  if (known !== undefined) return known;
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const auth = match?.[1] ? await lookupToken(c.var.deps, match[1]) : null;
  c.set('auth', auth);
  return auth;
}

/** Resolves the token into `c.var.auth` for every route. Never refuses by itself: routes decide. */
export const resolveAuth = createMiddleware<Env>(async (c, next) => {
  await authOf(c);
  await next();
});

type Deps = Env['Variables']['deps'];

/**
 * A client token (the app's own, before anyone signs in) names no one and grants what a visitor may do: its
 * lookup is kept for a minute, never past its expiry, so a visitor's every request does not read it again. A
 * user's token is read on every request, so a sign-out or a block takes effect at once on every instance.
 */
const CLIENT_TOKEN_KEPT_MS = 60_000;
const keptClientTokens = new WeakMap<Deps, LRUCache<string, { auth: AuthContext; expiresAt: number }>>();

function clientTokensOf(deps: Deps) {
  let kept = keptClientTokens.get(deps);
  if (!kept) {
    kept = new LRUCache({ max: 10_000, ttl: CLIENT_TOKEN_KEPT_MS });
    keptClientTokens.set(deps, kept);
  }
  return kept;
}

async function lookupToken(deps: Deps, token: string): Promise<AuthContext | null> {
  const hash = hashToken(token);
  const kept = clientTokensOf(deps).get(hash);
  if (kept && kept.expiresAt > deps.clock.now()) return kept.auth;
  const rows = await deps.db
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .leftJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date(deps.clock.now())),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { token: t, user } = row;
  if (t.userId !== null && (!user || user.deletedAt || user.status === 'blocked')) return null;
  const auth: AuthContext = {
    tokenId: t.id,
    scope: t.scope,
    clientId: t.clientId,
    user,
    permissions: user ? permissionsFor(user.kind, user.status) : [],
  };
  if (t.userId === null) clientTokensOf(deps).set(hash, { auth, expiresAt: t.expiresAt.getTime() });
  return auth;
}

export type Access = 'public' | 'token' | 'user';

/**
 * The access rule, in this order:
 * - `public` needs nothing.
 * - no valid token → 401; a client token where a user is needed → 401.
 * - a user who lacks every requested permission → 403 (they could never do this);
 * - a token of the wrong scope (e.g. an admin's site token on /admin-api) → 401.
 */
export function authorize(
  auth: AuthContext | null,
  routerScope: Scope,
  access: Access,
  permissions: readonly Permission[] = [],
): AuthContext | null {
  if (access === 'public') return auth && auth.scope === routerScope ? auth : null;
  if (!auth) throw unauthorized();
  if (access === 'user' && !auth.user) throw unauthorized();
  if (auth.user && !hasPermission(auth.permissions, permissions)) throw forbidden();
  if (auth.scope !== routerScope) throw unauthorized();
  return auth;
}
