import { CaptionMessages as C } from '@shared/schemas/captions';
import { UploadSchemaMessages as S } from '@shared/schemas/uploads';
import { UploadMessages as M } from '@shared/upload-limits';
import type { Translations } from '../types';

type Message = (typeof M)[keyof typeof M] | (typeof S)[keyof typeof S] | (typeof C)[keyof typeof C];

/** Translations of the upload and media messages (pre-signed uploads, completion, attach-media, captions, retry, signed URLs). */
export default {
  [M.typeNotAllowed]: {
    ja: 'この種類のファイルはここにはアップロードできません。',
    ko: '이 형식의 파일은 여기에 업로드할 수 없습니다.',
    zh: '此处不能上传这种类型的文件。',
  },
  [M.tooLarge]: {
    ja: 'ファイルが大きすぎます（上限 {max}）。',
    ko: '파일이 너무 큽니다. 최대 {max}까지 가능합니다.',
    zh: '文件太大：最大 {max}。',
  },
  [M.empty]: { ja: 'ファイルが空です。', ko: '파일이 비어 있습니다.', zh: '文件为空。' },
  [M.contentMismatch]: {
    ja: 'ファイルの中身が許可されている形式と一致しません。',
    ko: '파일 내용이 허용된 형식과 일치하지 않습니다.',
    zh: '文件内容与允许的类型不符。',
  },
  [M.sizeMismatch]: {
    ja: 'アップロードされたファイルのサイズが予告されたサイズと異なります。',
    ko: '업로드된 파일의 크기가 처음 알린 크기와 다릅니다.',
    zh: '上传的文件大小与声明的大小不一致。',
  },
  [M.partsMissing]: {
    ja: 'ファイルの一部がまだ届いていません。',
    ko: '파일의 일부가 아직 도착하지 않았습니다.',
    zh: '文件的部分内容尚未到达。',
  },
  [M.notOpen]: {
    ja: 'このアップロードはすでに完了したか、キャンセルされています。',
    ko: '이 업로드는 이미 완료되었거나 취소되었습니다.',
    zh: '此上传已完成或已取消。',
  },
  [M.partInvalid]: {
    ja: 'このアップロードにそのパートはありません。',
    ko: '이 업로드에는 해당 파트가 없습니다.',
    zh: '此上传中没有该分片。',
  },
  [M.partTooLarge]: {
    ja: 'このパートは予告されたサイズより大きいです。',
    ko: '이 파트는 처음 알린 크기보다 큽니다.',
    zh: '此分片大于声明的大小。',
  },
  [M.signatureInvalid]: {
    ja: 'このリンクは無効です。新しいリンクを取得してください。',
    ko: '이 링크는 유효하지 않습니다. 새 링크를 요청해 주세요.',
    zh: '此链接无效，请获取新的链接。',
  },
  [M.signatureExpired]: {
    ja: 'このリンクは有効期限が切れています。新しいリンクを取得してください。',
    ko: '이 링크는 만료되었습니다. 새 링크를 요청해 주세요.',
    zh: '此链接已过期，请获取新的链接。',
  },
  [M.notFailed]: {
    ja: '再試行できるのは処理に失敗した動画だけです。',
    ko: '처리에 실패한 동영상만 다시 시도할 수 있습니다.',
    zh: '只有处理失败的视频才能重试。',
  },
  [M.assetNotYours]: {
    ja: 'このファイルはあなたがアップロードしたものではありません。',
    ko: '이 파일은 회원님이 업로드한 파일이 아닙니다.',
    zh: '此文件不是你上传的。',
  },
  [M.assetWrongKind]: {
    ja: 'このファイルはここで使える種類ではありません。',
    ko: '이 파일은 여기에 사용할 수 있는 종류가 아닙니다.',
    zh: '此文件的类型不适用于这里。',
  },
  [M.assetFailed]: {
    ja: 'この動画の処理に失敗しました。再試行するか、別の動画をアップロードしてください。',
    ko: '이 동영상 처리에 실패했습니다. 다시 시도하거나 다른 동영상을 업로드해 주세요.',
    zh: '此视频处理失败：请重试或上传其他视频。',
  },
  [M.assetDuplicate]: {
    ja: '同じファイルを2回使うことはできません。',
    ko: '같은 파일을 두 번 사용할 수 없습니다.',
    zh: '同一个文件不能使用两次。',
  },
  [S.filenameInvalid]: {
    ja: 'ファイル名は1〜255文字にしてください。',
    ko: '파일 이름은 1~255자여야 합니다.',
    zh: '文件名须为 1 至 255 个字符。',
  },
  [S.mimeInvalid]: { ja: 'ファイルの種類がありません。', ko: '파일 형식이 없습니다.', zh: '缺少文件类型。' },
  [S.sizeInvalid]: {
    ja: 'サイズはバイト単位の整数にしてください。',
    ko: '크기는 바이트 단위의 정수여야 합니다.',
    zh: '大小必须是以字节为单位的整数。',
  },
  [S.purposeInvalid]: {
    ja: '不明なアップロードの用途です。',
    ko: '알 수 없는 업로드 용도입니다.',
    zh: '未知的上传用途。',
  },
  [S.etagInvalid]: { ja: 'パートのETagがありません。', ko: '파트의 ETag가 없습니다.', zh: '缺少分片的 ETag。' },
  [S.assetIdInvalid]: {
    ja: 'メディアIDはすべて整数にしてください。',
    ko: '각 미디어 ID는 정수여야 합니다.',
    zh: '每个媒体 ID 都必须是整数。',
  },
  [S.additionalTooMany]: {
    ja: '追加動画は20本までです。',
    ko: '추가 동영상은 최대 20개까지입니다.',
    zh: '附加视频最多 20 个。',
  },
  [M.captionsInvalid]: {
    ja: '字幕は UTF-8 の WebVTT ファイル（.vtt）にしてください。',
    ko: '자막은 UTF-8 인코딩의 WebVTT 파일(.vtt)이어야 합니다.',
    zh: '字幕必须是 UTF-8 编码的 WebVTT 文件（.vtt）。',
  },
  [C.languageInvalid]: {
    ja: '表示されている言語から選んでください。',
    ko: '제시된 언어 중에서 선택해 주세요.',
    zh: '请从提供的语言中选择。',
  },
  [C.labelInvalid]: {
    ja: 'ラベルは1〜60文字にしてください。',
    ko: '라벨은 1~60자여야 합니다.',
    zh: '标签须为 1 至 60 个字符。',
  },
  [C.fileInvalid]: {
    ja: '先に字幕ファイルをアップロードしてください。',
    ko: '먼저 자막 파일을 업로드해 주세요.',
    zh: '请先上传字幕文件。',
  },
} satisfies Record<Message, Translations>;
