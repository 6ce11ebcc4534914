import { PASSWORD_MAX as MAX, PASSWORD_MIN as MIN } from '@shared/limits';
import { AuthMessages as M } from '@shared/schemas/auth';
import type { Translations } from '../types';

type Message = (typeof M)[keyof typeof M];

/** Translations of the auth messages (sign-up, sign-in, verification, password reset), keyed by their English text. */
export default {
  [M.required]: { ja: 'この項目は必須です。', ko: '필수 입력 항목입니다.', zh: '此字段为必填项。' },
  [M.emailInvalid]: {
    ja: '有効なメールアドレスを入力してください。',
    ko: '올바른 이메일 주소를 입력해 주세요.',
    zh: '请输入有效的邮箱地址。',
  },
  [M.emailTooLong]: {
    ja: 'メールアドレスは254文字以内で入力してください。',
    ko: '이메일 주소는 254자를 넘을 수 없습니다.',
    zh: '邮箱地址不能超过 254 个字符。',
  },
  [M.passwordTooShort]: {
    ja: `パスワードは${MIN}文字以上で入力してください。`,
    ko: `비밀번호는 ${MIN}자 이상이어야 합니다.`,
    zh: `密码至少需要 ${MIN} 个字符。`,
  },
  [M.passwordTooLong]: {
    ja: `パスワードは${MAX}文字以内で入力してください。`,
    ko: `비밀번호는 ${MAX}자를 넘을 수 없습니다.`,
    zh: `密码不能超过 ${MAX} 个字符。`,
  },
  [M.passwordCommon]: {
    ja: 'このパスワードはよく使われていて推測されやすいものです。別のパスワードを選んでください。',
    ko: '이 비밀번호는 흔히 쓰여 추측하기 쉽습니다. 다른 비밀번호를 선택해 주세요.',
    zh: '此密码是最常用的密码之一，很容易被猜到。请换一个密码。',
  },
  [M.loginFormat]: {
    ja: 'ログインIDは3〜30文字で、英字・数字・ドット・ハイフン・アンダースコアが使えます。先頭は英字か数字にしてください。',
    ko: '로그인 ID는 영문자, 숫자, 마침표, 하이픈, 밑줄로 된 3~30자여야 하며 영문자나 숫자로 시작해야 합니다.',
    zh: '登录名须为 3 到 30 个字符，可使用字母、数字、点、连字符和下划线，并以字母或数字开头。',
  },
  [M.nameRequired]: { ja: '名前を入力してください。', ko: '이름을 입력해 주세요.', zh: '请填写名称。' },
  [M.nameTooLong]: {
    ja: '名前は100文字以内で入力してください。',
    ko: '이름은 100자를 넘을 수 없습니다.',
    zh: '名称不能超过 100 个字符。',
  },
  [M.typeInvalid]: {
    ja: '種別はファンかクリエイターを選んでください。',
    ko: '유형은 팬 또는 크리에이터여야 합니다.',
    zh: '类型必须是粉丝或创作者。',
  },
  [M.roleRequired]: {
    ja: 'クリエイターは役割を選んでください。',
    ko: '크리에이터는 역할을 선택해야 합니다.',
    zh: '创作者必须选择一个角色。',
  },
  [M.roleInvalid]: {
    ja: '役割はプロデューサー、オーガナイザー、ダンサーのいずれかを選んでください。',
    ko: '역할은 프로듀서, 오거나이저, 댄서 중 하나여야 합니다.',
    zh: '角色必须是制作人、组织者或舞者之一。',
  },
  [M.scopesInvalid]: {
    ja: 'スコープは api か backend のどちらか1つを指定してください。',
    ko: '스코프는 api 또는 backend 중 정확히 하나여야 합니다.',
    zh: 'scopes 必须恰好是 api 或 backend 之一。',
  },
  [M.grantTypeInvalid]: {
    ja: 'grant_type には client_credentials を指定してください。',
    ko: 'grant_type은 client_credentials여야 합니다.',
    zh: 'grant_type 必须是 client_credentials。',
  },
  [M.sideInvalid]: {
    ja: 'side には frontend か backend を指定してください。',
    ko: 'side는 frontend 또는 backend여야 합니다.',
    zh: 'side 必须是 frontend 或 backend。',
  },
  [M.emailTaken]: {
    ja: 'このメールアドレスはすでに使われています。',
    ko: '이미 사용 중인 이메일 주소입니다.',
    zh: '该邮箱地址已被使用。',
  },
  [M.loginTaken]: {
    ja: 'このログインIDはすでに使われています。',
    ko: '이미 사용 중인 로그인 ID입니다.',
    zh: '该登录名已被使用。',
  },
  [M.clientScopeRefused]: {
    ja: 'このクライアントはそのスコープを使用できません。',
    ko: '이 클라이언트는 해당 스코프를 사용할 수 없습니다.',
    zh: '此客户端无权使用该范围。',
  },
  [M.verificationTokenInvalid]: {
    ja: 'この確認リンクは無効か、有効期限が切れています。',
    ko: '이 인증 링크는 유효하지 않거나 만료되었습니다.',
    zh: '此验证链接无效或已过期。',
  },
  [M.alreadyVerified]: {
    ja: 'メールアドレスはすでに確認済みです。',
    ko: '이메일 주소가 이미 인증되었습니다.',
    zh: '你的邮箱地址已经验证过了。',
  },
  [M.resetTokenInvalid]: {
    ja: 'このパスワード再設定リンクは無効か、有効期限が切れています。',
    ko: '이 비밀번호 재설정 링크는 유효하지 않거나 만료되었습니다.',
    zh: '此密码重置链接无效或已过期。',
  },
} satisfies Record<Message, Translations>;
