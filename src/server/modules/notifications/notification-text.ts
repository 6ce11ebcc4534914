import type { Locale } from '@shared/locales';
import type { NotificationKind } from '@shared/notifications';
import { translateTemplate } from '../../i18n';
import { NotificationTexts } from './notification-texts';

const T = NotificationTexts;

/** The English title and body templates of a notification; some kinds read their outcome from the data. */
function templates(kind: NotificationKind, data: Record<string, unknown>): [string, string] {
  switch (kind) {
    case 'new-content':
      return [T.newContentTitle, T.newContentBody];
    case 'purchase':
      return [T.purchaseTitle, T.purchaseBody];
    case 'sale':
      return [T.saleTitle, T.saleBody];
    case 'collaboration-invite':
      return [T.inviteTitle, T.inviteBody];
    case 'collaboration-reply':
      // Collaboration status 1 accepted, 2 declined (spec §3).
      return [
        T.replyTitle,
        data.status === 1 ? T.replyAcceptedBody : data.status === 2 ? T.replyDeclinedBody : T.replyBody,
      ];
    case 'class-reminder':
      return [T.reminderTitle, data.hours_before === 1 ? T.reminder1Body : T.reminder24Body];
    case 'report-outcome':
      return [
        T.reportTitle,
        data.outcome === 'resolved'
          ? T.reportResolvedBody
          : data.outcome === 'dismissed'
            ? T.reportDismissedBody
            : T.reportBody,
      ];
    case 'refund':
      return [T.refundTitle, T.refundBody];
    case 'payout':
      return data.status === 'failed' ? [T.payoutFailedTitle, T.payoutFailedBody] : [T.payoutTitle, T.payoutBody];
    case 'chat-message':
      return [T.chatTitle, T.chatBody];
  }
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/** The title and body of a notification in the user's language. */
export function notificationText(
  locale: Locale,
  kind: NotificationKind,
  data: Record<string, unknown>,
): { title: string; body: string } {
  const [title, body] = templates(kind, data);
  const values = {
    name: text(data.name ?? data.author_name, 'Stagepass'),
    title: text(data.title, '…'),
    preview: text(data.preview, translateTemplate(locale, T.chatAttachment, {})),
  };
  return {
    title: translateTemplate(locale, title, values),
    body: kind === 'chat-message' ? values.preview : translateTemplate(locale, body, values),
  };
}
