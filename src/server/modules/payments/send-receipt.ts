import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import { formatPrice } from '@shared/money';
import { content, orders, users } from '../../db/schema';
import { defineJob } from '../../jobs/define-job';
import { renderMail, type MailWords } from '../auth/mail/layout';

type ReceiptWords = (title: string, total: string, orderId: number) => MailWords;

const words: Record<Locale, ReceiptWords> = {
  en: (title, total, id) => ({
    subject: `Your Stagepass receipt: ${title}`,
    greeting: (name) => `Hi ${name},`,
    intro: `Thank you for your purchase. You paid ${total} for "${title}" (order ${id}). It is in your library now:`,
    action: 'Open it',
    outro: 'Keep this e-mail as your receipt. If something is wrong, reply to this e-mail.',
  }),
  ja: (title, total, id) => ({
    subject: `Stagepass 領収書：${title}`,
    greeting: (name) => `${name} 様`,
    intro: `ご購入ありがとうございます。「${title}」の代金 ${total} をお支払いいただきました（注文番号 ${id}）。ライブラリからご覧いただけます：`,
    action: '開く',
    outro: 'このメールは領収書として保管してください。お気づきの点があれば、このメールにご返信ください。',
  }),
  ko: (title, total, id) => ({
    subject: `Stagepass 영수증: ${title}`,
    greeting: (name) => `${name}님, 안녕하세요.`,
    intro: `구매해 주셔서 감사합니다. "${title}" 결제가 완료되었습니다(결제 금액 ${total}, 주문 번호 ${id}). 지금 라이브러리에서 볼 수 있습니다:`,
    action: '열기',
    outro: '이 이메일을 영수증으로 보관해 주세요. 문제가 있으면 이 이메일에 회신해 주세요.',
  }),
  zh: (title, total, id) => ({
    subject: `Stagepass 收据：${title}`,
    greeting: (name) => `${name}，你好：`,
    intro: `感谢你的购买。你已为“${title}”支付 ${total}（订单号 ${id}）。现在可以在你的资料库中查看：`,
    action: '打开',
    outro: '请保留此邮件作为收据。如有问题，请直接回复此邮件。',
  }),
};

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
    await deps.mailer.send(
      renderMail(
        'receipt',
        row.locale,
        { email: row.email, name: row.name },
        words[row.locale](row.title, total, orderId),
        link,
      ),
    );
  },
});
