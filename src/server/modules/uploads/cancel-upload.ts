import { eq } from 'drizzle-orm';
import { UploadDescriptors } from '@shared/upload-limits';
import type { Deps } from '../../deps';
import { uploadParts, uploads } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { LocalStorage, storageFor } from '../../services/storage';
import { findOwnUpload } from './find-upload';
import { partsFolder } from './receive-part';

/** DELETE /api/media/uploads/:id: stops an open upload and drops what arrived of it. */
export async function cancelUpload(deps: Deps, userId: number, uploadId: string): Promise<void> {
  const upload = await findOwnUpload(deps.db, userId, uploadId);
  if (upload.status !== 'open') throw invalidField('upload', UploadDescriptors.notOpen);
  const storage = storageFor(deps.config);
  await deps.db.transaction(async (tx) => {
    await tx.update(uploads).set({ status: 'cancelled' }).where(eq(uploads.id, upload.id));
    await tx.delete(uploadParts).where(eq(uploadParts.uploadId, upload.id));
  });
  if (storage instanceof LocalStorage) await storage.deleteFolder(partsFolder(upload.id));
  else if (upload.s3UploadId)
    await storage.abortMultipart!(upload.storageKey, upload.s3UploadId).catch(() => undefined);
  else await storage.delete(upload.storageKey).catch(() => undefined);
}
