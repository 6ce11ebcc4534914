import type { Locale } from '@shared/locales';
import type { Mail } from '../../../services/mail/mailer';
import { renderMail, type MailWords } from './layout';

/** The forgot-password page's address is part of the words, so the mail has one button (sign in) and one plain link. */
const words: Record<Locale, (forgotLink: string) => MailWords> = {
  en: (forgot) => ({
    subject: 'Someone tried to sign up to Stagepass with your email address',
    greeting: (name) => `Hi ${name},`,
    intro:
      'Someone tried to create a new Stagepass account with your email address. You already have an account, so nothing was created or changed. If it was you, sign in:',
    action: 'Sign in',
    outro: `Forgot your password? Choose a new one at ${forgot}. If it was not you, you can ignore this email.`,
  }),
  ja: (forgot) => ({
    subject: 'あなたのメールアドレスでStagepassへの登録が試みられました',
    greeting: (name) => `${name} 様`,
    intro:
      'あなたのメールアドレスでStagepassの新しいアカウントを作成しようとした人がいます。すでにアカウントをお持ちのため、何も作成・変更されていません。ご本人の場合は、こちらからログインしてください。',
    action: 'ログインする',
    outro: `パスワードをお忘れの場合は、${forgot} から新しいパスワードを設定してください。お心当たりのない場合は、このメールを破棄してください。`,
  }),
  ko: (forgot) => ({
    subject: '누군가 회원님의 이메일 주소로 Stagepass 가입을 시도했습니다',
    greeting: (name) => `${name}님, 안녕하세요.`,
    intro:
      '누군가 회원님의 이메일 주소로 새 Stagepass 계정을 만들려고 했습니다. 이미 계정이 있으므로 아무것도 만들어지거나 바뀌지 않았습니다. 본인이라면 로그인해 주세요.',
    action: '로그인하기',
    outro: `비밀번호를 잊으셨다면 ${forgot} 에서 새 비밀번호를 설정하세요. 본인이 아니라면 이 이메일을 무시하셔도 됩니다.`,
  }),
  zh: (forgot) => ({
    subject: '有人尝试用您的邮箱地址注册 Stagepass',
    greeting: (name) => `${name}，您好：`,
    intro:
      '有人尝试用您的邮箱地址创建新的 Stagepass 账户。您已有账户，因此没有创建或更改任何内容。如果是您本人，请登录：',
    action: '登录',
    outro: `忘记密码？请在 ${forgot} 设置新密码。如果这不是您本人的操作，请忽略此邮件。`,
  }),
};

export function registrationAttemptMail(
  locale: Locale,
  to: { email: string; name: string },
  links: { signIn: string; forgotPassword: string },
): Mail {
  return renderMail('registration-attempt', locale, to, words[locale](links.forgotPassword), links.signIn);
}
