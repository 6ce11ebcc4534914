import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import { formatPrice } from '@shared/money';
import { content, ledgerTransactions, users } from '../../db/schema';
import { defineJob } from '../../jobs/define-job';
import { renderMail, type MailWords } from '../auth/mail/layout';

type RefundWords = (title: string, amount: string, full: boolean) => MailWords;

const words: Record<Locale, RefundWords> = {
  en: (title, amount, full) => ({
    subject: `Your Stagepass refund: ${title}`,
    greeting: (name) => `Hi ${name},`,
    intro: `We have refunded ${amount} for "${title}" to your original payment method.${full ? ' The item is no longer in your library.' : ''} Your purchases:`,
    action: 'See my purchases',
    outro: 'Refunds usually reach your account within a few business days.',
  }),
  ja: (title, amount, full) => ({
    subject: `Stagepass 返金のお知らせ：${title}`,
    greeting: (name) => `${name} 様`,
    intro: `「${title}」の代金 ${amount} を、お支払いに使われた方法に返金しました。${full ? 'このコンテンツはライブラリから削除されました。' : ''}ご購入履歴：`,
    action: '購入履歴を見る',
    outro: '返金は通常、数営業日以内に反映されます。',
  }),
  ko: (title, amount, full) => ({
    subject: `Stagepass 환불 안내: ${title}`,
    greeting: (name) => `${name}님, 안녕하세요.`,
    intro: `"${title}" 결제 금액(${amount})을 원래 결제 수단으로 환불했습니다.${full ? ' 이 콘텐츠는 더 이상 라이브러리에 없습니다.' : ''} 구매 내역:`,
    action: '구매 내역 보기',
    outro: '환불은 보통 영업일 기준 며칠 이내에 반영됩니다.',
  }),
  zh: (title, amount, full) => ({
    subject: `Stagepass 退款通知：${title}`,
    greeting: (name) => `${name}，你好：`,
    intro: `我们已将“${title}”的 ${amount} 退回到你原来的付款方式。${full ? '该内容已不在你的资料库中。' : ''}你的购买记录：`,
    action: '查看我的购买记录',
    outro: '退款通常会在几个工作日内到账。',
  }),
};

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
    await deps.mailer.send(
      renderMail(
        'refund',
        row.locale,
        { email: row.email, name: row.name },
        words[row.locale](row.title ?? '', amount, full),
        link,
      ),
    );
  },
});
