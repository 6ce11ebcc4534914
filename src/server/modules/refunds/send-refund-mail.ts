import { eq } from 'drizzle-orm';
import { defineMessages, withValues } from '@shared/message-descriptor';
import { formatPrice } from '@shared/money';
import { content, ledgerTransactions, users } from '../../db/schema';
import { defineJob } from '../../jobs/define-job';
import { sendMail } from '../auth/mail/layout';

/** A full refund also takes the item out of the library, so it has its own intro. */
const RefundTexts = defineMessages({
  subject: /*i18n*/ { id: 'mail.refund.subject', message: 'Your Stagepass refund: {title}' },
  intro: /*i18n*/ {
    id: 'mail.refund.intro',
    message: 'We have refunded {amount} for "{title}" to your original payment method. Your purchases:',
  },
  introFull: /*i18n*/ {
    id: 'mail.refund.intro-full',
    message:
      'We have refunded {amount} for "{title}" to your original payment method. The item is no longer in your library. Your purchases:',
  },
  action: /*i18n*/ { id: 'mail.refund.action', message: 'See my purchases' },
  outro: /*i18n*/ {
    id: 'mail.refund.outro',
    message: 'Refunds usually reach your account within a few business days.',
  },
});

/** The buyer's refund notice, in their language, sent after the refund committed. */
export const sendRefundMailJob = defineJob<{ refundId: number; full: boolean }>({
  name: 'send-refund-mail',
  retryLimit: 5,
  retryDelaySeconds: 60,
  async run(deps, { refundId, full }) {
    const [row] = await deps.db
      .select({
        amount: ledgerTransactions.grossAmount,
        currency: ledgerTransactions.currency,
        title: content.title,
        email: users.email,
        name: users.name,
        locale: users.preferredLocale,
      })
      .from(ledgerTransactions)
      .innerJoin(users, eq(users.id, ledgerTransactions.buyerId))
      .leftJoin(content, eq(content.id, ledgerTransactions.contentId))
      .where(eq(ledgerTransactions.id, refundId));
    if (!row) return;
    const amount = formatPrice({ amount: row.amount, currency: row.currency }, row.locale);
    const link = `${deps.config.publicUrl}/${row.locale}/library`;
    const { introFull, ...T } = RefundTexts;
    const values = { title: row.title ?? '', amount };
    const texts = {
      ...T,
      subject: withValues(T.subject, values),
      intro: withValues(full ? introFull : T.intro, values),
    };
    const to = { email: row.email, name: row.name };
    await sendMail(deps, { template: 'refund', locale: row.locale, to, texts, link });
  },
});
