import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { withValues } from '@shared/message-descriptor';
import type { MediaAssetResource } from '@shared/schemas/uploads';
import { UploadDescriptors, formatBytes, uploadTypeFor, type UploadPurpose } from '@shared/upload-limits';
import { isWebVtt } from '@shared/webvtt';
import type { Deps } from '../../deps';
import { mediaAssets, mediaSources, uploads } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { LocalStorage, storageFor, type Storage } from '../../services/storage';
import { assetResource } from '../media-assets/asset-resource';
import { isPublicKey } from '../media-assets/media-urls';
import { queueImageRenditions } from '../media/make-image-renditions-job';
import { transcodeVideoJob } from '../media/transcode-video-job';
import { findOwnUpload } from './find-upload';
import { partKey, partsFolder } from './receive-part';
import { sniffStoredType } from './sniff-type';
import { cleanImage } from './clean-image';
import { squareAvatar } from './square-avatar';
import { loadParts, partBounds, type PartRow, type UploadRow } from './upload-ticket';

/** Purposes whose videos go through the pipeline (HLS, poster, thumbnail); chat videos play as sent. */
const TRANSCODED: readonly UploadPurpose[] = ['content', 'feedback'];

/**
 * POST /api/media/uploads/:id/complete: joins the parts, checks the bytes (magic numbers and real
 * size against the purpose's rules) and turns the file into a media asset; a video is queued for
 * the pipeline in the same transaction, a public image for its renditions; a picture loses its metadata first
 * (`cleanImage`), and an avatar becomes a square (`squareAvatar`). A refused file is deleted and its upload cancelled.
 * Completing twice answers the same asset. Contract 2: chat and feedback call this too.
 */
export async function completeUpload(deps: Deps, userId: number, uploadId: string): Promise<MediaAssetResource> {
  const upload = await findOwnUpload(deps.db, userId, uploadId);
  if (upload.status === 'completed' && upload.assetId) return existingAsset(deps, upload.assetId);
  if (upload.status !== 'open') throw invalidField('upload', UploadDescriptors.notOpen);

  const storage = storageFor(deps.config);
  const parts = await loadParts(deps.db, upload.id);
  const missing = Array.from({ length: upload.partCount }, (_, i) => i + 1).filter(
    (n) => parts.find((p) => p.number === n)?.size !== partBounds(upload, n).size,
  );
  if (missing.length > 0) throw invalidField('parts', UploadDescriptors.partsMissing);

  await assemble(storage, upload, parts);
  const stored = await storage.head(upload.storageKey);
  if (!stored || stored.size !== upload.size) {
    await refuse(deps, storage, upload);
    throw invalidField('size', UploadDescriptors.sizeMismatch);
  }
  const sniffed = await sniffStoredType(storage, upload.storageKey, stored.size);
  const type = sniffed ? uploadTypeFor(upload.purpose, sniffed) : null;
  const announced = uploadTypeFor(upload.purpose, upload.declaredMimeType);
  // The announced kind chose the storage key (public for images): other bytes must not land there.
  if (!type || type.kind !== announced?.kind) {
    await refuse(deps, storage, upload);
    const message =
      announced?.kind === 'captions' ? UploadDescriptors.captionsInvalid : UploadDescriptors.contentMismatch;
    throw invalidField('file', message);
  }
  if (stored.size > type.maxBytes) {
    await refuse(deps, storage, upload);
    throw invalidField('size', withValues(UploadDescriptors.tooLarge, { max: formatBytes(type.maxBytes) }));
  }
  if (type.kind === 'captions' && !(await isStoredWebVtt(storage, upload.storageKey))) {
    await refuse(deps, storage, upload);
    throw invalidField('file', UploadDescriptors.captionsInvalid);
  }

  let size = stored.size;
  if (type.kind === 'image') {
    const cleaned = await (upload.purpose === 'avatar' ? squareAvatar : cleanImage)(
      storage,
      upload.storageKey,
      type.mime,
    );
    if (cleaned === null) {
      await refuse(deps, storage, upload);
      throw invalidField('file', UploadDescriptors.contentMismatch);
    }
    size = cleaned;
  }

  const transcode = type.kind === 'video' && TRANSCODED.includes(upload.purpose);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(uploads).where(eq(uploads.id, upload.id)).for('update');
    if (locked?.status === 'completed' && locked.assetId) return existingAsset(deps, locked.assetId, tx);
    if (locked?.status !== 'open') throw invalidField('upload', UploadDescriptors.notOpen);
    const [asset] = await tx
      .insert(mediaAssets)
      .values({
        ownerId: upload.ownerId,
        kind: type.kind,
        storageKey: upload.storageKey,
        mimeType: type.mime,
        size,
        status: transcode ? 'processing' : 'ready',
        createdAt: new Date(deps.clock.now()),
      })
      .returning();
    await tx.update(uploads).set({ status: 'completed', assetId: asset!.id }).where(eq(uploads.id, upload.id));
    if (transcode) {
      await tx
        .insert(mediaSources)
        .values({ assetId: asset!.id, sourceKey: upload.storageKey, sourceMimeType: type.mime });
      await deps.jobs.send(transcodeVideoJob, { assetId: asset!.id }, { tx, singletonKey: `transcode-${asset!.id}` });
    }
    if (type.kind === 'image' && isPublicKey(upload.storageKey)) await queueImageRenditions(deps, tx, asset!.id);
    return assetResource(asset!);
  });
}

/** A caption file is small (CAPTIONS_MAX_BYTES): read whole, since one bad byte anywhere shows as garbage. */
async function isStoredWebVtt(storage: Storage, key: string): Promise<boolean> {
  const bytes = await storage.get(key);
  return bytes !== null && isWebVtt(bytes);
}

async function existingAsset(deps: Deps, assetId: number, db: Pick<Deps['db'], 'select'> = deps.db) {
  const [asset] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, assetId)).limit(1);
  if (!asset) throw invalidField('upload', UploadDescriptors.notOpen);
  return assetResource(asset);
}

/** Joins a local upload's parts into its final file, or closes an S3 multipart upload. */
async function assemble(storage: Storage, upload: UploadRow, parts: PartRow[]): Promise<void> {
  if (storage instanceof LocalStorage) {
    const target = storage.pathOf(upload.storageKey);
    const temp = `${target}.${randomBytes(6).toString('hex')}.assembling`;
    await mkdir(path.dirname(target), { recursive: true });
    const out = createWriteStream(temp);
    try {
      for (const part of parts) {
        await pipeline(createReadStream(storage.pathOf(partKey(upload.id, part.number))), out, { end: false });
      }
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
    } catch (error) {
      out.destroy();
      await rm(temp, { force: true });
      throw error;
    }
    await rename(temp, target);
    await storage.deleteFolder(partsFolder(upload.id));
    return;
  }
  if (upload.s3UploadId) {
    try {
      await storage.completeMultipart!(
        upload.storageKey,
        upload.s3UploadId,
        parts.map((p) => ({ number: p.number, etag: p.etag ?? '' })),
      );
    } catch {
      throw invalidField('parts', UploadDescriptors.partsMissing);
    }
  }
}

/** Deletes a refused file and cancels its upload, so nothing of it remains. */
async function refuse(deps: Deps, storage: Storage, upload: UploadRow): Promise<void> {
  await storage.delete(upload.storageKey);
  if (storage instanceof LocalStorage) await storage.deleteFolder(partsFolder(upload.id));
  await deps.db.update(uploads).set({ status: 'cancelled' }).where(eq(uploads.id, upload.id));
}
