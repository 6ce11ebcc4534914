import { LifecycleMessages as L } from '@shared/content-lifecycle';
import { EditorMessages as E } from '@shared/schemas/content-editor';
import { FeedbackMessages as F } from '@shared/schemas/feedback';
import type { Translations } from '../types';

/** Texts other areas already translate (one translation each, theirs). */
type Shared = typeof E.required | typeof E.roleInvalid | typeof E.currencyInvalid;
type Message = Exclude<(typeof E)[keyof typeof E], Shared> | (typeof L)[keyof typeof L] | (typeof F)[keyof typeof F];

/** Translations of the creator studio's messages: editor fields, lifecycle refusals, collaborations, feedback. */
export default {
  [E.typeInvalid]: {
    ja: 'コンテンツの種類を選んでください。',
    ko: '콘텐츠 유형 중 하나를 선택하세요.',
    zh: '请选择一种内容类型。',
  },
  [E.titleRequired]: { ja: 'タイトルは必須です。', ko: '제목은 필수입니다.', zh: '标题为必填项。' },
  [E.titleTooLong]: {
    ja: 'タイトルは150文字以内で入力してください。',
    ko: '제목은 150자를 넘을 수 없습니다.',
    zh: '标题不能超过 150 个字符。',
  },
  [E.descriptionTooLong]: {
    ja: '説明は5000文字以内で入力してください。',
    ko: '설명은 5000자를 넘을 수 없습니다.',
    zh: '描述不能超过 5000 个字符。',
  },
  [E.priceFormat]: {
    ja: '価格には数字と小数点1つだけを使えます。',
    ko: '가격에는 숫자와 점 하나만 사용할 수 있습니다.',
    zh: '价格只能包含数字和一个小数点。',
  },
  [E.priceDigits]: {
    ja: 'この通貨には小数点以下の桁数が多すぎます。',
    ko: '이 통화에 비해 소수점 이하 자릿수가 너무 많습니다.',
    zh: '对于该币种，价格的小数位数过多。',
  },
  [E.priceTooHigh]: {
    ja: '価格は1000000以下にしてください。',
    ko: '가격은 1000000을 넘을 수 없습니다.',
    zh: '价格不能超过 1000000。',
  },
  [E.wholeNumber]: {
    ja: '数字だけで整数を入力してください。',
    ko: '숫자만 사용해 정수를 입력하세요.',
    zh: '请只用数字输入整数。',
  },
  [E.numberRange]: {
    ja: '{min}から{max}までの数を入力してください。',
    ko: '{min}에서 {max} 사이의 숫자를 입력하세요.',
    zh: '请输入 {min} 到 {max} 之间的数字。',
  },
  [E.tagsTooMany]: {
    ja: 'タグは20個までです。',
    ko: '태그는 최대 20개까지 선택할 수 있습니다.',
    zh: '最多选择 20 个标签。',
  },
  [E.tagsUnknown]: {
    ja: '存在しないタグが含まれています。',
    ko: '존재하지 않는 태그가 있습니다.',
    zh: '其中一个标签不存在。',
  },
  [E.idsInvalid]: {
    ja: 'IDはすべて整数で指定してください。',
    ko: '각 ID는 정수여야 합니다.',
    zh: '每个 ID 都必须是整数。',
  },
  [E.dateInvalid]: {
    ja: 'タイムゾーン付きの日時を入力してください。',
    ko: '시간대가 포함된 날짜와 시간을 입력하세요.',
    zh: '请输入带时区的日期和时间。',
  },
  [E.endBeforeStart]: {
    ja: '終了日時は開始日時より後にしてください。',
    ko: '종료 시점은 시작 시점 이후여야 합니다.',
    zh: '结束时间必须晚于开始时间。',
  },
  [E.meetingsExactlyOne]: {
    ja: 'このクラスのミーティングは1回だけです。',
    ko: '이 클래스는 미팅이 정확히 한 번입니다.',
    zh: '此课程只有一次课时。',
  },
  [E.meetingsAtLeastOne]: {
    ja: 'ミーティングを1つ以上追加してください。',
    ko: '미팅을 하나 이상 추가하세요.',
    zh: '请至少添加一次课时。',
  },
  [E.meetingsTooMany]: {
    ja: 'クラスのミーティングは50回までです。',
    ko: '클래스의 미팅은 최대 50회입니다.',
    zh: '一个课程最多 50 次课时。',
  },
  [E.placeOrLink]: {
    ja: '場所かオンラインのリンクを入力してください。',
    ko: '장소나 온라인 링크를 입력하세요.',
    zh: '请填写地点或在线链接。',
  },
  [E.linkInvalid]: {
    ja: 'リンクは https:// または http:// で始めてください。',
    ko: '링크는 https:// 또는 http://로 시작해야 합니다.',
    zh: '链接必须以 https:// 或 http:// 开头。',
  },
  [E.textTooLong]: {
    ja: 'この項目は{max}文字以内で入力してください。',
    ko: '이 항목은 {max}자를 넘을 수 없습니다.',
    zh: '此内容不能超过 {max} 个字符。',
  },
  [E.periodInvalid]: {
    ja: '請求期間は month か year にしてください。',
    ko: '결제 주기는 month 또는 year여야 합니다.',
    zh: '计费周期必须是 month 或 year。',
  },
  [E.subscriptionContentTooMany]: {
    ja: 'コミュニティに含められるのは999件までです。',
    ko: '커뮤니티에는 최대 999개 항목을 포함할 수 있습니다.',
    zh: '一个社区最多包含 999 项内容。',
  },
  [E.subscriptionContentInvalid]: {
    ja: 'コミュニティに含められるのは、コミュニティ以外の自分のコンテンツだけです。',
    ko: '커뮤니티에는 커뮤니티가 아닌 본인의 콘텐츠만 포함할 수 있습니다.',
    zh: '社区只能包含你自己的、非社区类型的内容。',
  },
  [E.stepInvalid]: {
    ja: 'この種類のコンテンツにはこのステップはありません。',
    ko: '이 콘텐츠 유형에는 해당 단계가 없습니다.',
    zh: '此内容类型没有这个步骤。',
  },
  [E.publishAtPast]: {
    ja: '公開日時は未来の時刻にしてください。',
    ko: '게시 시간은 미래여야 합니다.',
    zh: '发布时间必须是将来的时间。',
  },
  [E.reasonRequired]: {
    ja: '削除する理由を入力してください。',
    ko: '삭제하는 이유를 알려 주세요.',
    zh: '请说明删除的原因。',
  },
  [E.reasonTooLong]: {
    ja: '理由は500文字以内で入力してください。',
    ko: '이유는 500자를 넘을 수 없습니다.',
    zh: '原因不能超过 500 个字符。',
  },
  [E.idMismatch]: {
    ja: 'IDがこのコンテンツと一致しません。',
    ko: 'ID가 이 항목과 일치하지 않습니다.',
    zh: 'ID 与该内容不匹配。',
  },
  [E.bioTooLong]: {
    ja: '自己紹介は1000文字以内で入力してください。',
    ko: '소개는 1000자를 넘을 수 없습니다.',
    zh: '个人简介不能超过 1000 个字符。',
  },
  [E.collaboratorSelf]: {
    ja: '自分自身は招待できません。',
    ko: '자기 자신은 초대할 수 없습니다.',
    zh: '不能邀请自己。',
  },
  [E.collaboratorNotCreator]: {
    ja: '招待できるのは承認済みのクリエイターだけです。',
    ko: '승인된 크리에이터만 초대할 수 있습니다.',
    zh: '只能邀请已通过审核的创作者。',
  },
  [E.collaboratorDuplicate]: {
    ja: 'このクリエイターはすでに招待されています。',
    ko: '이 크리에이터는 이미 초대되었습니다.',
    zh: '已经邀请过这位创作者。',
  },
  [E.replyStatusInvalid]: {
    ja: '返答は 1（承諾）か 2（辞退）にしてください。',
    ko: '답변은 1(수락) 또는 2(거절)여야 합니다.',
    zh: '回复必须是 1（接受）或 2（拒绝）。',
  },
  [E.replyNotPending]: {
    ja: 'この招待にはすでに返答しています。',
    ko: '이 초대에는 이미 답변했습니다.',
    zh: '这个邀请已经回复过了。',
  },
  [E.rangeInvalid]: {
    ja: '期間は YYYY-MM-DD 形式で、開始日を終了日以前にしてください。',
    ko: '기간은 YYYY-MM-DD 형식으로, 시작일이 종료일보다 앞서야 합니다.',
    zh: '请以 YYYY-MM-DD 格式输入日期范围，且开始日期不晚于结束日期。',
  },
  [E.rangeTooLong]: {
    ja: '期間は最大100日までです。',
    ko: '기간은 최대 100일까지입니다.',
    zh: '日期范围最多 100 天。',
  },
  [E.missingCover]: { ja: 'カバー画像を追加してください。', ko: '커버 이미지를 추가하세요.', zh: '请添加封面图片。' },
  [E.missingVideo]: { ja: 'メイン動画を追加してください。', ko: '메인 동영상을 추가하세요.', zh: '请添加主视频。' },
  [E.missingService]: {
    ja: 'サービス情報を入力してください。',
    ko: '서비스 정보를 입력하세요.',
    zh: '请填写服务信息。',
  },
  [E.videoFailed]: {
    ja: 'メイン動画の処理に失敗しました。もう一度アップロードしてください。',
    ko: '메인 동영상 처리에 실패했습니다. 다시 업로드하세요.',
    zh: '主视频处理失败，请重新上传。',
  },
  [L.deleted]: {
    ja: 'このコンテンツはゴミ箱にあります。先に復元してください。',
    ko: '이 항목은 휴지통에 있습니다. 먼저 복원하세요.',
    zh: '此内容在回收站中，请先恢复。',
  },
  [L.notDeleted]: {
    ja: 'このコンテンツはゴミ箱にありません。',
    ko: '이 항목은 휴지통에 없습니다.',
    zh: '此内容不在回收站中。',
  },
  [L.archived]: {
    ja: 'このコンテンツはアーカイブ済みです。先にアーカイブを解除してください。',
    ko: '이 항목은 보관되어 있습니다. 먼저 보관을 해제하세요.',
    zh: '此内容已归档，请先取消归档。',
  },
  [L.notArchived]: {
    ja: 'このコンテンツはアーカイブされていません。',
    ko: '이 항목은 보관되어 있지 않습니다.',
    zh: '此内容未归档。',
  },
  [L.alreadyPublished]: {
    ja: 'このコンテンツはすでに公開されています。',
    ko: '이 항목은 이미 게시되었습니다.',
    zh: '此内容已经发布。',
  },
  [L.processing]: {
    ja: 'このコンテンツは動画の処理が終わるのを待っています。',
    ko: '이 항목은 동영상 처리가 끝나기를 기다리고 있습니다.',
    zh: '此内容正在等待视频处理完成。',
  },
  [L.onReview]: {
    ja: 'このコンテンツは管理者の承認待ちです。',
    ko: '이 항목은 관리자의 승인을 기다리고 있습니다.',
    zh: '此内容正在等待管理员审核。',
  },
  [L.blocked]: {
    ja: 'このコンテンツは管理者によってブロックされました。',
    ko: '이 항목은 관리자에 의해 차단되었습니다.',
    zh: '此内容已被管理员屏蔽。',
  },
  [L.notOnReview]: {
    ja: '承認できるのは審査待ちのコンテンツだけです。',
    ko: '검토 대기 중인 항목만 승인할 수 있습니다.',
    zh: '只能审核通过正在等待审核的内容。',
  },
  [L.notBlocked]: {
    ja: 'このコンテンツはブロックされていません。',
    ko: '이 항목은 차단되어 있지 않습니다.',
    zh: '此内容未被屏蔽。',
  },
  [L.notScheduled]: {
    ja: 'このコンテンツには予約公開が設定されていません。',
    ko: '이 항목에는 예약된 게시가 없습니다.',
    zh: '此内容没有定时发布。',
  },
  [F.assetInvalid]: {
    ja: '先に動画をアップロードしてください。',
    ko: '먼저 동영상을 업로드하세요.',
    zh: '请先上传你的视频。',
  },
  [F.assetNotVideo]: {
    ja: 'ファイルは自分でアップロードした動画にしてください。',
    ko: '파일은 본인이 업로드한 동영상이어야 합니다.',
    zh: '文件必须是你自己上传的视频。',
  },
  [F.assetUsed]: {
    ja: 'この動画はすでに送信済みです。',
    ko: '이 동영상은 이미 보냈습니다.',
    zh: '这个视频已经发送过了。',
  },
  [F.noteTooLong]: {
    ja: 'メモは1000文字以内で入力してください。',
    ko: '메모는 1000자를 넘을 수 없습니다.',
    zh: '备注不能超过 1000 个字符。',
  },
  [F.notBought]: {
    ja: '動画を送る前に、このフィードバックサービスを購入してください。',
    ko: '동영상을 보내기 전에 이 피드백 서비스를 구매하세요.',
    zh: '发送视频前请先购买此反馈服务。',
  },
  [F.notFeedback]: {
    ja: '動画を受け付けるのはフィードバックサービスだけです。',
    ko: '동영상은 피드백 서비스에서만 받습니다.',
    zh: '只有反馈服务可以接收视频。',
  },
  [F.commentRequired]: { ja: 'コメントを入力してください。', ko: '댓글을 입력하세요.', zh: '请输入评论。' },
  [F.commentTooLong]: {
    ja: 'コメントは2000文字以内で入力してください。',
    ko: '댓글은 2000자를 넘을 수 없습니다.',
    zh: '评论不能超过 2000 个字符。',
  },
  [F.atInvalid]: {
    ja: '時点は0以上のミリ秒の整数で指定してください。',
    ko: '시점은 0 이상의 밀리초 정수여야 합니다.',
    zh: '时间点必须是从 0 开始的整数毫秒。',
  },
  [F.atBeyondVideo]: {
    ja: 'その時点は動画の長さを超えています。',
    ko: '해당 시점은 동영상 길이를 넘습니다.',
    zh: '该时间点超出了视频的长度。',
  },
} satisfies Record<Message, Translations>;
