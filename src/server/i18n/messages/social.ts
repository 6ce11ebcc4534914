import { SocialMessages as M } from '@shared/schemas/social';
import type { Translations } from '../types';

type Message = (typeof M)[keyof typeof M];

/** Translations of the social sign-in messages, keyed by their English text. */
export default {
  [M.expired]: {
    ja: 'このログインは期限切れか、すでに使われています。もう一度やり直してください。',
    ko: '이 로그인은 만료되었거나 이미 사용되었습니다. 처음부터 다시 시도해 주세요.',
    zh: '此登录已过期或已被使用。请重新开始。',
  },
  [M.notConfigured]: {
    ja: 'このサービスでのログインは利用できません。',
    ko: '이 서비스로는 로그인할 수 없습니다.',
    zh: '无法使用此服务登录。',
  },
  [M.notLinked]: {
    ja: 'このサービスはアカウントに連携されていません。',
    ko: '이 서비스는 계정에 연결되어 있지 않습니다.',
    zh: '此服务未关联到你的账户。',
  },
  [M.lastWay]: {
    ja: 'ログイン方法を一つは残してください。先にパスワードを設定するか、別のサービスを連携してください。',
    ko: '로그인 방법을 하나는 남겨 두어야 합니다. 먼저 비밀번호를 설정하거나 다른 서비스를 연결해 주세요.',
    zh: '请至少保留一种登录方式：先设置密码或关联其他服务。',
  },
} satisfies Record<Message, Translations>;
