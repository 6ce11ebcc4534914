import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { recordId } from './record-id';
import { answer } from './envelope';
import { videoFailures } from '../video-failure';
import { uploadPurposes, type UploadKind } from '../upload-limits';
import { AuthMessages } from './auth';

/**
 * Uploads and media assets: what the upload field sends, what the API answers, and the
 * attach-media request of the content editor. See docs/architecture.md, "Uploads and media".
 */
const required = AuthMessages.required;

export const UploadSchemaDescriptors = defineMessages({
  filenameInvalid: /*i18n*/ {
    id: 'upload-requests.filename-invalid',
    message: 'The file name must be 1 to 255 characters.',
  },
  mimeInvalid: /*i18n*/ { id: 'upload-requests.mime-invalid', message: 'The file type is missing.' },
  sizeInvalid: /*i18n*/ { id: 'upload-requests.size-invalid', message: 'The size must be a whole number of bytes.' },
  purposeInvalid: /*i18n*/ { id: 'upload-requests.purpose-invalid', message: 'Unknown upload purpose.' },
  etagInvalid: /*i18n*/ { id: 'upload-requests.etag-invalid', message: 'The part’s ETag is missing.' },
  assetIdInvalid: /*i18n*/ { id: 'upload-requests.asset-id-invalid', message: 'Each media id must be a whole number.' },
  additionalTooMany: /*i18n*/ { id: 'upload-requests.additional-too-many', message: 'At most 20 additional videos.' },
});
export const UploadSchemaMessages = englishTexts(UploadSchemaDescriptors);
const M = UploadSchemaMessages;

const id = recordId(M.assetIdInvalid);

/** POST /api/media/s3/pre-signed */
export const PreSignedUploadSchema = v.object(
  {
    filename: v.pipe(
      v.string(M.filenameInvalid),
      v.trim(),
      v.minLength(1, M.filenameInvalid),
      v.maxLength(255, M.filenameInvalid),
    ),
    mime_type: v.pipe(
      v.string(M.mimeInvalid),
      v.trim(),
      v.toLowerCase(),
      v.minLength(1, M.mimeInvalid),
      v.maxLength(100, M.mimeInvalid),
    ),
    size: v.pipe(
      v.number(M.sizeInvalid),
      v.integer(M.sizeInvalid),
      v.minValue(0, M.sizeInvalid),
      v.maxValue(Number.MAX_SAFE_INTEGER, M.sizeInvalid),
    ),
    purpose: v.picklist(uploadPurposes, M.purposeInvalid),
  },
  required,
);
export type PreSignedUploadInput = v.InferInput<typeof PreSignedUploadSchema>;

/** POST /api/media/uploads/:id/parts/:number — S3 mode: the ETag S3 answered for a part, so completion can name it. */
export const UploadPartReceiptSchema = v.object(
  { etag: v.pipe(v.string(M.etagInvalid), v.minLength(1, M.etagInvalid), v.maxLength(200, M.etagInvalid)) },
  required,
);

/** PUT /api/content/:id/attach-media: omitted roles are left as they are; null clears one; `additional` replaces the list in order. */
export const AttachMediaSchema = v.object(
  {
    cover: v.optional(v.nullable(id)),
    teaser: v.optional(v.nullable(id)),
    video: v.optional(v.nullable(id)),
    additional: v.optional(v.pipe(v.array(id, M.assetIdInvalid), v.maxLength(20, M.additionalTooMany))),
  },
  required,
);
export type AttachMediaInput = v.InferInput<typeof AttachMediaSchema>;

/** One part of an upload: where to PUT it (while `url` is set) and whether it has arrived. */
export const UploadPartSchema = answer(
  v.object({
    number: v.number(),
    /** Bytes from `offset` to `offset + size` of the file. */
    offset: v.number(),
    size: v.number(),
    received: v.boolean(),
    /** A signed URL for a part not yet received; null once it has arrived. */
    url: v.nullable(v.string()),
  }),
);
export type UploadPart = v.InferOutput<typeof UploadPartSchema>;

/** The answer of `pre-signed` and of `GET /api/media/uploads/:id` (to resume). */
export const UploadTicketSchema = answer(
  v.object({
    id: v.string(),
    purpose: v.picklist(uploadPurposes),
    filename: v.string(),
    mime_type: v.string(),
    size: v.number(),
    part_size: v.number(),
    /** 'local' uploads to this server; 's3' straight to the bucket (then report each part's ETag). */
    target: v.picklist(['local', 's3']),
    method: v.literal('PUT'),
    parts: v.array(UploadPartSchema),
    /** When the part URLs stop working (ISO 8601); ask again for fresh ones. */
    urls_expire_at: v.string(),
    status: v.picklist(['open', 'completed', 'cancelled']),
    /** The media asset, once completed. */
    asset_id: v.nullable(v.number()),
  }),
);
export type UploadTicket = v.InferOutput<typeof UploadTicketSchema>;

/** PUT /media/uploads/:id/:part (embedded storage): the part's bytes arrived (its ETag in the header). */
export const UploadPartStoredSchema = answer(v.object({ number: v.number(), size: v.number() }));

/** POST /api/media/uploads/:id/parts/:number: the part is recorded. */
export const UploadPartReceivedSchema = answer(v.object({ number: v.number(), received: v.literal(true) }));

/** Media asset status as the spec codes it: 0 processing, 1 ready, 255 failed. */
export const MediaAssetStatus = { processing: 0, ready: 1, failed: 255 } as const;
export type MediaAssetStatus = (typeof MediaAssetStatus)[keyof typeof MediaAssetStatus];

/** A media asset as its owner sees it (complete, GET /api/media/:id, retry). */
export const MediaAssetResourceSchema = answer(
  v.object({
    id: v.number(),
    kind: v.picklist(['image', 'video', 'captions'] satisfies UploadKind[]),
    mime_type: v.string(),
    size: v.number(),
    status: v.picklist(Object.values(MediaAssetStatus)),
    /** Why processing failed (status 255), as a sentence in English. */
    error: v.nullable(v.string()),
    /** The same reason as a code, for a translated sentence. */
    error_code: v.nullable(v.picklist(videoFailures)),
    duration_seconds: v.nullable(v.number()),
    /** Public image URL of a video's poster or of the image itself. */
    poster_url: v.nullable(v.string()),
    thumbnail_url: v.nullable(v.string()),
    created_at: v.string(),
  }),
);
export type MediaAssetResource = v.InferOutput<typeof MediaAssetResourceSchema>;

/** PUT /api/content/:id/attach-media: the item's media by role. */
export const AttachedMediaSchema = answer(
  v.object({
    cover: v.nullable(MediaAssetResourceSchema),
    teaser: v.nullable(MediaAssetResourceSchema),
    video: v.nullable(MediaAssetResourceSchema),
    additional: v.array(MediaAssetResourceSchema),
  }),
);
export type AttachedMedia = v.InferOutput<typeof AttachedMediaSchema>;
