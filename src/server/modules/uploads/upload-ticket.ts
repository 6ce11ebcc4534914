import { asc, eq } from 'drizzle-orm';
import { UPLOAD_URL_TTL_SECONDS } from '@shared/upload-limits';
import type { UploadPart, UploadTicket } from '@shared/schemas/uploads';
import type { Db, Tx } from '../../db/client';
import type { uploads } from '../../db/schema';
import { uploadParts } from '../../db/schema';
import type { Storage } from '../../services/storage';
import { sign } from '../media-assets/url-signing';

export type UploadRow = typeof uploads.$inferSelect;
export type PartRow = typeof uploadParts.$inferSelect;

/** The signed URL a browser PUTs one part to when files stay on this server. */
export function localPartUrl(uploadId: string, partNumber: number, expiresAt: number): string {
  const exp = String(expiresAt);
  const query = new URLSearchParams({ exp, sig: sign('upload', uploadId, partNumber, exp) });
  return `/media/uploads/${encodeURIComponent(uploadId)}/${partNumber}?${query.toString()}`;
}

export function partBounds(upload: Pick<UploadRow, 'size' | 'partSize'>, number: number) {
  const offset = (number - 1) * upload.partSize;
  return { offset, size: Math.max(0, Math.min(upload.partSize, upload.size - offset)) };
}

export async function loadParts(db: Db | Tx, uploadId: string): Promise<PartRow[]> {
  return db.select().from(uploadParts).where(eq(uploadParts.uploadId, uploadId)).orderBy(asc(uploadParts.number));
}

/** What the client needs to send (or resume) an upload: every part, and fresh signed URLs for the missing ones. */
export async function uploadTicket(
  storage: Storage,
  upload: UploadRow,
  received: readonly PartRow[],
  nowMs: number,
): Promise<UploadTicket> {
  const expiresAt = Math.floor(nowMs / 1000) + UPLOAD_URL_TTL_SECONDS;
  const done = new Map(received.map((p) => [p.number, p]));
  const open = upload.status === 'open';
  const parts: UploadPart[] = [];
  for (let number = 1; number <= upload.partCount; number += 1) {
    const bounds = partBounds(upload, number);
    const arrived = done.get(number)?.size === bounds.size;
    parts.push({
      number,
      ...bounds,
      received: arrived,
      url: open && !arrived ? await partUrl(storage, upload, number) : null,
    });
  }
  return {
    id: upload.id,
    purpose: upload.purpose,
    filename: upload.filename,
    mime_type: upload.declaredMimeType,
    size: upload.size,
    part_size: upload.partSize,
    target: storage.kind,
    method: 'PUT',
    parts,
    urls_expire_at: new Date(expiresAt * 1000).toISOString(),
    status: upload.status,
    asset_id: upload.assetId,
  };

  function partUrl(s: Storage, u: UploadRow, number: number): Promise<string> | string {
    if (s.kind === 'local') return localPartUrl(u.id, number, expiresAt);
    const signedAt = new Date(nowMs);
    if (u.s3UploadId) return s.presignPart!(u.storageKey, u.s3UploadId, number, UPLOAD_URL_TTL_SECONDS, signedAt);
    return s.presignPut!(u.storageKey, u.declaredMimeType, UPLOAD_URL_TTL_SECONDS, signedAt);
  }
}
