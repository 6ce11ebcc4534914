import { and, eq, isNull, sql } from 'drizzle-orm';
import { isLocale } from '@shared/locales';
import type { SocialRefusal } from '@shared/schemas/social';
import type { Deps } from '../../deps';
import { socialIdentities, users } from '../../db/schema';
import type { UserRow } from '../../http/context';
import { createOneTimeToken } from '../auth/one-time-tokens';
import type { Flow } from './consume-flow';
import type { ProviderIdentity } from './fetch-identity';
import { createSocialUser } from './new-social-user';

export type Outcome =
  | { kind: 'signed-in'; handoff: string }
  | { kind: 'linked' }
  | { kind: 'confirm-link'; linkToken: string }
  | { kind: 'needs-email' }
  | { kind: 'ask-email'; emailToken: string }
  | { kind: 'refused'; reason: SocialRefusal };

/** Admins use the back office's own sign-in; blocked or deleted people are refused as with a password. */
export function refusalFor(user: UserRow): SocialRefusal | null {
  if (user.kind === 'admin') return 'staff';
  if (user.deletedAt || user.status === 'blocked') return 'blocked';
  return null;
}

/**
 * What a verified provider identity means for us (docs/architecture.md "Social sign-in"):
 * linking adds it to the signed-in user; a known identity signs its user in; a new one with an
 * address nobody has creates an account; one whose address belongs to an account waits for its
 * owner's proof and is never linked silently.
 */
export type FlowPurpose = Pick<Flow, 'provider' | 'intent' | 'userId' | 'creatorRole' | 'locale'>;

export async function settleSignIn(deps: Deps, flow: FlowPurpose, identity: ProviderIdentity): Promise<Outcome> {
  const now = new Date(deps.clock.now());
  const [known] = await deps.db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, flow.provider), eq(socialIdentities.subject, identity.subject)))
    .limit(1);
  if (flow.intent === 'link') {
    if (!flow.userId) throw new Error('a link flow without its user');
    if (known && known.userId !== flow.userId) return { kind: 'refused', reason: 'taken' };
    if (known)
      await deps.db.update(socialIdentities).set({ confirmedAt: now }).where(eq(socialIdentities.id, known.id));
    else await linkIdentity(deps, flow, identity, flow.userId, now);
    return { kind: 'linked' };
  }
  if (known?.confirmedAt) return signIn(deps, known.userId, now);
  if (!identity.email) return { kind: 'needs-email' };
  if (!identity.emailVerified) return { kind: 'refused', reason: 'email-unverified' };
  const [owner] = await deps.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${identity.email})`, isNull(users.deletedAt)))
    .limit(1);
  if (owner) return awaitOwnersProof(deps, flow, identity, owner, known?.id, now);
  const locale = isLocale(flow.locale) ? flow.locale : 'en';
  const email = identity.email;
  const user = await deps.db.transaction(async (tx) => {
    const created = await createSocialUser(tx, {
      email,
      name: identity.name,
      kind: flow.intent === 'creator-sign-up' ? 'creator' : 'fan',
      creatorRole: flow.creatorRole,
      locale,
      now,
    });
    await tx.insert(socialIdentities).values({
      userId: created.id,
      provider: flow.provider,
      subject: identity.subject,
      email,
      confirmedAt: now,
      createdAt: now,
    });
    return created;
  });
  return signIn(deps, user.id, now);
}

async function linkIdentity(deps: Deps, flow: FlowPurpose, identity: ProviderIdentity, userId: number, now: Date) {
  await deps.db.insert(socialIdentities).values({
    userId,
    provider: flow.provider,
    subject: identity.subject,
    email: identity.email,
    confirmedAt: now,
    createdAt: now,
  });
}

async function awaitOwnersProof(
  deps: Deps,
  flow: FlowPurpose,
  identity: ProviderIdentity,
  owner: UserRow,
  pendingId: number | undefined,
  now: Date,
): Promise<Outcome> {
  const refusal = refusalFor(owner);
  if (refusal) return { kind: 'refused', reason: refusal };
  // One pending row per provider identity: a repeated attempt points it at the owner again.
  if (pendingId !== undefined) await deps.db.delete(socialIdentities).where(eq(socialIdentities.id, pendingId));
  await deps.db.insert(socialIdentities).values({
    userId: owner.id,
    provider: flow.provider,
    subject: identity.subject,
    email: identity.email,
    confirmedAt: null,
    createdAt: now,
  });
  return { kind: 'confirm-link', linkToken: await createOneTimeToken(deps.db, now, owner.id, 'social-link') };
}

async function signIn(deps: Deps, userId: number, now: Date): Promise<Outcome> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { kind: 'refused', reason: 'failed' };
  const refusal = refusalFor(user);
  if (refusal) return { kind: 'refused', reason: refusal };
  return { kind: 'signed-in', handoff: await createOneTimeToken(deps.db, now, userId, 'social-sign-in') };
}
