import type { Locale } from '@shared/locales';
import type { NotificationKind } from '@shared/notifications';
import { translateTemplate } from '../../i18n';
import { NotificationTexts } from './notification-texts';

const T = NotificationTexts;

const templates: Record<NotificationKind, [string, string]> = {
  'new-content': [T.newContentTitle, T.newContentBody],
  purchase: [T.purchaseTitle, T.purchaseBody],
  sale: [T.saleTitle, T.saleBody],
  'collaboration-invite': [T.inviteTitle, T.inviteBody],
  'collaboration-reply': [T.replyTitle, T.replyBody],
  'class-reminder': [T.reminderTitle, T.reminder24Body],
  'report-outcome': [T.reportTitle, T.reportBody],
  refund: [T.refundTitle, T.refundBody],
  payout: [T.payoutTitle, T.payoutBody],
  'chat-message': [T.chatTitle, T.chatBody],
};

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/** The title and body of a notification in the user's language. */
export function notificationText(
  locale: Locale,
  kind: NotificationKind,
  data: Record<string, unknown>,
): { title: string; body: string } {
  const [title, body] = templates[kind];
  const bodyTemplate = kind === 'class-reminder' && data.hours_before === 1 ? T.reminder1Body : body;
  const values = {
    name: text(data.name ?? data.author_name, 'Stagepass'),
    title: text(data.title, '…'),
    preview: text(data.preview, translateTemplate(locale, T.chatAttachment, {})),
  };
  return {
    title: translateTemplate(locale, title, values),
    body: kind === 'chat-message' ? values.preview : translateTemplate(locale, bodyTemplate, values),
  };
}
