import { and, eq, notExists } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { content, contentMedia, mediaAssets, mediaSources } from '../../db/schema';
import { TEASER_SECONDS } from '../../services/transcoder';

/**
 * Content whose main video is this ready asset and that has no teaser gets the clip the pipeline
 * cut from it. Called when a video finishes processing and when one is attached.
 */
export async function linkAutoTeaser(tx: Tx, videoAssetId: number): Promise<void> {
  const [source] = await tx
    .select({ teaserKey: mediaSources.teaserKey, ownerId: mediaAssets.ownerId, duration: mediaAssets.durationSeconds })
    .from(mediaSources)
    .innerJoin(mediaAssets, eq(mediaAssets.id, mediaSources.assetId))
    .where(and(eq(mediaSources.assetId, videoAssetId), eq(mediaAssets.status, 'ready')));
  if (!source?.teaserKey) return;
  const teaserless = await tx
    .select({ id: contentMedia.contentId })
    .from(contentMedia)
    .innerJoin(content, eq(content.id, contentMedia.contentId))
    .where(
      and(
        eq(contentMedia.assetId, videoAssetId),
        eq(contentMedia.role, 'video'),
        notExists(
          tx
            .select({ one: contentMedia.assetId })
            .from(contentMedia)
            .where(and(eq(contentMedia.contentId, content.id), eq(contentMedia.role, 'teaser'))),
        ),
      ),
    );
  if (teaserless.length === 0) return;
  let [teaser] = await tx
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(eq(mediaAssets.storageKey, source.teaserKey))
    .limit(1);
  teaser ??= (
    await tx
      .insert(mediaAssets)
      .values({
        ownerId: source.ownerId,
        kind: 'video',
        storageKey: source.teaserKey,
        mimeType: 'video/mp4',
        status: 'ready',
        durationSeconds: Math.min(TEASER_SECONDS, source.duration ?? TEASER_SECONDS),
      })
      .returning({ id: mediaAssets.id })
  )[0]!;
  await tx
    .insert(contentMedia)
    .values(teaserless.map((c) => ({ contentId: c.id, assetId: teaser.id, role: 'teaser' as const, position: 0 })))
    .onConflictDoNothing();
}
