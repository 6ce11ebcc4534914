import type { Locale } from '@shared/locales';
import { defineMessages, withValues } from '@shared/message-descriptor';
import type { MailDraft } from './layout';

/** The forgot-password page's address is part of the words, so the mail has one button (sign in) and one plain link. */
const RegistrationAttemptTexts = defineMessages({
  subject: /*i18n*/ {
    id: 'mail.registration-attempt.subject',
    message: 'Someone tried to sign up to Stagepass with your email address',
  },
  intro: /*i18n*/ {
    id: 'mail.registration-attempt.intro',
    message:
      'Someone tried to create a new Stagepass account with your email address. You already have an account, so nothing was created or changed. If it was you, sign in:',
  },
  action: /*i18n*/ { id: 'mail.registration-attempt.action', message: 'Sign in' },
  outro: /*i18n*/ {
    id: 'mail.registration-attempt.outro',
    message: 'Forgot your password? Choose a new one at {link}. If it was not you, you can ignore this email.',
  },
});

export function registrationAttemptMail(
  locale: Locale,
  to: { email: string; name: string },
  links: { signIn: string; forgotPassword: string },
): MailDraft {
  const T = RegistrationAttemptTexts;
  const texts = { ...T, outro: withValues(T.outro, { link: links.forgotPassword }) };
  return { template: 'registration-attempt', locale, to, texts, link: links.signIn };
}
