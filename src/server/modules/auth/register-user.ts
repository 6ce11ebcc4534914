import { and, isNull, sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import type * as v from 'valibot';
import type { Currency } from '@shared/money';
import type { Locale } from '@shared/locales';
import type { OAuthTokens, RegisterSchema } from '@shared/schemas/auth';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import type { UserRow } from '../../http/context';
import { invalid } from '../../http/errors';
import { sendRegistrationAttemptMail, sendVerificationMail } from './account-mail';
import { commonPasswordErrors } from './common-passwords';
import { clashFromConstraint, findClashes } from './find-clashes';
import { issueUserTokens } from './issue-user-tokens';
import { createOneTimeToken } from './one-time-tokens';
import { hashPassword } from './password';
import { randomToken } from './random-token';
import { mayMail } from './throttle-mail';
import { uniqueViolation } from './unique-violation';

export type RegisterData = v.InferOutput<typeof RegisterSchema>;
type Created = { user: UserRow; oauth: OAuthTokens; verifyToken: string };

/**
 * Creates a fan (approved at once) or a creator (pending until an admin approves), signs them
 * in with a site token, and mails an address-verification link in the language they used.
 *
 * A taken e-mail must not be revealed (OWASP): the same account is created under a stand-in address
 * and rolled back, so the answer has the same status, shape, id sequence and cost as a new one, yet
 * nothing is kept and its tokens open nothing. The owner is told by mail instead. Logins are public
 * (/creator/{login}), so a taken login is still a 422.
 */
export async function registerUser(
  deps: Deps,
  input: RegisterData,
  locale: Locale,
  currency: Currency,
): Promise<{ user: UserRow; oauth: OAuthTokens }> {
  const errors = [...(await findClashes(deps.db, { login: input.login })), ...commonPasswordErrors(input.password)];
  if (errors.length > 0) throw invalid(errors);
  const passwordHash = await hashPassword(input.password);
  const now = new Date(deps.clock.now());
  const values: typeof users.$inferInsert = {
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
  };
  const owner = await findOwner(deps, input.email);
  if (owner) return answerForTakenAddress(deps, values, now, owner);
  let created: Created;
  try {
    created = await deps.db.transaction((tx) => createAccount(tx, values, now));
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    // Two sign-ups raced: a lost login is a 422 like a pre-checked one, a lost address is answered like any taken one.
    const clash = clashFromConstraint(constraint);
    const winner = clash.field === 'email' ? await findOwner(deps, input.email) : undefined;
    if (!winner) throw invalid([clash]);
    return answerForTakenAddress(deps, values, now, winner);
  }
  await sendVerificationMail(deps, created.user, locale, created.verifyToken);
  return { user: created.user, oauth: created.oauth };
}

async function createAccount(tx: Tx, values: typeof users.$inferInsert, now: Date): Promise<Created> {
  const [user] = await tx.insert(users).values(values).returning();
  if (!user) throw new Error('insert into users returned no row');
  const oauth = await issueUserTokens(tx, now, user.id, 'api');
  const verifyToken = await createOneTimeToken(tx, now, user.id, 'verify-email');
  return { user, oauth, verifyToken };
}

type Owner = Pick<UserRow, 'email' | 'name' | 'preferredLocale'>;

async function findOwner(deps: Deps, email: string): Promise<Owner | undefined> {
  const [owner] = await deps.db
    .select({ email: users.email, name: users.name, preferredLocale: users.preferredLocale })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1);
  return owner;
}

async function answerForTakenAddress(
  deps: Deps,
  values: typeof users.$inferInsert,
  now: Date,
  owner: Owner,
): Promise<{ user: UserRow; oauth: OAuthTokens }> {
  let rehearsed: Created | undefined;
  try {
    await deps.db.transaction(async (tx) => {
      rehearsed = await createAccount(tx, { ...values, email: `${randomToken()}@stand-in.invalid` }, now);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!rehearsed) throw new Error('the stand-in sign-up was not rehearsed');
  if (mayMail(deps, owner.email)) await sendRegistrationAttemptMail(deps, owner, owner.preferredLocale);
  return { user: { ...rehearsed.user, email: values.email }, oauth: rehearsed.oauth };
}
