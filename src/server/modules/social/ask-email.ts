import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { EMAIL_TOKEN_TTL_HOURS } from '@shared/limits';
import { isLocale } from '@shared/locales';
import { SocialDescriptors } from '@shared/schemas/social';
import type { Deps } from '../../deps';
import { socialEmailRequests, socialIdentities, users } from '../../db/schema';
import { hashToken } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { sendMail } from '../auth/mail/layout';
import { verifyEmailMail } from '../auth/mail/verify-email';
import { randomToken } from '../auth/random-token';
import { mayMail } from '../auth/throttle-mail';
import type { Flow } from './consume-flow';
import type { ProviderIdentity } from './fetch-identity';
import { FLOW_TTL_MS } from './start-flow';
import { settleSignIn, type Outcome } from './settle-sign-in';

/** A first sign-in without an address: kept aside, and the browser gets a token to give one with. */
export async function askForEmail(deps: Deps, flow: Flow, identity: ProviderIdentity): Promise<Outcome> {
  const ask = randomToken();
  await deps.db.insert(socialEmailRequests).values({
    askHash: hashToken(ask),
    provider: flow.provider,
    subject: identity.subject,
    name: identity.name,
    intent: flow.intent === 'creator-sign-up' ? 'creator-sign-up' : 'sign-in',
    creatorRole: flow.creatorRole,
    locale: flow.locale,
    expiresAt: new Date(deps.clock.now() + FLOW_TTL_MS),
  });
  return { kind: 'ask-email', emailToken: ask };
}

/** The address typed: a link mailed to it carries the proof (the browser's token is then spent). */
export async function mailEmailProof(deps: Deps, ask: string, email: string): Promise<void> {
  const now = new Date(deps.clock.now());
  const proof = randomToken();
  const [request] = await deps.db
    .update(socialEmailRequests)
    .set({ email, proofHash: hashToken(proof), expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_HOURS * 3_600_000) })
    .where(
      and(
        eq(socialEmailRequests.askHash, hashToken(ask)),
        isNull(socialEmailRequests.proofHash),
        isNull(socialEmailRequests.usedAt),
        gt(socialEmailRequests.expiresAt, now),
      ),
    )
    .returning();
  if (!request) throw unauthorized(SocialDescriptors.expired);
  if (!mayMail(deps, email)) return;
  const locale = isLocale(request.locale) ? request.locale : 'en';
  const page = `${deps.config.publicUrl}/${locale}/social/${request.provider}/callback`;
  const link = `${page}?email_proof=${encodeURIComponent(proof)}`;
  await sendMail(deps, verifyEmailMail(locale, { email, name: request.name ?? email }, link));
}

/**
 * The mailed link was opened, so the address is theirs: an account using it gets the provider linked
 * (reading its mailbox is the same proof as the mailed link of the linking rule); otherwise the sign-in
 * goes on as if the provider had given the address verified.
 */
export async function confirmEmailProof(deps: Deps, proof: string): Promise<Outcome> {
  const now = new Date(deps.clock.now());
  const [request] = await deps.db
    .update(socialEmailRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialEmailRequests.proofHash, hashToken(proof)),
        isNull(socialEmailRequests.usedAt),
        gt(socialEmailRequests.expiresAt, now),
      ),
    )
    .returning();
  if (!request?.email) throw unauthorized(SocialDescriptors.expired);
  const identity: ProviderIdentity = {
    subject: request.subject,
    email: request.email,
    emailVerified: true,
    name: request.name,
  };
  const flow = { ...request, userId: null };
  const [owner] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${request.email})`, isNull(users.deletedAt)))
    .limit(1);
  if (owner) {
    const [known] = await deps.db
      .select({ id: socialIdentities.id })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, request.provider), eq(socialIdentities.subject, request.subject)))
      .limit(1);
    if (!known) {
      await deps.db.insert(socialIdentities).values({
        userId: owner.id,
        provider: request.provider,
        subject: request.subject,
        email: request.email,
        confirmedAt: now,
        createdAt: now,
      });
    }
  }
  return settleSignIn(deps, flow, identity);
}
