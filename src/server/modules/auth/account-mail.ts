import type { Locale } from '@shared/locales';
import type { PasswordSide } from '@shared/schemas/auth';
import type { Deps } from '../../deps';
import { accountBlockedMail } from './mail/account-blocked';
import { sendMail } from './mail/layout';
import { registrationAttemptMail } from './mail/registration-attempt';
import { resetPasswordMail } from './mail/reset-password';
import { verifyEmailMail } from './mail/verify-email';

interface Recipient {
  email: string;
  name: string;
}

/** The PWA page that reads `?token=` and posts it to /auth/verification/email. */
export function verificationLink(publicUrl: string, locale: Locale, token: string): string {
  return `${publicUrl}/${locale}/sign-up/email-verification?token=${encodeURIComponent(token)}`;
}

/** Site users reset on the language-prefixed page; admins on the back office's own page. */
export function resetLink(publicUrl: string, locale: Locale, side: PasswordSide, token: string): string {
  const path = side === 'backend' ? '/admin/password' : `/${locale}/password`;
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

/** Sent after the transaction that created the token has committed: never hold one open across the mailer. */
export function sendVerificationMail(deps: Deps, to: Recipient, locale: Locale, token: string): Promise<void> {
  return sendMail(deps, verifyEmailMail(locale, to, verificationLink(deps.config.publicUrl, locale, token)));
}

export function sendResetMail(deps: Deps, to: Recipient, locale: Locale, side: PasswordSide, token: string) {
  return sendMail(deps, resetPasswordMail(locale, to, resetLink(deps.config.publicUrl, locale, side, token)));
}

/** Tells the owner of a taken address that someone tried to sign up with it (the sign-up itself answered as for a new one). */
export function sendRegistrationAttemptMail(deps: Deps, to: Recipient, locale: Locale): Promise<void> {
  const base = `${deps.config.publicUrl}/${locale}`;
  return sendMail(
    deps,
    registrationAttemptMail(locale, to, { signIn: `${base}/sign-in/form`, forgotPassword: `${base}/password/email` }),
  );
}

/** Sent once an admin's block has committed: the sign-in page tells a blocked person to check their e-mail. */
export function sendAccountBlockedMail(deps: Deps, to: Recipient, locale: Locale): Promise<void> {
  return sendMail(deps, accountBlockedMail(locale, to, `${deps.config.publicUrl}/${locale}/support`));
}
