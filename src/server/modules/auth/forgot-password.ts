import { and, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { PasswordSide } from '@shared/schemas/auth';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { sendResetMail } from './account-mail';
import { createOneTimeToken } from './one-time-tokens';
import { throttleMail } from './throttle-mail';

/**
 * Mails a reset link when the address belongs to a live account, and does nothing otherwise:
 * the caller answers 200 either way, so the endpoint does not reveal who has an account.
 */
export async function forgotPassword(deps: Deps, email: string, side: PasswordSide, locale: Locale): Promise<void> {
  throttleMail(deps, email);
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1);
  if (!user) return;
  const now = new Date(deps.clock.now());
  const token = await deps.db.transaction((tx) => createOneTimeToken(tx, now, user.id, 'reset-password', side));
  await sendResetMail(deps, user, locale, side, token);
}
