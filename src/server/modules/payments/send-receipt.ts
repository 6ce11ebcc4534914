import { eq } from 'drizzle-orm';
import { defineMessages, withValues } from '@shared/message-descriptor';
import { formatPrice } from '@shared/money';
import { content, orders, users } from '../../db/schema';
import { defineJob } from '../../jobs/define-job';
import { sendMail } from '../auth/mail/layout';

const ReceiptTexts = defineMessages({
  subject: /*i18n*/ { id: 'mail.receipt.subject', message: 'Your Stagepass receipt: {title}' },
  intro: /*i18n*/ {
    id: 'mail.receipt.intro',
    message:
      'Thank you for your purchase. You paid {total} for "{title}" (order {orderId}). It is in your library now:',
  },
  action: /*i18n*/ { id: 'mail.receipt.action', message: 'Open it' },
  outro: /*i18n*/ {
    id: 'mail.receipt.outro',
    message: 'Keep this e-mail as your receipt. If something is wrong, reply to this e-mail.',
  },
});

/** The buyer's receipt, in their own language, sent after the purchase committed (never inside it). */
export const sendReceiptJob = defineJob<{ orderId: number }>({
  name: 'send-purchase-receipt',
  retryLimit: 5,
  retryDelaySeconds: 60,
  async run(deps, { orderId }) {
    const [row] = await deps.db
      .select({
        status: orders.status,
        total: orders.totalAmount,
        currency: orders.currency,
        contentId: orders.contentId,
        title: content.title,
        email: users.email,
        name: users.name,
        locale: users.preferredLocale,
      })
      .from(orders)
      .innerJoin(content, eq(content.id, orders.contentId))
      .innerJoin(users, eq(users.id, orders.buyerId))
      .where(eq(orders.id, orderId));
    if (!row || row.status === 'pending' || row.status === 'declined' || row.status === 'expired') return;
    const total = formatPrice({ amount: row.total, currency: row.currency }, row.locale);
    const link = `${deps.config.publicUrl}/${row.locale}/content/${row.contentId}`;
    const T = ReceiptTexts;
    const values = { title: row.title, total, orderId: String(orderId) };
    const texts = { ...T, subject: withValues(T.subject, values), intro: withValues(T.intro, values) };
    const to = { email: row.email, name: row.name };
    await sendMail(deps, { template: 'receipt', locale: row.locale, to, texts, link });
  },
});
