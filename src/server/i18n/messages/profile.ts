import { ProfileMessages as M } from '@shared/schemas/profile';
import { NAME_LIST_MAX_LIMIT as MAX, ReferenceMessages as R } from '../../modules/reference/name-list-query';
import type { Translations } from '../types';

type Message = (typeof M)[keyof typeof M] | (typeof R)[keyof typeof R];

/** Translations of the profile and genre/hobby list messages, keyed by their English text. */
export default {
  [M.bioTooLong]: {
    ja: '自己紹介は2000文字以内で入力してください。',
    ko: '소개는 2000자를 넘을 수 없습니다.',
    zh: '个人简介不能超过 2000 个字符。',
  },
  [M.avatarInvalid]: {
    ja: 'アバターには、ご自身でアップロードした画像を指定してください。',
    ko: '아바타는 직접 업로드한 이미지여야 합니다.',
    zh: '头像必须是你上传的图片。',
  },
  [M.idsInvalid]: {
    ja: '各項目は整数のIDで指定してください。',
    ko: '각 항목은 정수 ID여야 합니다.',
    zh: '每一项都必须是整数 ID。',
  },
  [M.tooMany]: { ja: '項目が多すぎます。', ko: '항목이 너무 많습니다.', zh: '提供的项目过多。' },
  [M.unknownGenre]: {
    ja: '選択したジャンルの中に存在しないものがあります。',
    ko: '선택한 장르 중 존재하지 않는 항목이 있습니다.',
    zh: '所选类型中有不存在的项目。',
  },
  [M.unknownHobby]: {
    ja: '選択した趣味の中に存在しないものがあります。',
    ko: '선택한 취미 중 존재하지 않는 항목이 있습니다.',
    zh: '所选爱好中有不存在的项目。',
  },
  [M.passwordIncorrect]: {
    ja: 'パスワードが正しくありません。',
    ko: '비밀번호가 올바르지 않습니다.',
    zh: '密码不正确。',
  },
  [M.passwordUnchanged]: {
    ja: '新しいパスワードは現在のパスワードと違うものにしてください。',
    ko: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
    zh: '新密码不能与当前密码相同。',
  },
  [M.localeInvalid]: {
    ja: '言語は en、ja、ko、zh のいずれかを指定してください。',
    ko: '언어는 en, ja, ko, zh 중 하나여야 합니다.',
    zh: '语言必须是 en、ja、ko 或 zh 之一。',
  },
  [M.currencyInvalid]: {
    ja: '通貨は USD、EUR、JPY のいずれかを指定してください。',
    ko: '통화는 USD, EUR, JPY 중 하나여야 합니다.',
    zh: '货币必须是 USD、EUR 或 JPY 之一。',
  },
  [M.networkInvalid]: {
    ja: 'ネットワークは instagram、youtube、tiktok、facebook、x、website のいずれかを指定してください。',
    ko: '네트워크는 instagram, youtube, tiktok, facebook, x, website 중 하나여야 합니다.',
    zh: '社交网络必须是 instagram、youtube、tiktok、facebook、x 或 website 之一。',
  },
  [M.networkRepeated]: {
    ja: '同じネットワークは1回しか指定できません。',
    ko: '각 네트워크는 한 번만 지정할 수 있습니다.',
    zh: '每个社交网络只能出现一次。',
  },
  [M.urlInvalid]: {
    ja: 'アドレスは有効な https の URL で入力してください。',
    ko: '주소는 올바른 https URL이어야 합니다.',
    zh: '地址必须是有效的 https 网址。',
  },
  [R.limitInvalid]: {
    ja: `件数は1から${MAX}までの整数で指定してください。`,
    ko: `개수는 1부터 ${MAX}까지의 정수여야 합니다.`,
    zh: `数量必须是 1 到 ${MAX} 之间的整数。`,
  },
  [R.pageInvalid]: {
    ja: 'ページ番号は1以上の整数で指定してください。',
    ko: '페이지 번호는 1 이상의 정수여야 합니다.',
    zh: '页码必须是大于或等于 1 的整数。',
  },
  [R.queryTooLong]: {
    ja: '検索語は100文字以内で入力してください。',
    ko: '검색어는 100자를 넘을 수 없습니다.',
    zh: '搜索词不能超过 100 个字符。',
  },
} satisfies Record<Message, Translations>;
