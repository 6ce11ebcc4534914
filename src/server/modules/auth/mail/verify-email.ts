import { EMAIL_TOKEN_TTL_HOURS } from '@shared/limits';
import type { Locale } from '@shared/locales';
import { defineMessages, withValues } from '@shared/message-descriptor';
import type { MailDraft } from './layout';

const VerifyEmailTexts = defineMessages({
  subject: /*i18n*/ { id: 'mail.verify-email.subject', message: 'Confirm your email address for Stagepass' },
  intro: /*i18n*/ {
    id: 'mail.verify-email.intro',
    message: 'Welcome to Stagepass! Please confirm your email address by opening this link:',
  },
  action: /*i18n*/ { id: 'mail.verify-email.action', message: 'Confirm my email address' },
  outro: /*i18n*/ {
    id: 'mail.verify-email.outro',
    message:
      'The link is valid for {hours} hours. If you did not create a Stagepass account, you can ignore this email.',
  },
});

export function verifyEmailMail(locale: Locale, to: { email: string; name: string }, link: string): MailDraft {
  const T = VerifyEmailTexts;
  const texts = { ...T, outro: withValues(T.outro, { hours: EMAIL_TOKEN_TTL_HOURS }) };
  return { template: 'verify-email', locale, to, texts, link };
}
