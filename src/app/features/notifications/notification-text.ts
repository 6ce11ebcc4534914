import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Locale } from '@shared/locales';
import { isCurrency } from '@shared/money';
import type { NotificationChannel, NotificationKind } from '@shared/notifications';
import type { NotificationItem } from '@shared/schemas/notifications';
import { formatDate, formatPrice } from '@app/platform/format';

/** The settings page's names of each kind and channel. */
export const kindLabels: Record<NotificationKind, MessageDescriptor> = {
  'new-content': msg`New content from creators you follow`,
  purchase: msg`Your purchases`,
  sale: msg`Your sales`,
  'collaboration-invite': msg`Collaboration invitations`,
  'collaboration-reply': msg`Replies to your invitations`,
  'class-reminder': msg`Class reminders`,
  'report-outcome': msg`Outcomes of your reports`,
  refund: msg`Refunds`,
  payout: msg`Payouts`,
  'chat-message': msg`Chat messages`,
  'payment-failed': msg`Failed membership payments`,
  'content-review': msg`Approval or blocking of your content`,
  feedback: msg`Feedback requests and answers`,
};

export const channelLabels: Record<NotificationChannel, MessageDescriptor> = {
  'in-app': msg`In the app`,
  email: msg`E-mail`,
  push: msg`Push`,
};

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A notification's amount (`amount` in minor units, `currency`) in the viewer's locale. */
function price(n: NotificationItem, locale: Locale): string {
  const { amount, currency } = n.data;
  return typeof amount === 'number' && isCurrency(currency) ? formatPrice({ amount, currency }, locale) : '…';
}

const day = (value: unknown, locale: Locale) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? formatDate(value, 'date', locale) : '…';

/** One line describing a notification, in the viewer's language. */
export function notificationLine(i18n: I18n, n: NotificationItem): string {
  const title = str(n.data.title);
  const name = str(n.data.name) || str(n.data.author_name);
  switch (n.kind) {
    case 'new-content':
      return i18n._(msg`${name} published “${title}”.`);
    case 'purchase': {
      if (n.data.renewal !== true) return i18n._(msg`You bought “${title}”.`);
      const amount = price(n, i18n.locale as Locale);
      const date = day(n.data.period_end, i18n.locale as Locale);
      return i18n._(msg`Your membership of “${title}” was renewed: you paid ${amount}. It now runs until ${date}.`);
    }
    case 'sale':
      return i18n._(msg`Someone bought “${title}”.`);
    case 'collaboration-invite':
      return i18n._(msg`${name} invited you to collaborate on “${title}”.`);
    case 'collaboration-reply':
      // Collaboration status 1 accepted, 2 declined (spec §3).
      if (n.data.status === 1) return i18n._(msg`${name} accepted your invitation to collaborate on “${title}”.`);
      if (n.data.status === 2) return i18n._(msg`${name} declined your invitation to collaborate on “${title}”.`);
      return i18n._(msg`${name} answered your invitation for “${title}”.`);
    case 'class-reminder':
      return n.data.hours_before === 1
        ? i18n._(msg`“${title}” starts in 1 hour.`)
        : i18n._(msg`“${title}” starts in 24 hours.`);
    case 'report-outcome': {
      const outcome =
        n.data.outcome === 'resolved'
          ? i18n._(msg`A moderator reviewed your report and took action.`)
          : n.data.outcome === 'dismissed'
            ? i18n._(msg`A moderator reviewed your report and found nothing against the rules.`)
            : i18n._(msg`A moderator has reviewed your report.`);
      const note = str(n.data.note);
      return note ? i18n._(msg`${outcome} The moderator’s note: ${note}`) : outcome;
    }
    case 'refund': {
      if (n.data.for !== 'creator') return i18n._(msg`Your payment for “${title}” was refunded.`);
      const amount = price(n, i18n.locale as Locale);
      return i18n._(msg`A payment for “${title}” was refunded: ${amount} was taken from your balance.`);
    }
    case 'content-review': {
      if (n.data.outcome !== 'blocked') return i18n._(msg`A moderator approved “${title}”. It is live now.`);
      const reason = str(n.data.reason) || '…';
      return i18n._(msg`A moderator blocked “${title}”. The reason: ${reason}`);
    }
    case 'feedback':
      return n.data.for === 'creator'
        ? i18n._(msg`${name} sent a video for feedback on “${title}”.`)
        : i18n._(msg`${name} answered your video on “${title}”.`);
    case 'payout':
      return n.data.status === 'failed'
        ? i18n._(msg`Your payout could not be sent. The amount is back in your balance.`)
        : i18n._(msg`Your payout is on its way.`);
    case 'chat-message':
      return i18n._(msg`New message from ${name}`);
    case 'payment-failed': {
      const amount = price(n, i18n.locale as Locale);
      const date = day(n.data.access_until, i18n.locale as Locale);
      return i18n._(
        msg`The monthly payment of ${amount} for “${title}” failed. You keep access until ${date}. Update your payment method at the provider to stay a member.`,
      );
    }
  }
}
