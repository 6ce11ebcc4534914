import type { Locale } from '@shared/locales';
import type { Mail } from '../../../services/mail/mailer';
import { renderMail, type MailWords } from '../../auth/mail/layout';

const words = (provider: string): Record<Locale, MailWords> => ({
  en: {
    subject: `Link ${provider} to your Stagepass account`,
    greeting: (name) => `Hi ${name},`,
    intro: `Someone signed in with ${provider} using this e-mail address. If it was you, open this link to link ${provider} to your Stagepass account and sign in:`,
    action: `Link ${provider}`,
    outro: 'The link is valid for one hour and works once. If it was not you, ignore this email: nothing is linked.',
  },
  ja: {
    subject: `${provider} を Stagepass アカウントに連携`,
    greeting: (name) => `${name} 様`,
    intro: `このメールアドレスで ${provider} からのログインがありました。ご本人の場合は、以下のリンクを開くと ${provider} が Stagepass アカウントに連携され、ログインできます。`,
    action: `${provider} を連携する`,
    outro:
      'このリンクの有効期限は1時間で、一度だけ使用できます。お心当たりのない場合は、このメールを破棄してください。何も連携されません。',
  },
  ko: {
    subject: `${provider} 계정을 Stagepass 계정에 연결`,
    greeting: (name) => `${name}님, 안녕하세요.`,
    intro: `이 이메일 주소로 ${provider} 로그인이 있었습니다. 본인이 맞다면 아래 링크를 열어 ${provider} 계정을 Stagepass 계정에 연결하고 로그인해 주세요.`,
    action: `${provider} 계정 연결하기`,
    outro:
      '이 링크는 1시간 동안 유효하며 한 번만 사용할 수 있습니다. 본인이 아니라면 이 이메일을 무시하세요. 아무것도 연결되지 않습니다.',
  },
  zh: {
    subject: `将 ${provider} 关联到你的 Stagepass 账户`,
    greeting: (name) => `${name}，你好：`,
    intro: `有人使用此邮箱地址通过 ${provider} 登录。如果是你本人，请打开以下链接，将 ${provider} 关联到你的 Stagepass 账户并登录：`,
    action: `关联 ${provider}`,
    outro: '此链接在 1 小时内有效，且只能使用一次。如果这不是你本人的操作，请忽略此邮件，不会关联任何内容。',
  },
});

export function linkProviderMail(
  locale: Locale,
  to: { email: string; name: string },
  provider: string,
  link: string,
): Mail {
  return renderMail('link-provider', locale, to, words(provider)[locale], link);
}
