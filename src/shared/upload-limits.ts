import { defineMessages, englishTexts, filledText, withValues } from './message-descriptor';
/**
 * What may be uploaded, per purpose: one source of truth for the upload field (checked before a byte
 * is sent) and the API (checked again on the bytes themselves once the upload completes).
 */
export const uploadPurposes = ['content', 'chat', 'feedback', 'avatar'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** `captions`: a WebVTT caption file for a video (checked by its bytes: signature and UTF-8). */
export type UploadKind = 'image' | 'video' | 'captions';

export interface UploadType {
  mime: string;
  kind: UploadKind;
  /** Largest accepted size in bytes. */
  maxBytes: number;
  /** File-name extensions offered by the file chooser (the bytes decide, not the name). */
  extensions: readonly string[];
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Large files travel in parts of this size: small enough to retry cheaply on a phone. */
export const UPLOAD_PART_SIZE = 8 * MB;
/** S3 allows at most 10,000 parts; at 8 MiB a 4 GiB video needs 512. */
export const UPLOAD_MAX_PARTS = 10_000;
/** How long a signed upload URL stays valid; the client asks for fresh ones to resume later. */
export const UPLOAD_URL_TTL_SECONDS = 60 * 60;
/** An upload not completed within this time is abandoned. */
export const UPLOAD_TTL_HOURS = 48;

const jpeg = (maxBytes: number): UploadType => ({
  mime: 'image/jpeg',
  kind: 'image',
  maxBytes,
  extensions: ['.jpg', '.jpeg'],
});
const png = (maxBytes: number): UploadType => ({ mime: 'image/png', kind: 'image', maxBytes, extensions: ['.png'] });
const webp = (maxBytes: number): UploadType => ({ mime: 'image/webp', kind: 'image', maxBytes, extensions: ['.webp'] });
const mp4 = (maxBytes: number): UploadType => ({
  mime: 'video/mp4',
  kind: 'video',
  maxBytes,
  extensions: ['.mp4', '.m4v'],
});
const mov = (maxBytes: number): UploadType => ({
  mime: 'video/quicktime',
  kind: 'video',
  maxBytes,
  extensions: ['.mov'],
});
const webm = (maxBytes: number): UploadType => ({ mime: 'video/webm', kind: 'video', maxBytes, extensions: ['.webm'] });

/** Captions are text: a long class's cues fit in well under a megabyte. */
export const CAPTIONS_MAX_BYTES = 1 * MB;
const vtt: UploadType = { mime: 'text/vtt', kind: 'captions', maxBytes: CAPTIONS_MAX_BYTES, extensions: ['.vtt'] };

const images = (max: number) => [jpeg(max), png(max), webp(max)];
const videos = (max: number) => [mp4(max), mov(max), webm(max)];

/** An avatar is stored as a square of this many pixels a side: enough for the largest place it is shown, retina. */
export const AVATAR_SIZE = 512;

export const uploadRules: Record<UploadPurpose, readonly UploadType[]> = {
  content: [...images(10 * MB), ...videos(4 * GB), vtt],
  chat: [...images(10 * MB), ...videos(200 * MB)],
  feedback: videos(2 * GB),
  avatar: images(5 * MB),
};

export const UploadDescriptors = defineMessages({
  typeNotAllowed: /*i18n*/ { id: 'uploads.type-not-allowed', message: 'This type of file cannot be uploaded here.' },
  tooLarge: /*i18n*/ { id: 'uploads.too-large', message: 'The file is too large: at most {max}.' },
  empty: /*i18n*/ { id: 'uploads.empty', message: 'The file is empty.' },
  contentMismatch: /*i18n*/ {
    id: 'uploads.content-mismatch',
    message: 'The file’s content does not match an allowed type.',
  },
  sizeMismatch: /*i18n*/ {
    id: 'uploads.size-mismatch',
    message: 'The uploaded file is not the size that was announced.',
  },
  partsMissing: /*i18n*/ { id: 'uploads.parts-missing', message: 'Some parts of the file have not arrived yet.' },
  notOpen: /*i18n*/ { id: 'uploads.not-open', message: 'This upload is already finished or cancelled.' },
  partInvalid: /*i18n*/ { id: 'uploads.part-invalid', message: 'There is no such part in this upload.' },
  partTooLarge: /*i18n*/ { id: 'uploads.part-too-large', message: 'This part is larger than announced.' },
  signatureInvalid: /*i18n*/ { id: 'uploads.signature-invalid', message: 'This link is not valid. Ask for a new one.' },
  signatureExpired: /*i18n*/ { id: 'uploads.signature-expired', message: 'This link has expired. Ask for a new one.' },
  notFailed: /*i18n*/ { id: 'uploads.not-failed', message: 'Only a video whose processing failed can be retried.' },
  assetNotYours: /*i18n*/ { id: 'uploads.asset-not-yours', message: 'This file is not one of your uploads.' },
  assetWrongKind: /*i18n*/ { id: 'uploads.asset-wrong-kind', message: 'This file is not of the right kind here.' },
  assetFailed: /*i18n*/ {
    id: 'uploads.asset-failed',
    message: 'This video failed to process: retry it or upload another.',
  },
  assetDuplicate: /*i18n*/ { id: 'uploads.asset-duplicate', message: 'The same file cannot be used twice.' },
  captionsInvalid: /*i18n*/ {
    id: 'uploads.captions-invalid',
    message: 'Captions must be a WebVTT file (.vtt) in UTF-8.',
  },
});
export const UploadMessages = englishTexts(UploadDescriptors);

export function uploadTypeFor(purpose: UploadPurpose, mime: string): UploadType | null {
  return uploadRules[purpose].find((t) => t.mime === mime.toLowerCase()) ?? null;
}

/**
 * The type a browser announces for a file, or, when it announces none (some systems know no type
 * for `.vtt`), the type the purpose's rules give its extension. Only a hint: the bytes decide.
 */
export function announcedType(purpose: UploadPurpose, file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const name = file.name.toLowerCase();
  return uploadRules[purpose].find((t) => t.extensions.some((ext) => name.endsWith(ext)))?.mime ?? '';
}

/** `10 MB`, `4 GB`: the limit as a person reads it (binary units, as the limits are written). */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${Math.round((bytes / GB) * 10) / 10} GB`;
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export type UploadRefusal =
  { field: 'mime_type'; message: typeof UploadMessages.typeNotAllowed } | { field: 'size'; message: string };

/** The announced type and size against the purpose's rules; null when acceptable. */
export function checkUpload(purpose: UploadPurpose, mime: string, size: number): UploadRefusal | null {
  const type = uploadTypeFor(purpose, mime);
  if (!type) return { field: 'mime_type', message: UploadMessages.typeNotAllowed };
  if (size <= 0) return { field: 'size', message: UploadMessages.empty };
  if (size > type.maxBytes)
    return {
      field: 'size',
      // Filled through its descriptor, so the answer is rendered by id in the person's language.
      message: filledText(withValues(UploadDescriptors.tooLarge, { max: formatBytes(type.maxBytes) })),
    };
  return null;
}

/** The `accept` attribute of a file chooser for a purpose. */
export function acceptFor(purpose: UploadPurpose, kinds?: readonly UploadKind[]): string {
  return uploadRules[purpose]
    .filter((t) => !kinds || kinds.includes(t.kind))
    .flatMap((t) => [t.mime, ...t.extensions])
    .join(',');
}

export function partCountFor(size: number, partSize: number = UPLOAD_PART_SIZE): number {
  return Math.max(1, Math.ceil(size / partSize));
}
