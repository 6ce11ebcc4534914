import { randomBytes } from 'node:crypto';
import type { UserKind, UserStatus, CreatorRole } from '@shared/codes';
import { ACCESS_TOKEN_TTL_SECONDS } from '@shared/limits';
import type { Scope } from '@shared/permissions';
import { accessTokens, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { hashToken } from '@server/http/auth';
import { hashPassword } from '@server/modules/auth/password';

export const DEFAULT_PASSWORD = 'correct horse battery staple';

export interface NewUser {
  kind: UserKind;
  /** Creator role; creators default to 1 (producer). */
  role?: CreatorRole;
  status?: UserStatus;
  email?: string;
  login?: string;
  name?: string;
  password?: string;
  /** E-mail verified; false by default, like a fresh registration. */
  verified?: boolean;
}

let sequence = 0;

/** Inserts a user directly (no API call, no mail); unique e-mail and login unless given. */
export async function createUser(deps: Deps, user: NewUser) {
  const n = `${++sequence}${randomBytes(3).toString('hex')}`;
  const [row] = await deps.db
    .insert(users)
    .values({
      kind: user.kind,
      creatorRole: user.kind === 'creator' ? (user.role ?? 1) : null,
      status: user.status ?? 'approved',
      email: user.email ?? `${user.kind}${n}@example.test`,
      login: user.login ?? `${user.kind}${n}`,
      name: user.name ?? `Test ${user.kind} ${n}`,
      passwordHash: await hashPassword(user.password ?? DEFAULT_PASSWORD),
      emailVerifiedAt: user.verified ? new Date(deps.clock.now()) : null,
    })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

/** A valid access token of `scope` for the user (or a client token for null), stored hashed as the API does. */
export async function tokenFor(
  deps: Deps,
  userId: number | null,
  scope: Scope,
  clientId: string = deps.config.WEB_CLIENT_ID,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(accessTokens).values({
    tokenHash: hashToken(token),
    clientId,
    userId,
    scope,
    expiresAt: new Date(deps.clock.now() + ACCESS_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}
