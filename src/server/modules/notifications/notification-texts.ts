import { defineMessages } from '@shared/message-descriptor';
/** The e-mail and push texts of notifications (a chat message's body is the message itself, never translated). */
export const NotificationTexts = defineMessages({
  newContentTitle: /*i18n*/ { id: 'notifications.new-content-title', message: 'New from {name}' },
  newContentBody: /*i18n*/ { id: 'notifications.new-content-body', message: '{name} published “{title}”.' },
  purchaseTitle: /*i18n*/ { id: 'notifications.purchase-title', message: 'Purchase complete' },
  purchaseBody: /*i18n*/ { id: 'notifications.purchase-body', message: 'You bought “{title}”.' },
  renewalTitle: /*i18n*/ { id: 'notifications.renewal-title', message: 'Membership renewed' },
  renewalBody: /*i18n*/ {
    id: 'notifications.renewal-body',
    message: 'Your membership of “{title}” was renewed: you paid {amount}. It now runs until {date}.',
  },
  saleTitle: /*i18n*/ { id: 'notifications.sale-title', message: 'You made a sale' },
  saleBody: /*i18n*/ { id: 'notifications.sale-body', message: 'Someone bought “{title}”.' },
  inviteTitle: /*i18n*/ { id: 'notifications.invite-title', message: 'Collaboration invitation' },
  inviteBody: /*i18n*/ { id: 'notifications.invite-body', message: '{name} invited you to collaborate on “{title}”.' },
  replyTitle: /*i18n*/ { id: 'notifications.reply-title', message: 'Collaboration reply' },
  replyBody: /*i18n*/ { id: 'notifications.reply-body', message: '{name} answered your invitation for “{title}”.' },
  replyAcceptedBody: /*i18n*/ {
    id: 'notifications.reply-accepted-body',
    message: '{name} accepted your invitation to collaborate on “{title}”.',
  },
  replyDeclinedBody: /*i18n*/ {
    id: 'notifications.reply-declined-body',
    message: '{name} declined your invitation to collaborate on “{title}”.',
  },
  reminderTitle: /*i18n*/ { id: 'notifications.reminder-title', message: 'Class reminder' },
  reminder24Body: /*i18n*/ { id: 'notifications.reminder24-body', message: '“{title}” starts in 24 hours.' },
  reminder1Body: /*i18n*/ { id: 'notifications.reminder1-body', message: '“{title}” starts in 1 hour.' },
  reportTitle: /*i18n*/ { id: 'notifications.report-title', message: 'Your report was reviewed' },
  reportBody: /*i18n*/ { id: 'notifications.report-body', message: 'Thank you: a moderator has reviewed your report.' },
  reportResolvedBody: /*i18n*/ {
    id: 'notifications.report-resolved-body',
    message: 'Thank you: a moderator reviewed your report and took action.',
  },
  reportDismissedBody: /*i18n*/ {
    id: 'notifications.report-dismissed-body',
    message: 'Thank you: a moderator reviewed your report and found nothing against the rules.',
  },
  moderatorNote: /*i18n*/ { id: 'notifications.moderator-note', message: '{body} The moderator’s note: {note}' },
  refundTitle: /*i18n*/ { id: 'notifications.refund-title', message: 'Refund issued' },
  refundBody: /*i18n*/ { id: 'notifications.refund-body', message: 'Your payment for “{title}” was refunded.' },
  creatorRefundTitle: /*i18n*/ { id: 'notifications.creator-refund-title', message: 'Payment refunded' },
  creatorRefundBody: /*i18n*/ {
    id: 'notifications.creator-refund-body',
    message: 'A payment for “{title}” was refunded: {amount} was taken from your balance.',
  },
  approvedTitle: /*i18n*/ { id: 'notifications.approved-title', message: 'Content approved' },
  approvedBody: /*i18n*/ {
    id: 'notifications.approved-body',
    message: 'A moderator approved “{title}”. It is live now.',
  },
  blockedTitle: /*i18n*/ { id: 'notifications.blocked-title', message: 'Content blocked' },
  blockedBody: /*i18n*/ {
    id: 'notifications.blocked-body',
    message: 'A moderator blocked “{title}”. The reason: {reason}',
  },
  feedbackRequestTitle: /*i18n*/ { id: 'notifications.feedback-request-title', message: 'New feedback request' },
  feedbackRequestBody: /*i18n*/ {
    id: 'notifications.feedback-request-body',
    message: '{name} sent a video for feedback on “{title}”.',
  },
  feedbackAnswerTitle: /*i18n*/ { id: 'notifications.feedback-answer-title', message: 'Your feedback is ready' },
  feedbackAnswerBody: /*i18n*/ {
    id: 'notifications.feedback-answer-body',
    message: '{name} answered your video on “{title}”.',
  },
  payoutTitle: /*i18n*/ { id: 'notifications.payout-title', message: 'Payout sent' },
  payoutBody: /*i18n*/ { id: 'notifications.payout-body', message: 'Your payout is on its way.' },
  payoutFailedTitle: /*i18n*/ { id: 'notifications.payout-failed-title', message: 'Payout failed' },
  payoutFailedBody: /*i18n*/ {
    id: 'notifications.payout-failed-body',
    message: 'Your payout could not be sent. The amount is back in your balance.',
  },
  paymentFailedTitle: /*i18n*/ { id: 'notifications.payment-failed-title', message: 'Membership payment failed' },
  paymentFailedBody: /*i18n*/ {
    id: 'notifications.payment-failed-body',
    message:
      'The monthly payment of {amount} for “{title}” failed. You keep access until {date}. Update your payment method at the provider to stay a member.',
  },
  chatTitle: /*i18n*/ { id: 'notifications.chat-title', message: 'New message from {name}' },
  chatAttachment: /*i18n*/ { id: 'notifications.chat-attachment', message: 'Sent an attachment.' },
  openLink: /*i18n*/ { id: 'notifications.open-link', message: 'Open: {url}' },
  settingsHint: /*i18n*/ {
    id: 'notifications.settings-hint',
    message: 'You can choose which notifications you get by e-mail in your notification settings: {url}',
  },
});
