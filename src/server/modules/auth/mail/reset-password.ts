import { PASSWORD_RESET_TTL_HOURS } from '@shared/limits';
import type { Locale } from '@shared/locales';
import { defineMessages, withValues } from '@shared/message-descriptor';
import type { MailDraft } from './layout';

const ResetPasswordTexts = defineMessages({
  subject: /*i18n*/ { id: 'mail.reset-password.subject', message: 'Reset your Stagepass password' },
  intro: /*i18n*/ {
    id: 'mail.reset-password.intro',
    message:
      'We received a request to reset the password of your Stagepass account. Open this link to choose a new one:',
  },
  action: /*i18n*/ { id: 'mail.reset-password.action', message: 'Choose a new password' },
  outro: /*i18n*/ {
    id: 'mail.reset-password.outro',
    message:
      'The link is valid for {hours, plural, one {# hour} other {# hours}} and works once. If you did not ask for this, ignore this email: your password stays as it is.',
  },
});

export function resetPasswordMail(locale: Locale, to: { email: string; name: string }, link: string): MailDraft {
  const T = ResetPasswordTexts;
  const texts = { ...T, outro: withValues(T.outro, { hours: PASSWORD_RESET_TTL_HOURS }) };
  return { template: 'reset-password', locale, to, texts, link };
}
