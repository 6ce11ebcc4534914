import type { Locale } from '@shared/locales';
import { defineMessages, withValues } from '@shared/message-descriptor';
import type { MailDraft } from '../../auth/mail/layout';

const LinkProviderTexts = defineMessages({
  subject: /*i18n*/ { id: 'mail.link-provider.subject', message: 'Link {provider} to your Stagepass account' },
  intro: /*i18n*/ {
    id: 'mail.link-provider.intro',
    message:
      'Someone signed in with {provider} using this e-mail address. If it was you, open this link to link {provider} to your Stagepass account and sign in:',
  },
  action: /*i18n*/ { id: 'mail.link-provider.action', message: 'Link {provider}' },
  outro: /*i18n*/ {
    id: 'mail.link-provider.outro',
    message: 'The link is valid for one hour and works once. If it was not you, ignore this email: nothing is linked.',
  },
});

export function linkProviderMail(
  locale: Locale,
  to: { email: string; name: string },
  provider: string,
  link: string,
): MailDraft {
  const T = LinkProviderTexts;
  const texts = {
    ...T,
    subject: withValues(T.subject, { provider }),
    intro: withValues(T.intro, { provider }),
    action: withValues(T.action, { provider }),
  };
  return { template: 'link-provider', locale, to, texts, link };
}
