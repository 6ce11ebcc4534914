import type { Locale } from '@shared/locales';
import { defineMessages } from '@shared/message-descriptor';
import type { MailDraft } from './layout';

/** The e-mail the sign-in page's "blocked" message tells the person to look for. */
const AccountBlockedTexts = defineMessages({
  subject: /*i18n*/ { id: 'mail.account-blocked.subject', message: 'Your Stagepass account has been blocked' },
  intro: /*i18n*/ {
    id: 'mail.account-blocked.intro',
    message:
      'An administrator has blocked your Stagepass account, so you cannot sign in for now. If you think this is a mistake, or want to know why, contact us:',
  },
  action: /*i18n*/ { id: 'mail.account-blocked.action', message: 'Contact support' },
  outro: /*i18n*/ {
    id: 'mail.account-blocked.outro',
    message: 'Your purchases and data are kept while the account is blocked.',
  },
});

export function accountBlockedMail(
  locale: Locale,
  to: { email: string; name: string },
  supportLink: string,
): MailDraft {
  return { template: 'account-blocked', locale, to, texts: AccountBlockedTexts, link: supportLink };
}
