import { EMAIL_TOKEN_TTL_HOURS as H } from '@shared/limits';
import type { Locale } from '@shared/locales';
import type { Mail } from '../../../services/mail/mailer';
import { renderMail, type MailWords } from './layout';

const words: Record<Locale, MailWords> = {
  en: {
    subject: 'Confirm your email address for Stagepass',
    greeting: (name) => `Hi ${name},`,
    intro: 'Welcome to Stagepass! Please confirm your email address by opening this link:',
    action: 'Confirm my email address',
    outro: `The link is valid for ${H} hours. If you did not create a Stagepass account, you can ignore this email.`,
  },
  ja: {
    subject: 'Stagepass メールアドレスの確認',
    greeting: (name) => `${name} 様`,
    intro: 'Stagepassへようこそ！以下のリンクを開いて、メールアドレスの確認を完了してください。',
    action: 'メールアドレスを確認する',
    outro: `このリンクの有効期限は${H}時間です。Stagepassのアカウントを作成した覚えがない場合は、このメールを破棄してください。`,
  },
  ko: {
    subject: 'Stagepass 이메일 주소 확인',
    greeting: (name) => `${name}님, 안녕하세요.`,
    intro: 'Stagepass에 오신 것을 환영합니다! 아래 링크를 열어 이메일 주소를 확인해 주세요.',
    action: '이메일 주소 확인하기',
    outro: `이 링크는 ${H}시간 동안 유효합니다. Stagepass 계정을 만든 적이 없다면 이 이메일을 무시하셔도 됩니다.`,
  },
  zh: {
    subject: '确认你的 Stagepass 邮箱地址',
    greeting: (name) => `${name}，你好：`,
    intro: '欢迎来到 Stagepass！请打开以下链接，确认你的邮箱地址：',
    action: '确认邮箱地址',
    outro: `此链接在 ${H} 小时内有效。如果你没有注册过 Stagepass 账户，请忽略此邮件。`,
  },
};

export function verifyEmailMail(locale: Locale, to: { email: string; name: string }, link: string): Mail {
  return renderMail('verify-email', locale, to, words[locale], link);
}
