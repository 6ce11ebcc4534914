import { PlaybackMessages as P } from '@shared/schemas/playback';
import type { Translations } from '../types';

type Message = (typeof P)[keyof typeof P];

/** Translations of the playback-position messages, keyed by their English text. */
export default {
  [P.mediaInvalid]: {
    ja: 'メディアIDは整数で指定してください。',
    ko: '미디어 ID는 정수여야 합니다.',
    zh: '媒体 ID 必须是整数。',
  },
  [P.mediaUnknown]: {
    ja: 'その動画は存在しません。',
    ko: '해당 동영상이 없습니다.',
    zh: '没有这个视频。',
  },
  [P.positionInvalid]: {
    ja: '再生位置は0以上の秒数で指定してください。',
    ko: '재생 위치는 0 이상의 초 단위 숫자여야 합니다.',
    zh: '播放位置必须是不小于 0 的秒数。',
  },
  [P.durationInvalid]: {
    ja: '長さは0より大きい秒数で指定してください。',
    ko: '길이는 0보다 큰 초 단위 숫자여야 합니다.',
    zh: '时长必须是大于 0 的秒数。',
  },
  [P.positionPastEnd]: {
    ja: '再生位置は動画の終わりより後にはできません。',
    ko: '재생 위치는 동영상 끝보다 뒤일 수 없습니다.',
    zh: '播放位置不能晚于视频结尾。',
  },
  [P.timeInvalid]: {
    ja: '時刻は ISO 8601 形式のタイムスタンプで指定してください。',
    ko: '시간은 ISO 8601 타임스탬프여야 합니다.',
    zh: '时间必须是 ISO 8601 时间戳。',
  },
  [P.mediaIdsInvalid]: {
    ja: 'メディアIDはカンマ区切りで100件まで指定してください。',
    ko: '미디어 ID는 쉼표로 구분해 최대 100개까지 지정하세요.',
    zh: '请提供最多 100 个以逗号分隔的媒体 ID。',
  },
} satisfies Record<Message, Translations>;
