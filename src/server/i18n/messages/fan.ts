import { FanMessages as F } from '@shared/schemas/fan';
import { PLAYLIST_MAX_ITEMS as MAX, PlaylistMessages as P } from '@shared/schemas/playlists';
import type { Translations } from '../types';

type Message = (typeof F)[keyof typeof F] | (typeof P)[keyof typeof P];

/** Translations of the follow, wishlist, block, collection, sharing and playlist messages, keyed by their English text. */
export default {
  [F.idInvalid]: {
    ja: 'IDは整数で指定してください。',
    ko: 'ID는 정수여야 합니다.',
    zh: 'ID 必须是整数。',
  },
  [F.stateInvalid]: {
    ja: '指定する状態は true か false にしてください。',
    ko: '원하는 상태는 true 또는 false여야 합니다.',
    zh: '目标状态必须是 true 或 false。',
  },
  [F.typeInvalid]: {
    ja: '種類は user を指定してください。',
    ko: '유형은 user여야 합니다.',
    zh: '类型必须是 user。',
  },
  [F.followSelf]: {
    ja: '自分自身をフォローすることはできません。',
    ko: '자기 자신은 팔로우할 수 없습니다.',
    zh: '不能关注自己。',
  },
  [F.followNotCreator]: {
    ja: 'フォローできるのはクリエイターだけです。',
    ko: '크리에이터만 팔로우할 수 있습니다.',
    zh: '只能关注创作者。',
  },
  [F.blockSelf]: {
    ja: '自分自身をブロックすることはできません。',
    ko: '자기 자신은 차단할 수 없습니다.',
    zh: '不能屏蔽自己。',
  },
  [F.userUnknown]: {
    ja: 'このユーザーは存在しません。',
    ko: '존재하지 않는 사용자입니다.',
    zh: '该用户不存在。',
  },
  [F.contentUnavailable]: {
    ja: 'このコンテンツは利用できません。',
    ko: '이 콘텐츠는 이용할 수 없습니다.',
    zh: '该内容不可用。',
  },
  [F.notFree]: {
    ja: 'このコンテンツは無料ではありません。',
    ko: '이 콘텐츠는 무료가 아닙니다.',
    zh: '该内容不是免费的。',
  },
  [F.pathInvalid]: {
    ja: 'パスはこのサイト内のページを指し、1つの / で始まる必要があります。',
    ko: '경로는 이 사이트의 페이지여야 하며 / 하나로 시작해야 합니다.',
    zh: '路径必须是本站的页面，并以单个 / 开头。',
  },
  [F.pathTooLong]: {
    ja: 'パスは500文字以内で指定してください。',
    ko: '경로는 500자를 넘을 수 없습니다.',
    zh: '路径不能超过 500 个字符。',
  },
  [P.mediaInvalid]: {
    ja: 'メディアIDは整数で指定してください。',
    ko: '미디어 ID는 정수여야 합니다.',
    zh: '媒体 ID 必须是整数。',
  },
  [P.positionInvalid]: {
    ja: '位置は0以上の整数で指定してください。',
    ko: '위치는 0 이상의 정수여야 합니다.',
    zh: '位置必须是大于或等于 0 的整数。',
  },
  [P.mediaUnavailable]: {
    ja: 'この動画はプレイリストに追加できません。',
    ko: '이 동영상은 재생목록에 추가할 수 없습니다.',
    zh: '无法将该视频添加到播放列表。',
  },
  [P.mediaDuplicate]: {
    ja: 'この動画はすでにプレイリストに入っています。',
    ko: '이 동영상은 이미 재생목록에 있습니다.',
    zh: '该视频已在播放列表中。',
  },
  [P.mediaNotInPlaylist]: {
    ja: 'この動画はプレイリストに入っていません。',
    ko: '이 동영상은 재생목록에 없습니다.',
    zh: '该视频不在播放列表中。',
  },
  [P.playlistFull]: {
    ja: `プレイリストに入れられる動画は${MAX}本までです。`,
    ko: `재생목록에는 동영상을 최대 ${MAX}개까지 넣을 수 있습니다.`,
    zh: `一个播放列表最多可包含 ${MAX} 个视频。`,
  },
  [P.orderMismatch]: {
    ja: '並び順にはプレイリストのすべての動画を1回ずつ指定してください。',
    ko: '순서에는 재생목록의 모든 동영상을 한 번씩 모두 포함해야 합니다.',
    zh: '排序必须恰好列出播放列表中的每个视频各一次。',
  },
  [P.clientKeyInvalid]: {
    ja: 'クライアントキーはUUIDで指定してください。',
    ko: '클라이언트 키는 UUID여야 합니다.',
    zh: '客户端密钥必须是 UUID。',
  },
} satisfies Record<Message, Translations>;
