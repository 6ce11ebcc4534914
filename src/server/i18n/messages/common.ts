import type { Catalog, Translations } from '../types';

/** The error catalogue (http/errors.ts `Messages`) and platform messages. */
const platform = {
  'Not Found': { ja: '見つかりません。', ko: '찾을 수 없습니다.', zh: '未找到。' },
  'Unauthenticated.': { ja: '認証されていません。', ko: '인증되지 않았습니다.', zh: '未通过身份验证。' },
  'You do not have permission to do this.': {
    ja: 'この操作を行う権限がありません。',
    ko: '이 작업을 수행할 권한이 없습니다.',
    zh: '你没有执行此操作的权限。',
  },
  'The given data was invalid.': {
    ja: '入力内容に誤りがあります。',
    ko: '입력한 내용이 올바르지 않습니다.',
    zh: '提交的数据无效。',
  },
  'The request body is not valid JSON.': {
    ja: 'リクエスト本文が正しい JSON ではありません。',
    ko: '요청 본문이 올바른 JSON이 아닙니다.',
    zh: '请求正文不是有效的 JSON。',
  },
  'The request body is too large.': {
    ja: 'リクエストの本文が大きすぎます。',
    ko: '요청 본문이 너무 큽니다.',
    zh: '请求正文过大。',
  },
  'This field contains characters that are not allowed.': {
    ja: 'この項目には使用できない文字が含まれています。',
    ko: '이 항목에 사용할 수 없는 문자가 포함되어 있습니다.',
    zh: '此字段包含不允许的字符。',
  },
  'Too many attempts. Please try again later.': {
    ja: '試行回数が多すぎます。しばらくしてからもう一度お試しください。',
    ko: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    zh: '尝试次数过多，请稍后再试。',
  },
  'Oops something went wrong.': {
    ja: '申し訳ありません。問題が発生しました。',
    ko: '죄송합니다. 문제가 발생했습니다.',
    zh: '抱歉，出了点问题。',
  },
  'The user credentials were incorrect.': {
    ja: 'ユーザーの認証情報が正しくありません。',
    ko: '사용자 인증 정보가 올바르지 않습니다.',
    zh: '用户凭据不正确。',
  },
  "You don't have permission to log in.": {
    ja: 'ログインする権限がありません。',
    ko: '로그인할 권한이 없습니다.',
    zh: '你没有登录权限。',
  },
  'This sign-in is for Stagepass staff. Fans and creators sign in on the site.': {
    ja: 'このログインは Stagepass のスタッフ専用です。ファンとクリエイターはサイトからログインしてください。',
    ko: '이 로그인은 Stagepass 직원 전용입니다. 팬과 크리에이터는 사이트에서 로그인해 주세요.',
    zh: '此登录仅供 Stagepass 工作人员使用。粉丝和创作者请在网站上登录。',
  },
  'The service is not available yet. Please try again shortly.': {
    ja: 'サービスはまだ利用できません。しばらくしてからもう一度お試しください。',
    ko: '서비스를 아직 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    zh: '服务暂不可用，请稍后再试。',
  },
} satisfies Catalog;

/** Field messages the shared schemas use. */
const validation = {
  'This field is required.': { ja: 'この項目は必須です。', ko: '필수 입력 항목입니다.', zh: '此字段为必填项。' },
  'Must be text.': { ja: 'テキストで入力してください。', ko: '텍스트여야 합니다.', zh: '必须是文本。' },
  'Must be an object.': { ja: 'オブジェクトで指定してください。', ko: '객체여야 합니다.', zh: '必须是对象。' },
  'Must be a list.': { ja: 'リストで指定してください。', ko: '목록이어야 합니다.', zh: '必须是列表。' },
  'Must be at most {max} characters.': {
    ja: '{max}文字以内で入力してください。',
    ko: '{max}자 이하로 입력해 주세요.',
    zh: '不能超过 {max} 个字符。',
  },
  'Must have at most {max} items.': {
    ja: '{max}件以内で指定してください。',
    ko: '{max}개 이하로 지정해 주세요.',
    zh: '最多只能有 {max} 项。',
  },
  'Must be one of: {options}.': {
    ja: '次のいずれかを指定してください: {options}。',
    ko: '다음 중 하나여야 합니다: {options}.',
    zh: '必须是以下之一：{options}。',
  },
} satisfies Catalog;

/**
 * valibot's default messages ("Invalid type: Expected string but received 5") for schemas that
 * give none: the label is translated, the technical expected/received values are kept.
 */
const valibotLabels: Record<string, Translations> = {
  type: { ja: '型', ko: '자료형', zh: '类型' },
  key: { ja: 'キー', ko: '키', zh: '键' },
  value: { ja: '値', ko: '값', zh: '值' },
  length: { ja: '長さ', ko: '길이', zh: '长度' },
  email: { ja: 'メールアドレス', ko: '이메일 주소', zh: '电子邮件地址' },
  URL: { ja: 'URL', ko: 'URL', zh: 'URL' },
  format: { ja: '形式', ko: '형식', zh: '格式' },
  integer: { ja: '整数', ko: '정수', zh: '整数' },
  number: { ja: '数値', ko: '숫자', zh: '数字' },
  entries: { ja: '項目数', ko: '항목 수', zh: '条目数' },
  item: { ja: '要素', ko: '요소', zh: '元素' },
  date: { ja: '日付', ko: '날짜', zh: '日期' },
  timestamp: { ja: 'タイムスタンプ', ko: '타임스탬프', zh: '时间戳' },
  UUID: { ja: 'UUID', ko: 'UUID', zh: 'UUID' },
  JSON: { ja: 'JSON', ko: 'JSON', zh: 'JSON' },
  size: { ja: 'サイズ', ko: '크기', zh: '大小' },
  bytes: { ja: 'バイト数', ko: '바이트 수', zh: '字节数' },
  words: { ja: '単語数', ko: '단어 수', zh: '词数' },
  graphemes: { ja: '文字数', ko: '글자 수', zh: '字符数' },
  digits: { ja: '桁', ko: '자릿수', zh: '位数' },
  decimal: { ja: '10進数', ko: '10진수', zh: '十进制数' },
};

const valibotDefaults: Catalog = Object.fromEntries(
  Object.entries(valibotLabels).flatMap(([label, l]) => [
    [
      `Invalid ${label}: Expected {expected} but received {received}`,
      {
        ja: `${l.ja}が正しくありません（期待値: {expected}、受信値: {received}）`,
        ko: `올바르지 않은 ${l.ko}입니다(예상: {expected}, 받은 값: {received})`,
        zh: `${l.zh}无效（应为 {expected}，实际为 {received}）`,
      },
    ],
    [
      `Invalid ${label}: Received {received}`,
      {
        ja: `${l.ja}が正しくありません（受信値: {received}）`,
        ko: `올바르지 않은 ${l.ko}입니다(받은 값: {received})`,
        zh: `${l.zh}无效（实际为 {received}）`,
      },
    ],
  ]),
);

export default { ...platform, ...validation, ...valibotDefaults } satisfies Catalog;
