import type * as v from 'valibot';
import type { Currency } from '@shared/money';
import type { Locale } from '@shared/locales';
import type { OAuthTokens, RegisterSchema } from '@shared/schemas/auth';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import type { UserRow } from '../../http/context';
import { invalid } from '../../http/errors';
import { sendVerificationMail } from './account-mail';
import { clashFromConstraint, findClashes } from './find-clashes';
import { issueUserTokens } from './issue-user-tokens';
import { createOneTimeToken } from './one-time-tokens';
import { hashPassword } from './password';
import { uniqueViolation } from './unique-violation';

export type RegisterData = v.InferOutput<typeof RegisterSchema>;

/**
 * Creates a fan (approved at once) or a creator (pending until an admin approves), signs them
 * in with a site token, and mails an address-verification link in the language they used.
 * A refusal writes nothing: clashes are checked first and the writes share one transaction.
 */
export async function registerUser(
  deps: Deps,
  input: RegisterData,
  locale: Locale,
  currency: Currency,
): Promise<{ user: UserRow; oauth: OAuthTokens }> {
  const clashes = await findClashes(deps.db, { email: input.email, login: input.login });
  if (clashes.length > 0) throw invalid(clashes);
  const passwordHash = await hashPassword(input.password);
  const now = new Date(deps.clock.now());
  let result: { user: UserRow; oauth: OAuthTokens; verifyToken: string };
  try {
    result = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          login: input.login,
          name: input.name,
          passwordHash,
          kind: input.type,
          creatorRole: input.type === 'creator' ? (input.role ?? null) : null,
          status: input.type === 'creator' ? 'pending' : 'approved',
          preferredLocale: locale,
          preferredCurrency: currency,
          balanceCurrency: currency,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!user) throw new Error('insert into users returned no row');
      const oauth = await issueUserTokens(tx, now, user.id, 'api');
      const verifyToken = await createOneTimeToken(tx, now, user.id, 'verify-email');
      return { user, oauth, verifyToken };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    // Two sign-ups racing for the same address: the loser gets the same 422 as a pre-checked clash.
    if (constraint !== undefined) throw invalid([clashFromConstraint(constraint)]);
    throw error;
  }
  await sendVerificationMail(deps, result.user, locale, result.verifyToken);
  return { user: result.user, oauth: result.oauth };
}
