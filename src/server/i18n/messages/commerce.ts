import { CommerceMessages as C } from '@shared/schemas/commerce';
import type { Translations } from '../types';

type Message = (typeof C)[keyof typeof C];

/**
 * Translations of the money messages (purchases, communities, wallet, refunds), keyed by their English text.
 * `contentUnavailable` is the same text as the fan area's and is translated there.
 */
export default {
  [C.ownContent]: {
    ja: '自分のコンテンツは購入できません。',
    ko: '자신의 콘텐츠는 구매할 수 없습니다.',
    zh: '不能购买自己的内容。',
  },
  [C.freeContent]: {
    ja: 'このコンテンツは無料です。代わりにコレクションに追加してください。',
    ko: '이 콘텐츠는 무료입니다. 대신 컬렉션에 추가하세요.',
    zh: '此内容免费，请直接添加到你的收藏。',
  },
  [C.alreadyBought]: {
    ja: 'このコンテンツはすでにお持ちです。',
    ko: '이미 이 콘텐츠를 가지고 있습니다.',
    zh: '你已拥有此内容。',
  },
  [C.notCommunity]: {
    ja: 'このコンテンツはコミュニティではありません。',
    ko: '이 콘텐츠는 커뮤니티가 아닙니다.',
    zh: '此内容不是社区。',
  },
  [C.isCommunity]: {
    ja: 'コミュニティは購入ではなく、定期購読で参加します。',
    ko: '커뮤니티는 구매가 아니라 구독으로 가입합니다.',
    zh: '社区需要通过订阅加入，而不是购买。',
  },
  [C.alreadySubscribed]: {
    ja: 'すでにこのコミュニティのメンバーです。',
    ko: '이미 이 커뮤니티의 멤버입니다.',
    zh: '你已经是该社区的成员。',
  },
  [C.notSubscribed]: {
    ja: 'このコミュニティのメンバーではありません。',
    ko: '이 커뮤니티의 멤버가 아닙니다.',
    zh: '你不是该社区的成员。',
  },
  [C.orderUnknown]: {
    ja: 'この支払いは存在しません。',
    ko: '이 결제는 존재하지 않습니다.',
    zh: '此付款不存在。',
  },
  [C.paymentDeclined]: {
    ja: '支払いが拒否されました。請求は発生していません。',
    ko: '결제가 거절되었습니다. 청구된 금액은 없습니다.',
    zh: '付款被拒绝，未产生任何扣款。',
  },
  [C.paymentNotApproved]: {
    ja: '支払いはまだ承認されていません。',
    ko: '결제가 아직 승인되지 않았습니다.',
    zh: '付款尚未获得批准。',
  },
  [C.paymentExpired]: {
    ja: 'この支払いは期限切れです。もう一度やり直してください。',
    ko: '이 결제는 만료되었습니다. 처음부터 다시 시도해 주세요.',
    zh: '此付款已过期，请重新开始。',
  },
  [C.providerUnavailable]: {
    ja: '現在、決済サービスを利用できません。しばらくしてからもう一度お試しください。',
    ko: '지금은 결제 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    zh: '支付服务暂时不可用，请稍后再试。',
  },
  [C.amountInvalid]: {
    ja: '金額は、その通貨の最小単位で 0 より大きい整数にしてください。',
    ko: '금액은 해당 통화의 최소 단위로 0보다 큰 정수여야 합니다.',
    zh: '金额必须是以该货币最小单位表示、大于 0 的整数。',
  },
  [C.currencyInvalid]: {
    ja: '通貨は USD、EUR、JPY のいずれかにしてください。',
    ko: '통화는 USD, EUR, JPY 중 하나여야 합니다.',
    zh: '货币必须是 USD、EUR 或 JPY。',
  },
  [C.requestIdInvalid]: {
    ja: 'リクエスト ID は 8〜64 文字の英数字またはハイフンにしてください。',
    ko: '요청 ID는 8~64자의 영문자, 숫자 또는 하이픈이어야 합니다.',
    zh: '请求 ID 必须是 8 到 64 个字母、数字或连字符。',
  },
  [C.overReady]: {
    ja: '金額が出金可能な残高を超えています。',
    ko: '금액이 출금 가능한 잔액보다 많습니다.',
    zh: '金额超过了可提现余额。',
  },
  [C.payPalNotLinked]: {
    ja: '出金する前に PayPal アカウントを連携してください。',
    ko: '출금하기 전에 PayPal 계정을 연결하세요.',
    zh: '提现前请先关联你的 PayPal 账户。',
  },
  [C.payPalLinkFailed]: {
    ja: 'PayPal がこのログインを受け付けませんでした。もう一度お試しください。',
    ko: 'PayPal이 이 로그인을 받아들이지 않았습니다. 다시 시도해 주세요.',
    zh: 'PayPal 未接受此次登录，请重试。',
  },
  [C.tokenTypeInvalid]: {
    ja: 'トークンの種類は Bearer にしてください。',
    ko: '토큰 유형은 Bearer여야 합니다.',
    zh: '令牌类型必须是 Bearer。',
  },
  [C.tokenRequired]: {
    ja: 'アクセストークンは必須です。',
    ko: '액세스 토큰은 필수입니다.',
    zh: '访问令牌为必填项。',
  },
  [C.codeRequired]: {
    ja: 'PayPal からのログインコードは必須です。',
    ko: 'PayPal의 로그인 코드는 필수입니다.',
    zh: '必须提供 PayPal 返回的登录代码。',
  },
  [C.refundNotPayment]: {
    ja: '返金できるのは支払いだけです。',
    ko: '결제만 환불할 수 있습니다.',
    zh: '只有付款可以退款。',
  },
  [C.refundOverRemainder]: {
    ja: '金額がこの支払いの返金可能な残額を超えています。',
    ko: '금액이 이 결제에서 환불 가능한 잔액보다 많습니다.',
    zh: '金额超过了此付款剩余的可退款金额。',
  },
  [C.refundNothingLeft]: {
    ja: 'この支払いはすでに全額返金されています。',
    ko: '이 결제는 이미 전액 환불되었습니다.',
    zh: '此付款已全额退款。',
  },
  [C.refundCreatorPaidOut]: {
    ja: 'クリエイターはこの収益をすでに出金しています。プラットフォームの外で返金してください。',
    ko: '크리에이터가 이미 이 수익을 출금했습니다. 플랫폼 밖에서 환불해 주세요.',
    zh: '创作者已提取这笔收入，请在平台之外办理退款。',
  },
  [C.refundProviderAlreadyRefunded]: {
    ja: '決済サービスによると、この支払いはすでに全額返金されています（決済サービスのサイトで返金された可能性があります）。ここでは何も変更していません。',
    ko: '결제 서비스에 따르면 이 결제는 이미 전액 환불되었습니다(결제 서비스 사이트에서 환불되었을 수 있습니다). 여기서는 아무것도 변경되지 않았습니다.',
    zh: '支付服务表示此付款已全额退款（可能是在其网站上退款的）。此处未做任何更改。',
  },
  [C.refundProviderExceeded]: {
    ja: '決済サービスによると、この支払いの返金可能な残額はこの金額より少なくなっています（一部が決済サービスのサイトで返金された可能性があります）。ここでは何も変更していません。',
    ko: '결제 서비스에 따르면 이 결제에서 환불 가능한 잔액이 이 금액보다 적습니다(일부가 결제 서비스 사이트에서 환불되었을 수 있습니다). 여기서는 아무것도 변경되지 않았습니다.',
    zh: '支付服务表示此付款剩余的可退款金额少于该金额（可能有部分已在其网站上退款）。此处未做任何更改。',
  },
  [C.refundProviderRefused]: {
    ja: '決済サービスがこの返金を拒否しました（期限切れか、まだ返金できない状態の可能性があります）。ここでは何も変更していません。',
    ko: '결제 서비스가 이 환불을 거절했습니다(기한이 지났거나 아직 환불할 수 없는 상태일 수 있습니다). 여기서는 아무것도 변경되지 않았습니다.',
    zh: '支付服务拒绝了此退款（可能已超过期限，或暂时无法退款）。此处未做任何更改。',
  },
  [C.refundInProgress]: {
    ja: 'この返金はすでに処理中です。しばらく待ってから取引一覧を再読み込みしてください。',
    ko: '이 환불은 이미 처리 중입니다. 잠시 후 거래 목록을 새로 고치세요.',
    zh: '此退款正在处理中。请稍候，然后重新加载交易列表。',
  },
  [C.returnInvalid]: {
    ja: '戻り先のアドレスはこのサイトのページにしてください。',
    ko: '돌아갈 주소는 이 사이트의 페이지여야 합니다.',
    zh: '返回地址必须是本网站的页面。',
  },
  [C.idempotencyKeyInvalid]: {
    ja: 'Idempotency-Key は 1〜255 文字の表示可能な文字にしてください。',
    ko: 'Idempotency-Key는 1~255자의 표시 가능한 문자여야 합니다.',
    zh: 'Idempotency-Key 必须是 1 到 255 个可见字符。',
  },
  [C.idempotencyKeyReused]: {
    ja: 'この Idempotency-Key はすでに別の返金に使われています。',
    ko: '이 Idempotency-Key는 이미 다른 환불에 사용되었습니다.',
    zh: '此 Idempotency-Key 已用于另一笔退款。',
  },
  [C.idempotencyKeyReusedPayment]: {
    ja: 'この Idempotency-Key はすでに別の支払いに使われています。',
    ko: '이 Idempotency-Key는 이미 다른 결제에 사용되었습니다.',
    zh: '此 Idempotency-Key 已用于另一笔付款。',
  },
  [C.feeInvalid]: {
    ja: 'プラットフォーム手数料は 0〜10000 のベーシスポイント（整数）にしてください。',
    ko: '플랫폼 수수료는 0~10000 사이의 정수 베이시스 포인트여야 합니다.',
    zh: '平台手续费必须是 0 到 10000 之间的整数基点。',
  },
  [C.holdingInvalid]: {
    ja: '保留期間は 0〜365 日の整数にしてください。',
    ko: '보류 기간은 0~365일 사이의 정수여야 합니다.',
    zh: '冻结期必须是 0 到 365 之间的整数天数。',
  },
  [C.intervalInvalid]: {
    ja: '間隔は day、week、month のいずれかにしてください。',
    ko: '간격은 day, week, month 중 하나여야 합니다.',
    zh: '间隔必须是 day、week 或 month。',
  },
  [C.dateInvalid]: {
    ja: '日付は YYYY-MM-DD または ISO 8601 形式の日時にしてください。',
    ko: '날짜는 YYYY-MM-DD 또는 ISO 8601 시각이어야 합니다.',
    zh: '日期必须是 YYYY-MM-DD 或 ISO 8601 时间。',
  },
  [C.rangeInvalid]: {
    ja: '開始は終了より前で、期間は 3 年以内にしてください。',
    ko: '시작은 끝보다 앞서야 하며, 기간은 최대 3년입니다.',
    zh: '开始时间必须早于结束时间，且间隔不超过 3 年。',
  },
  [C.rateInvalid]: {
    ja: 'レートは 0 より大きく 1000000 以下の数値にしてください。',
    ko: '환율은 0보다 크고 1000000 이하인 숫자여야 합니다.',
    zh: '汇率必须是大于 0 且不超过 1000000 的数字。',
  },
  [C.webhookInvalid]: {
    ja: 'Webhook の署名を検証できませんでした。',
    ko: '웹훅 서명을 확인할 수 없습니다.',
    zh: '无法验证 Webhook 签名。',
  },
} satisfies Record<Exclude<Message, typeof C.contentUnavailable>, Translations>;
