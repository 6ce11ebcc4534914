// Plain constants, no imports: the i18n catalogue loads this file while it is itself loading.
/** English templates of the e-mail and push texts, translated in `src/server/i18n/messages/realtime.ts`. */
export const NotificationTexts = {
  newContentTitle: 'New from {name}',
  newContentBody: '{name} published “{title}”.',
  purchaseTitle: 'Purchase complete',
  purchaseBody: 'You bought “{title}”.',
  saleTitle: 'You made a sale',
  saleBody: 'Someone bought “{title}”.',
  inviteTitle: 'Collaboration invitation',
  inviteBody: '{name} invited you to collaborate on “{title}”.',
  replyTitle: 'Collaboration reply',
  replyBody: '{name} answered your invitation for “{title}”.',
  reminderTitle: 'Class reminder',
  reminder24Body: '“{title}” starts in 24 hours.',
  reminder1Body: '“{title}” starts in 1 hour.',
  reportTitle: 'Your report was reviewed',
  reportBody: 'Thank you: a moderator has reviewed your report.',
  refundTitle: 'Refund issued',
  refundBody: 'Your payment for “{title}” was refunded.',
  payoutTitle: 'Payout sent',
  payoutBody: 'Your payout is on its way.',
  chatTitle: 'New message from {name}',
  /** Not translated: the message itself. */
  chatBody: '{preview}',
  chatAttachment: 'Sent an attachment.',
  openLink: 'Open: {url}',
  settingsHint: 'You can choose which notifications you get by e-mail in your notification settings: {url}',
} as const;
