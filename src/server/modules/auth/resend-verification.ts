import type { Locale } from '@shared/locales';
import { AuthDescriptors } from '@shared/schemas/auth';
import type { Deps } from '../../deps';
import type { UserRow } from '../../http/context';
import { invalidField } from '../../http/errors';
import { sendVerificationMail } from './account-mail';
import { createOneTimeToken } from './one-time-tokens';
import { throttleMail } from './throttle-mail';

/** Mails a fresh verification link (the earlier ones stop working); refused once the address is verified. */
export async function resendVerification(deps: Deps, user: UserRow, locale: Locale): Promise<void> {
  if (user.emailVerifiedAt) throw invalidField('email', AuthDescriptors.alreadyVerified);
  throttleMail(deps, user.email);
  const now = new Date(deps.clock.now());
  const token = await deps.db.transaction((tx) => createOneTimeToken(tx, now, user.id, 'verify-email'));
  await sendVerificationMail(deps, user, locale, token);
}
