import {
  COUPON_CODE_MAX as CMAX,
  COUPON_CODE_MIN as CMIN,
  COUPON_LIMIT_MAX as LMAX,
  COUPON_PERCENT_MAX as PMAX,
  COUPON_PERCENT_MIN as PMIN,
} from '@shared/coupon-rules';
import { CouponMessages as C } from '@shared/schemas/coupons';
import type { Translations } from '../types';

type Message = (typeof C)[keyof typeof C];

/** Translations of the coupon messages (validate, apply, and the creator's coupon form), keyed by their English text. */
export default {
  [C.codeFormat]: {
    ja: `コードは${CMIN}〜${CMAX}文字の英数字、ハイフン、アンダースコアで入力してください。`,
    ko: `코드는 ${CMIN}~${CMAX}자의 영문자, 숫자, 하이픈 또는 밑줄이어야 합니다.`,
    zh: `代码须为 ${CMIN} 到 ${CMAX} 个字母、数字、连字符或下划线。`,
  },
  [C.unknown]: {
    ja: 'このクーポンコードは存在しません。',
    ko: '존재하지 않는 쿠폰 코드입니다.',
    zh: '该优惠码不存在。',
  },
  [C.expired]: {
    ja: 'このクーポンは有効期限が切れています。',
    ko: '이 쿠폰은 기간이 만료되었습니다.',
    zh: '该优惠券已过期。',
  },
  [C.notStarted]: {
    ja: 'このクーポンはまだ利用できません。',
    ko: '이 쿠폰은 아직 사용할 수 없습니다.',
    zh: '该优惠券尚未生效。',
  },
  [C.usedUp]: {
    ja: 'このクーポンは利用上限に達しました。',
    ko: '이 쿠폰은 모두 소진되었습니다.',
    zh: '该优惠券已被用完。',
  },
  [C.alreadyUsed]: {
    ja: 'このクーポンはすでに利用済みです。',
    ko: '이미 사용한 쿠폰입니다.',
    zh: '你已使用过该优惠券。',
  },
  [C.notForItem]: {
    ja: 'このクーポンはこの商品には使えません。',
    ko: '이 쿠폰은 이 상품에 사용할 수 없습니다.',
    zh: '该优惠券不适用于此商品。',
  },
  [C.usedUpAtPayment]: {
    ja: 'お支払いの間にこのクーポンの利用上限に達したため、請求は行われていません。クーポンなしの価格は {price} です。',
    ko: '결제하는 동안 이 쿠폰이 모두 소진되어 아무것도 청구되지 않았습니다. 쿠폰 없이의 가격은 {price}입니다.',
    zh: '在您付款期间该优惠券已被用完，因此未扣款。不使用优惠券的价格为 {price}。',
  },
  [C.alreadyUsedAtPayment]: {
    ja: 'このクーポンはその間に別のお支払いで利用されたため、ここでは請求は行われていません。クーポンなしの価格は {price} です。',
    ko: '그사이 다른 결제에서 이 쿠폰을 사용하여 여기서는 아무것도 청구되지 않았습니다. 쿠폰 없이의 가격은 {price}입니다.',
    zh: '您在此期间已在另一笔付款中使用了该优惠券，因此此处未扣款。不使用优惠券的价格为 {price}。',
  },
  [C.codeTaken]: {
    ja: 'このクーポンコードはすでに使われています。',
    ko: '이미 사용 중인 쿠폰 코드입니다.',
    zh: '该优惠码已被占用。',
  },
  [C.contentInvalid]: {
    ja: 'コンテンツIDは整数で指定してください。',
    ko: '콘텐츠 ID는 정수여야 합니다.',
    zh: '内容 ID 必须是整数。',
  },
  [C.contentRequired]: {
    ja: 'このクーポンの対象商品を選んでください。',
    ko: '이 쿠폰을 적용할 상품을 선택하세요.',
    zh: '请选择该优惠券适用的商品。',
  },
  [C.contentNotYours]: {
    ja: 'ご自身の有料商品を選んでください。',
    ko: '본인의 유료 상품을 선택하세요.',
    zh: '请选择你自己的付费商品。',
  },
  [C.typeInvalid]: {
    ja: '割引の種類は「割合」または「定額」を指定してください。',
    ko: '할인 유형은 비율 또는 정액이어야 합니다.',
    zh: '折扣类型必须是百分比或固定金额。',
  },
  [C.percentRange]: {
    ja: `割合は${PMIN}〜${PMAX}の整数で入力してください。`,
    ko: `비율은 ${PMIN}~${PMAX} 사이의 정수여야 합니다.`,
    zh: `百分比必须是 ${PMIN} 到 ${PMAX} 之间的整数。`,
  },
  [C.amountRange]: {
    ja: '金額は0より大きくしてください。',
    ko: '금액은 0보다 커야 합니다.',
    zh: '金额必须大于 0。',
  },
  [C.currencyRequired]: {
    ja: '金額の通貨を選んでください。',
    ko: '금액의 통화를 선택하세요.',
    zh: '请选择金额的币种。',
  },
  [C.currencyInvalid]: {
    ja: '通貨は USD、EUR、JPY のいずれかにしてください。',
    ko: '통화는 USD, EUR, JPY 중 하나여야 합니다.',
    zh: '货币必须是 USD、EUR 或 JPY。',
  },
  [C.currencyNotItems]: {
    ja: '定額割引は商品の通貨で指定してください。',
    ko: '정액 할인은 상품의 통화로 지정해야 합니다.',
    zh: '固定金额必须使用商品的币种。',
  },
  [C.scopeInvalid]: {
    ja: 'クーポンの対象は1つの商品か、カタログ全体にしてください。',
    ko: '쿠폰 대상은 상품 하나 또는 전체 카탈로그여야 합니다.',
    zh: '优惠券须适用于单个商品或你的全部商品。',
  },
  [C.dateInvalid]: {
    ja: '正しい日時を入力してください。',
    ko: '올바른 날짜와 시간을 입력하세요.',
    zh: '请输入有效的日期和时间。',
  },
  [C.endsBeforeStart]: {
    ja: '終了日時は開始日時より後にしてください。',
    ko: '종료 시점은 시작 시점 이후여야 합니다.',
    zh: '结束时间必须晚于开始时间。',
  },
  [C.limitRange]: {
    ja: `上限は1〜${LMAX}の整数で入力するか、空欄にしてください（上限なし）。`,
    ko: `한도는 1~${LMAX} 사이의 정수이거나, 한도가 없으면 비워 두세요.`,
    zh: `限额须为 1 到 ${LMAX} 之间的整数，留空表示不限。`,
  },
} satisfies Record<Message, Translations>;
