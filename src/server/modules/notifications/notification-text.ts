import type { Locale } from '@shared/locales';
import { formatDate } from '@shared/dates';
import { formatPrice, isCurrency } from '@shared/money';
import type { Descriptor } from '@shared/message-descriptor';
import type { NotificationKind } from '@shared/notifications';
import { messageRenderer, type Render } from '../../i18n/render';
import { NotificationTexts } from './notification-texts';

const T = NotificationTexts;

/** The title and body of a notification (a chat message's body is its own); some kinds read their outcome from the data. */
function templates(kind: NotificationKind, data: Record<string, unknown>): [Descriptor, Descriptor | null] {
  switch (kind) {
    case 'new-content':
      return [T.newContentTitle, T.newContentBody];
    case 'purchase':
      // A community's monthly renewal reads as a receipt: what was paid and how long it now runs.
      return data.renewal === true ? [T.renewalTitle, T.renewalBody] : [T.purchaseTitle, T.purchaseBody];
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
      return data.for === 'creator' ? [T.creatorRefundTitle, T.creatorRefundBody] : [T.refundTitle, T.refundBody];
    case 'content-review':
      return data.outcome === 'blocked' ? [T.blockedTitle, T.blockedBody] : [T.approvedTitle, T.approvedBody];
    case 'feedback':
      return data.for === 'creator'
        ? [T.feedbackRequestTitle, T.feedbackRequestBody]
        : [T.feedbackAnswerTitle, T.feedbackAnswerBody];
    case 'payout':
      return data.status === 'failed' ? [T.payoutFailedTitle, T.payoutFailedBody] : [T.payoutTitle, T.payoutBody];
    case 'chat-message':
      return [T.chatTitle, null];
    case 'payment-failed':
      return [T.paymentFailedTitle, T.paymentFailedBody];
  }
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/** The amount in the reader's locale, from `amount` (minor units) and `currency`. */
function money(locale: Locale, data: Record<string, unknown>): string {
  const { amount, currency } = data;
  return typeof amount === 'number' && Number.isInteger(amount) && isCurrency(currency)
    ? formatPrice({ amount, currency }, locale)
    : '…';
}

/** The day a renewed period runs to, or a lapsing membership's access ends, as the reader writes days; in UTC. */
function day(locale: Locale, value: unknown): string {
  return (typeof value === 'string' && formatDate(value, 'date', locale, 'UTC')) || '…';
}

/**
 * The title and body of a notification in the user's language, rendered where it is written (the e-mail or push
 * of deliver-notifications, with the admin's overrides).
 */
export function notificationText(
  locale: Locale,
  kind: NotificationKind,
  data: Record<string, unknown>,
  render: Render = messageRenderer(locale),
): { title: string; body: string } {
  const [title, body] = templates(kind, data);
  const values = {
    name: text(data.name ?? data.author_name, 'Stagepass'),
    title: text(data.title, '…'),
    amount: money(locale, data),
    date: day(locale, data.period_end ?? data.access_until),
    reason: text(data.reason, '…'),
  };
  const said = body ? render({ ...body, values }) : text(data.preview, render(T.chatAttachment));
  // A moderator's note to the reporter is theirs to read, in the words the moderator wrote.
  const note = kind === 'report-outcome' ? text(data.note, '') : '';
  return {
    title: render({ ...title, values }),
    body: note ? render({ ...T.moderatorNote, values: { body: said, note } }) : said,
  };
}
