import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Permission, permissionsFor } from '@shared/permissions';
import type { PreSignedUploadInput, UploadTicket } from '@shared/schemas/uploads';
import {
  UPLOAD_MAX_PARTS,
  UPLOAD_PART_SIZE,
  UPLOAD_TTL_HOURS,
  checkUpload,
  partCountFor,
  uploadTypeFor,
  type UploadPurpose,
} from '@shared/upload-limits';
import type { Deps } from '../../deps';
import { uploads, users } from '../../db/schema';
import { forbidden, invalidField, notFound } from '../../http/errors';
import { storageFor } from '../../services/storage';
import { uploadTicket } from './upload-ticket';

export interface CreateUploadInput {
  purpose: UploadPurpose;
  filename: string;
  mime_type: string;
  size: number;
}

const extensionOf: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'text/vtt': 'vtt',
};

/**
 * Where the finished file will live. Content images and avatars are public (served to anyone by
 * their unguessable name once their asset row exists); everything else stays private.
 */
function storageKeyFor(purpose: UploadPurpose, id: string, mime: string): string {
  const ext = extensionOf[mime] ?? 'bin';
  const kind = uploadTypeFor(purpose, mime)?.kind;
  if (kind === 'image' && (purpose === 'content' || purpose === 'avatar')) return `public/images/${id}.${ext}`;
  if (kind === 'video') return `private/sources/${id}/source.${ext}`;
  if (kind === 'captions') return `private/captions/${id}/captions.${ext}`;
  return `private/${purpose}/${id}/file.${ext}`;
}

/**
 * POST /api/media/s3/pre-signed: announces a file and answers where to send it, in parts of
 * UPLOAD_PART_SIZE. The announced type and size are checked here (so nothing is sent in vain) and
 * the bytes again on completion. Contract 2: chat and feedback reuse this with their purpose.
 */
export async function createUpload(
  deps: Deps,
  userId: number,
  input: CreateUploadInput | PreSignedUploadInput,
): Promise<UploadTicket> {
  const mime = input.mime_type.trim().toLowerCase();
  const [user] = await deps.db
    .select({ kind: users.kind, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound();
  if (input.purpose === 'content' && !permissionsFor(user.kind, user.status).includes(Permission.creator)) {
    throw forbidden();
  }
  const refusal = checkUpload(input.purpose, mime, input.size);
  if (refusal) throw invalidField(refusal.field, refusal.message);

  const storage = storageFor(deps.config);
  const id = randomBytes(16).toString('base64url');
  const partSize = Math.max(UPLOAD_PART_SIZE, Math.ceil(input.size / UPLOAD_MAX_PARTS));
  const partCount = partCountFor(input.size, partSize);
  const storageKey = storageKeyFor(input.purpose, id, mime);
  // S3 multipart needs an upload id from the bucket before the row exists: an outside call, so no transaction is open.
  const s3UploadId = storage.kind === 's3' && partCount > 1 ? await storage.createMultipart!(storageKey, mime) : null;
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(uploads)
    .values({
      id,
      ownerId: userId,
      purpose: input.purpose,
      filename: input.filename.trim(),
      declaredMimeType: mime,
      size: input.size,
      partSize,
      partCount,
      storageKey,
      s3UploadId,
      expiresAt: new Date(now + UPLOAD_TTL_HOURS * 3_600_000),
      createdAt: new Date(now),
    })
    .returning();
  return uploadTicket(storage, row!, [], now);
}
