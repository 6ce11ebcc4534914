import { ChatMessages as C } from '@shared/schemas/chat';
import { NotificationMessages as N } from '@shared/schemas/notifications';
import { NotificationTexts as T } from '../../modules/notifications/notification-texts';
import type { Translations } from '../types';

type Message =
  (typeof C)[keyof typeof C] | (typeof N)[keyof typeof N] | Exclude<(typeof T)[keyof typeof T], typeof T.chatBody>;

/** Chat refusals, notification refusals, and the e-mail and push texts of notifications, keyed by their English. */
export default {
  [C.bodyRequired]: {
    ja: 'メッセージを入力するか、ファイルを添付してください。',
    ko: '메시지를 입력하거나 파일을 첨부하세요.',
    zh: '请输入消息或添加附件。',
  },
  [C.bodyTooLong]: {
    ja: 'メッセージは4000文字以内で入力してください。',
    ko: '메시지는 최대 4000자까지 입력할 수 있습니다.',
    zh: '消息最多 4000 个字符。',
  },
  [C.clientIdInvalid]: {
    ja: 'クライアントメッセージIDは、英数字・ハイフン・アンダースコアの1〜64文字にしてください。',
    ko: '클라이언트 메시지 ID는 영문자, 숫자, 대시, 밑줄로 된 1~64자여야 합니다.',
    zh: '客户端消息 ID 必须是 1 到 64 个字母、数字、短横线或下划线。',
  },
  [C.usersRequired]: {
    ja: '相手を1人以上選んでください。',
    ko: '한 명 이상 선택하세요.',
    zh: '请至少选择一个人。',
  },
  [C.usersTooMany]: {
    ja: '会話の参加者は最大50人です。',
    ko: '대화에는 최대 50명까지 참여할 수 있습니다.',
    zh: '一个对话最多 50 人。',
  },
  [C.userIdInvalid]: {
    ja: 'ユーザーIDは整数で指定してください。',
    ko: '사용자 ID는 정수여야 합니다.',
    zh: '用户 ID 必须是整数。',
  },
  [C.userNotAllowed]: {
    ja: 'この人とは会話を始められません。',
    ko: '이 사람과는 대화를 시작할 수 없습니다.',
    zh: '无法与此人开始对话。',
  },
  [C.nameTooLong]: {
    ja: '会話の名前は100文字以内で入力してください。',
    ko: '대화 이름은 최대 100자까지 입력할 수 있습니다.',
    zh: '对话名称最多 100 个字符。',
  },
  [C.notMember]: {
    ja: 'あなたはこの会話のメンバーではありません。',
    ko: '이 대화의 멤버가 아닙니다.',
    zh: '你不是此对话的成员。',
  },
  [C.directFixed]: {
    ja: '1対1の会話には人を追加できません。グループを作成してください。',
    ko: '1:1 대화에는 사람을 추가할 수 없습니다. 그룹을 새로 만드세요.',
    zh: '私聊无法添加成员，请新建群组。',
  },
  [C.kickNotAllowed]: {
    ja: '他のメンバーを外せるのは、会話を始めた人だけです。',
    ko: '다른 사람을 내보낼 수 있는 사람은 대화를 시작한 사람뿐입니다.',
    zh: '只有发起对话的人可以移除其他成员。',
  },
  [C.notAMember]: {
    ja: 'この人は会話のメンバーではありません。',
    ko: '이 사람은 대화의 멤버가 아닙니다.',
    zh: '此人不是该对话的成员。',
  },
  [C.attachmentInvalid]: {
    ja: 'このファイルは添付できません。',
    ko: '이 파일은 첨부할 수 없습니다.',
    zh: '无法添加此文件。',
  },
  [C.messageInvalid]: {
    ja: 'メッセージIDは整数で指定してください。',
    ko: '메시지 ID는 정수여야 합니다.',
    zh: '消息 ID 必须是整数。',
  },
  [N.idsInvalid]: {
    ja: '既読にする通知を選ぶか、すべてを指定してください。',
    ko: '읽음으로 표시할 알림을 선택하거나 전체를 선택하세요.',
    zh: '请选择要标记的通知，或选择全部。',
  },
  [N.settingInvalid]: {
    ja: '各設定には、既知の種類・チャネル・オンまたはオフが必要です。',
    ko: '각 설정에는 알려진 유형, 채널, 켜기 또는 끄기가 필요합니다.',
    zh: '每项设置都需要有效的类型、渠道以及开或关。',
  },
  [N.subscriptionInvalid]: {
    ja: 'このプッシュ通知の登録は無効です。',
    ko: '이 푸시 구독은 유효하지 않습니다.',
    zh: '此推送订阅无效。',
  },
  [N.endpointNotAllowed]: {
    ja: 'このプッシュサービスは使用できません。',
    ko: '이 푸시 서비스는 사용할 수 없습니다.',
    zh: '不接受此推送服务。',
  },
  [T.newContentTitle]: { ja: '{name}の新着', ko: '{name}의 새 콘텐츠', zh: '{name} 的新内容' },
  [T.newContentBody]: {
    ja: '{name}が「{title}」を公開しました。',
    ko: '{name}님이 “{title}” 콘텐츠를 공개했습니다.',
    zh: '{name} 发布了“{title}”。',
  },
  [T.purchaseTitle]: { ja: '購入が完了しました', ko: '구매 완료', zh: '购买成功' },
  [T.purchaseBody]: {
    ja: '「{title}」を購入しました。',
    ko: '“{title}” 콘텐츠를 구매했습니다.',
    zh: '你已购买“{title}”。',
  },
  [T.renewalTitle]: { ja: 'メンバーシップを更新しました', ko: '멤버십이 갱신되었습니다', zh: '会员已续订' },
  [T.renewalBody]: {
    ja: '「{title}」のメンバーシップを更新しました。お支払い額は{amount}です。{date}までご利用いただけます。',
    ko: '“{title}” 멤버십이 갱신되었습니다. 결제 금액은 {amount}이며, {date}까지 이용할 수 있습니다.',
    zh: '你的“{title}”会员已续订：已支付 {amount}，有效期至 {date}。',
  },
  [T.saleTitle]: { ja: '販売がありました', ko: '판매가 발생했습니다', zh: '你有一笔新销售' },
  [T.saleBody]: {
    ja: '「{title}」が購入されました。',
    ko: '누군가 “{title}” 콘텐츠를 구매했습니다.',
    zh: '有人购买了“{title}”。',
  },
  [T.inviteTitle]: { ja: 'コラボレーションの招待', ko: '협업 초대', zh: '合作邀请' },
  [T.inviteBody]: {
    ja: '{name}から「{title}」のコラボレーションに招待されました。',
    ko: '{name}님이 “{title}” 협업에 초대했습니다.',
    zh: '{name} 邀请你合作“{title}”。',
  },
  [T.replyTitle]: { ja: 'コラボレーションの返答', ko: '협업 답변', zh: '合作回复' },
  [T.replyBody]: {
    ja: '{name}が「{title}」の招待に返答しました。',
    ko: '{name}님이 “{title}” 초대에 답했습니다.',
    zh: '{name} 回复了你关于“{title}”的邀请。',
  },
  [T.replyAcceptedBody]: {
    ja: '{name}が「{title}」のコラボレーションの招待を承諾しました。',
    ko: '{name}님이 “{title}” 협업 초대를 수락했습니다.',
    zh: '{name} 接受了你关于“{title}”的合作邀请。',
  },
  [T.replyDeclinedBody]: {
    ja: '{name}が「{title}」のコラボレーションの招待を辞退しました。',
    ko: '{name}님이 “{title}” 협업 초대를 거절했습니다.',
    zh: '{name} 拒绝了你关于“{title}”的合作邀请。',
  },
  [T.reminderTitle]: { ja: 'クラスのリマインダー', ko: '클래스 알림', zh: '课程提醒' },
  [T.reminder24Body]: {
    ja: '「{title}」は24時間後に始まります。',
    ko: '“{title}” 클래스가 24시간 후에 시작됩니다.',
    zh: '“{title}”将在 24 小时后开始。',
  },
  [T.reminder1Body]: {
    ja: '「{title}」は1時間後に始まります。',
    ko: '“{title}” 클래스가 1시간 후에 시작됩니다.',
    zh: '“{title}”将在 1 小时后开始。',
  },
  [T.reportTitle]: { ja: '通報が確認されました', ko: '신고가 검토되었습니다', zh: '你的举报已处理' },
  [T.reportBody]: {
    ja: 'ご報告ありがとうございます。モデレーターが通報を確認しました。',
    ko: '감사합니다. 운영자가 신고를 검토했습니다.',
    zh: '谢谢你的举报，管理员已审核。',
  },
  [T.reportResolvedBody]: {
    ja: 'ご報告ありがとうございます。モデレーターが通報を確認し、対応しました。',
    ko: '감사합니다. 운영자가 신고를 검토하고 조치했습니다.',
    zh: '谢谢你的举报，管理员已审核并采取了措施。',
  },
  [T.reportDismissedBody]: {
    ja: 'ご報告ありがとうございます。モデレーターが通報を確認しましたが、規約違反は見つかりませんでした。',
    ko: '감사합니다. 운영자가 신고를 검토했으나 규칙 위반을 찾지 못했습니다.',
    zh: '谢谢你的举报，管理员已审核，未发现违反规则的内容。',
  },
  [T.refundTitle]: { ja: '返金されました', ko: '환불 완료', zh: '已退款' },
  [T.refundBody]: {
    ja: '「{title}」のお支払いが返金されました。',
    ko: '“{title}” 결제가 환불되었습니다.',
    zh: '你为“{title}”支付的款项已退还。',
  },
  [T.moderatorNote]: {
    ja: '{body} モデレーターからのメモ：{note}',
    ko: '{body} 운영자 메모: {note}',
    zh: '{body} 管理员的备注：{note}',
  },
  [T.creatorRefundTitle]: { ja: '支払いが返金されました', ko: '결제가 환불되었습니다', zh: '一笔付款已退款' },
  [T.creatorRefundBody]: {
    ja: '「{title}」の支払いが返金され、残高から {amount} が差し引かれました。',
    ko: '“{title}” 결제가 환불되어 잔액에서 {amount} 금액이 차감되었습니다.',
    zh: '“{title}”的一笔付款已退款：已从你的余额中扣除 {amount}。',
  },
  [T.approvedTitle]: { ja: 'コンテンツが承認されました', ko: '콘텐츠가 승인되었습니다', zh: '内容已通过审核' },
  [T.approvedBody]: {
    ja: 'モデレーターが「{title}」を承認しました。公開中です。',
    ko: '운영자가 “{title}” 콘텐츠를 승인했습니다. 지금 공개되었습니다.',
    zh: '管理员已批准“{title}”，现已上线。',
  },
  [T.blockedTitle]: { ja: 'コンテンツがブロックされました', ko: '콘텐츠가 차단되었습니다', zh: '内容已被屏蔽' },
  [T.blockedBody]: {
    ja: 'モデレーターが「{title}」をブロックしました。理由：{reason}',
    ko: '운영자가 “{title}” 콘텐츠를 차단했습니다. 사유: {reason}',
    zh: '管理员屏蔽了“{title}”。原因：{reason}',
  },
  [T.feedbackRequestTitle]: { ja: '新しいフィードバック依頼', ko: '새 피드백 요청', zh: '新的反馈请求' },
  [T.feedbackRequestBody]: {
    ja: '{name} さんが「{title}」のフィードバック用に動画を送りました。',
    ko: '{name}님이 “{title}” 피드백을 위해 동영상을 보냈습니다.',
    zh: '{name} 发来了一段视频，请你就“{title}”给出反馈。',
  },
  [T.feedbackAnswerTitle]: { ja: 'フィードバックが届きました', ko: '피드백이 도착했습니다', zh: '你的反馈已完成' },
  [T.feedbackAnswerBody]: {
    ja: '{name} さんが「{title}」であなたの動画に回答しました。',
    ko: '{name}님이 “{title}”에서 회원님의 동영상에 답했습니다.',
    zh: '{name} 已在“{title}”中回复了你的视频。',
  },
  [T.payoutTitle]: { ja: '出金を送りました', ko: '정산금이 지급되었습니다', zh: '提现已发出' },
  [T.payoutBody]: { ja: '出金の手続きが進んでいます。', ko: '정산금이 지급되는 중입니다.', zh: '你的提现正在处理中。' },
  [T.payoutFailedTitle]: { ja: '出金に失敗しました', ko: '정산금 지급 실패', zh: '提现失败' },
  [T.payoutFailedBody]: {
    ja: '出金を送れませんでした。金額は残高に戻っています。',
    ko: '정산금을 보내지 못했습니다. 금액은 잔액으로 돌아갔습니다.',
    zh: '提现未能发出，金额已退回你的余额。',
  },
  [T.paymentFailedTitle]: {
    ja: 'メンバーシップのお支払いに失敗しました',
    ko: '멤버십 결제에 실패했습니다',
    zh: '会员付款失败',
  },
  [T.paymentFailedBody]: {
    ja: '「{title}」の月額{amount}のお支払いに失敗しました。{date}までは引き続きご利用いただけます。メンバーを続けるには、決済サービスでお支払い方法を更新してください。',
    ko: '“{title}”의 월 결제 {amount}에 실패했습니다. {date}까지는 계속 이용할 수 있습니다. 멤버십을 유지하려면 결제 서비스에서 결제 수단을 업데이트하세요.',
    zh: '“{title}”每月 {amount} 的付款失败。你在 {date} 之前仍可访问。如需继续作为会员，请在支付服务中更新付款方式。',
  },
  [T.chatTitle]: { ja: '{name}からの新しいメッセージ', ko: '{name}님의 새 메시지', zh: '来自 {name} 的新消息' },
  [T.chatAttachment]: { ja: 'ファイルを送信しました。', ko: '파일을 보냈습니다.', zh: '发送了一个附件。' },
  [T.openLink]: { ja: '開く: {url}', ko: '열기: {url}', zh: '打开：{url}' },
  [T.settingsHint]: {
    ja: 'メールで受け取る通知は、通知設定で選べます: {url}',
    ko: '이메일로 받을 알림은 알림 설정에서 선택할 수 있습니다: {url}',
    zh: '你可以在通知设置中选择通过电子邮件接收哪些通知：{url}',
  },
} satisfies Record<Message, Translations>;
