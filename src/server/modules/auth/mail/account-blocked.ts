import type { Locale } from '@shared/locales';
import type { Mail } from '../../../services/mail/mailer';
import { renderMail, type MailWords } from './layout';

/** The e-mail the sign-in page's "blocked" message tells the person to look for. */
const words: Record<Locale, MailWords> = {
  en: {
    subject: 'Your Stagepass account has been blocked',
    greeting: (name) => `Hi ${name},`,
    intro:
      'An administrator has blocked your Stagepass account, so you cannot sign in for now. If you think this is a mistake, or want to know why, contact us:',
    action: 'Contact support',
    outro: 'Your purchases and data are kept while the account is blocked.',
  },
  ja: {
    subject: 'Stagepass アカウントがブロックされました',
    greeting: (name) => `${name} 様`,
    intro:
      '管理者があなたの Stagepass アカウントをブロックしたため、現在ログインできません。誤りだと思われる場合や理由を知りたい場合は、こちらからお問い合わせください。',
    action: 'サポートに問い合わせる',
    outro: 'ブロック中も、購入済みのコンテンツとデータは保持されます。',
  },
  ko: {
    subject: 'Stagepass 계정이 차단되었습니다',
    greeting: (name) => `${name}님, 안녕하세요.`,
    intro:
      '관리자가 회원님의 Stagepass 계정을 차단하여 지금은 로그인할 수 없습니다. 잘못된 조치라고 생각하시거나 이유를 알고 싶으시면 문의해 주세요.',
    action: '고객 지원에 문의하기',
    outro: '계정이 차단된 동안에도 구매 내역과 데이터는 보관됩니다.',
  },
  zh: {
    subject: '您的 Stagepass 账户已被封禁',
    greeting: (name) => `${name}，您好：`,
    intro: '管理员已封禁您的 Stagepass 账户，您暂时无法登录。如果您认为这是误操作，或想了解原因，请联系我们：',
    action: '联系支持',
    outro: '账户封禁期间，您的购买记录和数据会被保留。',
  },
};

export function accountBlockedMail(locale: Locale, to: { email: string; name: string }, supportLink: string): Mail {
  return renderMail('account-blocked', locale, to, words[locale], supportLink);
}
