import { PASSWORD_RESET_TTL_HOURS as H } from '@shared/limits';
import type { Locale } from '@shared/locales';
import type { Mail } from '../../../services/mail/mailer';
import { renderMail, type MailWords } from './layout';

const words: Record<Locale, MailWords> = {
  en: {
    subject: 'Reset your Stagepass password',
    greeting: (name) => `Hi ${name},`,
    intro: 'We received a request to reset the password of your Stagepass account. Open this link to choose a new one:',
    action: 'Choose a new password',
    outro: `The link is valid for ${H} ${H === 1 ? 'hour' : 'hours'} and works once. If you did not ask for this, ignore this email: your password stays as it is.`,
  },
  ja: {
    subject: 'Stagepass パスワードの再設定',
    greeting: (name) => `${name} 様`,
    intro:
      'Stagepassアカウントのパスワード再設定のリクエストを受け付けました。以下のリンクを開いて、新しいパスワードを設定してください。',
    action: '新しいパスワードを設定する',
    outro: `このリンクの有効期限は${H}時間で、一度だけ使用できます。お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。`,
  },
  ko: {
    subject: 'Stagepass 비밀번호 재설정',
    greeting: (name) => `${name}님, 안녕하세요.`,
    intro: 'Stagepass 계정의 비밀번호 재설정 요청을 받았습니다. 아래 링크를 열어 새 비밀번호를 설정해 주세요.',
    action: '새 비밀번호 설정하기',
    outro: `이 링크는 ${H}시간 동안 유효하며 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 이메일을 무시하세요. 비밀번호는 바뀌지 않습니다.`,
  },
  zh: {
    subject: '重置你的 Stagepass 密码',
    greeting: (name) => `${name}，你好：`,
    intro: '我们收到了重置你 Stagepass 账户密码的请求。请打开以下链接设置新密码：',
    action: '设置新密码',
    outro: `此链接在 ${H} 小时内有效，且只能使用一次。如果这不是你本人的操作，请忽略此邮件，你的密码不会改变。`,
  },
};

export function resetPasswordMail(locale: Locale, to: { email: string; name: string }, link: string): Mail {
  return renderMail('reset-password', locale, to, words[locale], link);
}
