import { and, eq, inArray } from 'drizzle-orm';
import { isCaptionLanguage, type AttachCaptionsInput, type StudioCaption } from '@shared/schemas/captions';
import { UploadDescriptors } from '@shared/upload-limits';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { captionTracks, content, contentMedia, mediaAssets } from '../../db/schema';
import { invalidField, notFound } from '../../http/errors';
import { storageFor } from '../../services/storage';
import { loadCaptions } from '../media-assets/caption-tracks';
import { lockOwnContent } from './lock-own-content';

/**
 * The caller's own, not deleted, item with `videoId` as its main or an additional video; anything
 * else is 404. The item row is locked, so two writes to one video's tracks run one after the other.
 */
async function lockOwnVideo(tx: Tx, userId: number, contentId: number, videoId: number): Promise<void> {
  await lockOwnContent(tx, userId, contentId);
  const [link] = await tx
    .select({ role: contentMedia.role })
    .from(contentMedia)
    .where(
      and(
        eq(contentMedia.contentId, contentId),
        eq(contentMedia.assetId, videoId),
        inArray(contentMedia.role, ['video', 'additional']),
      ),
    )
    .limit(1);
  if (!link) throw notFound();
}

async function touch(deps: Deps, tx: Tx, contentId: number): Promise<void> {
  await tx
    .update(content)
    .set({ updatedAt: new Date(deps.clock.now()) })
    .where(eq(content.id, contentId));
}

/** A caption file no track uses any more: its row goes in the transaction, its bytes after the commit. */
async function dropFile(tx: Tx, fileId: number): Promise<string | null> {
  const [gone] = await tx
    .delete(mediaAssets)
    .where(eq(mediaAssets.id, fileId))
    .returning({ storageKey: mediaAssets.storageKey });
  return gone?.storageKey ?? null;
}

async function deleteBytes(deps: Deps, key: string | null): Promise<void> {
  // The rows are already gone; a file left behind by a storage hiccup is unreachable and harmless.
  if (key)
    await storageFor(deps.config)
      .delete(key)
      .catch(() => undefined);
}

/**
 * PUT /api/content/:id/videos/:videoId/captions: the language's track gets this file and label.
 * A track already in that language is replaced and its old file deleted. The file must be the
 * caller's own `captions` upload that no other track uses (else 422 on `file`); one transaction.
 */
export async function attachCaptions(
  deps: Deps,
  userId: number,
  contentId: number,
  videoId: number,
  input: AttachCaptionsInput,
): Promise<StudioCaption[]> {
  const replacedKey = await deps.db.transaction(async (tx) => {
    await lockOwnVideo(tx, userId, contentId, videoId);
    const [file] = await tx
      .select({ ownerId: mediaAssets.ownerId, kind: mediaAssets.kind })
      .from(mediaAssets)
      .where(eq(mediaAssets.id, input.file))
      .limit(1);
    if (!file || file.ownerId !== userId) throw invalidField('file', UploadDescriptors.assetNotYours);
    if (file.kind !== 'captions') throw invalidField('file', UploadDescriptors.captionsInvalid);
    const [user] = await tx.select().from(captionTracks).where(eq(captionTracks.fileId, input.file)).limit(1);
    if (user && (user.videoId !== videoId || user.language !== input.language)) {
      throw invalidField('file', UploadDescriptors.assetDuplicate);
    }

    const [current] = await tx
      .select({ fileId: captionTracks.fileId })
      .from(captionTracks)
      .where(and(eq(captionTracks.videoId, videoId), eq(captionTracks.language, input.language)));
    await touch(deps, tx, contentId);
    if (!current) {
      await tx.insert(captionTracks).values({
        videoId,
        language: input.language,
        label: input.label,
        fileId: input.file,
        createdAt: new Date(deps.clock.now()),
      });
      return null;
    }
    await tx
      .update(captionTracks)
      .set({ label: input.label, fileId: input.file })
      .where(and(eq(captionTracks.videoId, videoId), eq(captionTracks.language, input.language)));
    return current.fileId === input.file ? null : dropFile(tx, current.fileId);
  });
  await deleteBytes(deps, replacedKey);
  return loadCaptions(deps.db, videoId);
}

/** DELETE /api/content/:id/videos/:videoId/captions/:language: the track and its file go; no such track → 404. */
export async function removeCaptions(
  deps: Deps,
  userId: number,
  contentId: number,
  videoId: number,
  language: string,
): Promise<StudioCaption[]> {
  if (!isCaptionLanguage(language)) throw notFound();
  const removedKey = await deps.db.transaction(async (tx) => {
    await lockOwnVideo(tx, userId, contentId, videoId);
    const [removed] = await tx
      .delete(captionTracks)
      .where(and(eq(captionTracks.videoId, videoId), eq(captionTracks.language, language)))
      .returning({ fileId: captionTracks.fileId });
    if (!removed) throw notFound();
    await touch(deps, tx, contentId);
    return dropFile(tx, removed.fileId);
  });
  await deleteBytes(deps, removedKey);
  return loadCaptions(deps.db, videoId);
}
