import { ReportMessages as Rp } from '@shared/schemas/reports';
import { ReviewMessages as Rv } from '@shared/schemas/reviews';
import { DiscoveryMessages as D } from '@shared/schemas/search';
import type { Translations } from '../types';

/**
 * 'This field is required.' (common.ts) and the query length message (profile.ts) are shared with
 * other areas and translated there once.
 */
type Shared = typeof Rp.required | typeof D.queryTooLong;
type Message = Exclude<
  (typeof Rp)[keyof typeof Rp] | (typeof Rv)[keyof typeof Rv] | (typeof D)[keyof typeof D],
  Shared
>;

/** Translations of the search, feed, calendar, review and report messages, keyed by their English text. */
export default {
  [D.queryRequired]: {
    ja: '1文字以上入力してください。',
    ko: '한 글자 이상 입력해 주세요.',
    zh: '请至少输入一个字符。',
  },
  [D.dateInvalid]: {
    ja: '日付は YYYY-MM-DD 形式の正しい日付で入力してください。',
    ko: '날짜는 YYYY-MM-DD 형식의 올바른 날짜여야 합니다.',
    zh: '日期必须是 YYYY-MM-DD 格式的有效日期。',
  },
  [D.rangeReversed]: {
    ja: '終了日は開始日より前にできません。',
    ko: '종료일은 시작일보다 앞설 수 없습니다.',
    zh: '结束日期不能早于开始日期。',
  },
  [D.rangeTooLong]: {
    ja: '期間は62日以内で指定してください。',
    ko: '기간은 62일을 넘을 수 없습니다.',
    zh: '日期范围不能超过 62 天。',
  },
  [Rp.typeInvalid]: {
    ja: '通報の種類を選んでください。',
    ko: '신고 유형을 선택해 주세요.',
    zh: '请选择举报类型。',
  },
  [Rp.targetInvalid]: {
    ja: '通報の対象が正しくありません。',
    ko: '신고 대상이 올바르지 않습니다.',
    zh: '举报对象无效。',
  },
  [Rp.textTooShort]: {
    ja: '本文は100文字以上で入力してください。',
    ko: '내용은 100자 이상 입력해 주세요.',
    zh: '内容至少需要 100 个字符。',
  },
  [Rp.textTooLong]: {
    ja: '本文は5000文字以内で入力してください。',
    ko: '내용은 5000자를 넘을 수 없습니다.',
    zh: '内容不能超过 5000 个字符。',
  },
  [Rp.unknownType]: {
    ja: '選択した通報の種類は存在しません。',
    ko: '선택한 신고 유형이 존재하지 않습니다.',
    zh: '所选的举报类型不存在。',
  },
  [Rp.unknownTarget]: {
    ja: '通報の対象が見つかりません。',
    ko: '신고 대상이 존재하지 않습니다.',
    zh: '举报的对象不存在。',
  },
  [Rp.ownTarget]: {
    ja: '自分のコンテンツは通報できません。',
    ko: '자신의 콘텐츠는 신고할 수 없습니다.',
    zh: '不能举报自己的内容。',
  },
  [Rp.alreadyReported]: {
    ja: 'この対象はすでに通報済みです。',
    ko: '이미 신고한 대상입니다.',
    zh: '你已经举报过此内容。',
  },
  [Rv.titleTooLong]: {
    ja: 'タイトルは120文字以内で入力してください。',
    ko: '제목은 120자를 넘을 수 없습니다.',
    zh: '标题不能超过 120 个字符。',
  },
  [Rv.bodyTooLong]: {
    ja: '本文は2000文字以内で入力してください。',
    ko: '내용은 2000자를 넘을 수 없습니다.',
    zh: '内容不能超过 2000 个字符。',
  },
  [Rv.ratingInvalid]: {
    ja: '評価は1から5までの整数で指定してください。',
    ko: '평점은 1에서 5 사이의 정수여야 합니다.',
    zh: '评分必须是 1 到 5 之间的整数。',
  },
  [Rv.targetInvalid]: {
    ja: 'レビューの対象が正しくありません。',
    ko: '리뷰 대상이 올바르지 않습니다.',
    zh: '评价对象无效。',
  },
  [Rv.unknownTarget]: {
    ja: 'レビューの対象が見つかりません。',
    ko: '리뷰 대상이 존재하지 않습니다.',
    zh: '评价的对象不存在。',
  },
  [Rv.ownContent]: {
    ja: '自分のコンテンツにはレビューできません。',
    ko: '자신의 콘텐츠는 리뷰할 수 없습니다.',
    zh: '不能评价自己的内容。',
  },
  [Rv.notEntitled]: {
    ja: 'レビューできるのは、購入またはアンロックしたものだけです。',
    ko: '구매했거나 잠금 해제한 항목만 리뷰할 수 있습니다.',
    zh: '只能评价你已购买或解锁的内容。',
  },
  [Rv.alreadyReviewed]: {
    ja: 'すでにレビュー済みです。',
    ko: '이미 리뷰를 작성했습니다.',
    zh: '你已经评价过了。',
  },
} satisfies Record<Message, Translations>;
