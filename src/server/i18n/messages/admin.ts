import { AdminMessages as A } from '@shared/schemas/admin';
import type { Translations } from '../types';

type Message = (typeof A)[keyof typeof A];

/** Translations of the back office's API messages, keyed by their English text. */
export default {
  [A.required]: { ja: 'この項目は必須です。', ko: '필수 입력 항목입니다.', zh: '此字段为必填项。' },
  [A.idsInvalid]: {
    ja: '1〜100 件の行を選んでください。',
    ko: '1~100개의 행을 선택하세요.',
    zh: '请选择 1 到 100 行。',
  },
  [A.actionInvalid]: { ja: '有効な操作を選んでください。', ko: '올바른 작업을 선택하세요.', zh: '请选择有效的操作。' },
  [A.reasonRequired]: { ja: '理由を入力してください。', ko: '사유를 입력하세요.', zh: '请填写原因。' },
  [A.reasonTooLong]: {
    ja: '理由は 1000 文字以内で入力してください。',
    ko: '사유는 1000자를 넘을 수 없습니다.',
    zh: '原因不能超过 1000 个字符。',
  },
  [A.notPending]: {
    ja: '承認できるのは承認待ちのクリエイターだけです。',
    ko: '승인 대기 중인 크리에이터만 승인할 수 있습니다.',
    zh: '只能批准等待审核的创作者。',
  },
  [A.ownAccount]: {
    ja: '自分のアカウントはブロックできません。',
    ko: '자신의 계정은 차단할 수 없습니다.',
    zh: '不能封禁自己的账户。',
  },
  [A.adminAccount]: {
    ja: '管理者はここではブロックできません。',
    ko: '관리자는 여기에서 차단할 수 없습니다.',
    zh: '无法在此封禁管理员。',
  },
  [A.outcomeInvalid]: { ja: '結果を選んでください。', ko: '처리 결과를 선택하세요.', zh: '请选择处理结果。' },
  [A.noteTooLong]: {
    ja: 'メモは 2000 文字以内で入力してください。',
    ko: '메모는 2000자를 넘을 수 없습니다.',
    zh: '备注不能超过 2000 个字符。',
  },
  [A.reportClosed]: {
    ja: 'この報告はすでに処理されています。',
    ko: '이 신고는 이미 처리되었습니다.',
    zh: '此举报已处理。',
  },
  [A.reviewStatusInvalid]: {
    ja: '表示・非表示・保留のいずれかを選んでください。',
    ko: '표시, 숨김, 대기 중 하나를 선택하세요.',
    zh: '请选择显示、隐藏或待审核。',
  },
  [A.slugInvalid]: {
    ja: '英小文字・数字・ハイフン・アンダースコアで 1〜60 文字にしてください。',
    ko: '영문 소문자, 숫자, 하이픈, 밑줄로 1~60자를 사용하세요.',
    zh: '请使用 1 到 60 个小写字母、数字、连字符或下划线。',
  },
  [A.titleRequired]: {
    ja: 'ページのタイトルを入力してください。',
    ko: '페이지 제목을 입력하세요.',
    zh: '请填写页面标题。',
  },
  [A.titleTooLong]: {
    ja: 'タイトルは 200 文字以内で入力してください。',
    ko: '제목은 200자를 넘을 수 없습니다.',
    zh: '标题不能超过 200 个字符。',
  },
  [A.bodyTooLong]: {
    ja: '本文は 100000 文字以内で入力してください。',
    ko: '본문은 100000자를 넘을 수 없습니다.',
    zh: '正文不能超过 100000 个字符。',
  },
  [A.englishRequired]: { ja: '英語版は必須です。', ko: '영어 버전은 필수입니다.', zh: '英文版本为必填项。' },
  [A.localeInvalid]: {
    ja: 'en・ja・ko・zh のいずれかを選んでください。',
    ko: 'en, ja, ko, zh 중 하나를 선택하세요.',
    zh: '请选择 en、ja、ko 或 zh。',
  },
  [A.messageUnknown]: {
    ja: 'このメッセージはカタログにありません。',
    ko: '이 메시지는 카탈로그에 없습니다.',
    zh: '目录中不存在此消息。',
  },
  [A.textTooLong]: {
    ja: '本文は5000文字以内で入力してください。',
    ko: '내용은 5000자를 넘을 수 없습니다.',
    zh: '内容不能超过 5000 个字符。',
  },
  [A.poInvalid]: {
    ja: '有効な PO ファイルではありません。',
    ko: '올바른 PO 파일이 아닙니다.',
    zh: '这不是有效的 PO 文件。',
  },
  [A.poTooLarge]: {
    ja: 'ファイルは 2 MB 以下にしてください。',
    ko: '파일은 2MB를 넘을 수 없습니다.',
    zh: '文件不能超过 2 MB。',
  },
  [A.nameRequired]: { ja: '名前を入力してください。', ko: '이름을 입력하세요.', zh: '请填写名称。' },
  [A.nameTooLong]: {
    ja: '名前は100文字以内で入力してください。',
    ko: '이름은 100자를 넘을 수 없습니다.',
    zh: '名称不能超过 100 个字符。',
  },
  [A.nameTaken]: { ja: 'この名前はすでに使われています。', ko: '이미 사용 중인 이름입니다.', zh: '此名称已被使用。' },
  [A.inUse]: {
    ja: 'この行は使用中のため削除できません。',
    ko: '이 항목은 사용 중이라 삭제할 수 없습니다.',
    zh: '此项仍在使用中，无法删除。',
  },
  [A.resourceUnknown]: { ja: '不明なリソースです。', ko: '알 수 없는 리소스입니다.', zh: '未知的资源。' },
  [A.idInvalid]: {
    ja: 'ID は 1 以上の整数で指定してください。',
    ko: 'ID는 1 이상의 정수여야 합니다.',
    zh: 'ID 必须是大于等于 1 的整数。',
  },
} satisfies Record<Message, Translations>;
