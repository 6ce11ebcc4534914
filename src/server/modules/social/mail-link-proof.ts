import { eq } from 'drizzle-orm';
import { SocialDescriptors } from '@shared/schemas/social';
import type { OAuthTokens } from '@shared/schemas/auth';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import type { UserRow } from '../../http/context';
import { AppError, ErrorDescriptors, unauthorized } from '../../http/errors';
import { issueUserTokens } from '../auth/issue-user-tokens';
import { consumeOneTimeToken, createOneTimeToken, spendOneTimeTokens } from '../auth/one-time-tokens';
import { sendMail } from '../auth/mail/layout';
import { mayMail } from '../auth/throttle-mail';
import { linkProviderMail } from './mail/link-provider';
import { confirmNewestPending, linkTokenOwner, newestPending } from './pending-link';
import { providerNames } from './provider-names';
import { refusalFor } from './settle-sign-in';

/**
 * The other proof: a link mailed to the account's own address, with a token of its own purpose; the one
 * in the browser is spent, so only someone who reads that mailbox can confirm.
 */
export async function mailLinkProof(deps: Deps, token: string): Promise<void> {
  const now = new Date(deps.clock.now());
  const owner = await linkTokenOwner(deps, token, now);
  const pending = await newestPending(deps.db, owner.id);
  if (!pending) throw unauthorized(SocialDescriptors.expired);
  await spendOneTimeTokens(deps.db, now, owner.id, 'social-link');
  const proof = await createOneTimeToken(deps.db, now, owner.id, 'social-link-mail');
  if (!mayMail(deps, owner.email)) return;
  const locale = owner.preferredLocale;
  const page = `${deps.config.publicUrl}/${locale}/social/${pending.provider}/callback`;
  const link = `${page}?link_proof=${encodeURIComponent(proof)}`;
  await sendMail(deps, linkProviderMail(locale, owner, providerNames[pending.provider], link));
}

/** The mailed link was opened: the pending provider is linked and its owner signed in. */
export async function confirmLinkByMail(deps: Deps, token: string): Promise<{ user: UserRow; oauth: OAuthTokens }> {
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, now, token, 'social-link-mail');
    if (userId === null) throw unauthorized(SocialDescriptors.expired);
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || refusalFor(user)) throw new AppError(401, ErrorDescriptors.blocked);
    await confirmNewestPending(tx, userId, now);
    return { user, oauth: await issueUserTokens(tx, now, user.id, 'api') };
  });
}
