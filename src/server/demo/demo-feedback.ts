import { and, asc, eq, like } from 'drizzle-orm';
import { ContentStatus, ContentType } from '@shared/codes';
import type { Tx } from '../db/client';
import { content, entitlements, feedbackComments, feedbackSubmissions, mediaAssets, users } from '../db/schema';

/**
 * The feedback service out of the box: the demo fan bought one of the demo creator's feedback services
 * (made here if the plan gave the creator none), sent a video and got two timestamped comments. The
 * fan's video reuses a demo teaser file (an mp4 plays from its own key, so no folder is shared).
 */
export async function insertDemoFeedback(tx: Tx): Promise<void> {
  const [creator] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'creator@stagepass.local'));
  const [fan] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'fan@stagepass.local'));
  if (!creator || !fan) return;
  const [existing] = await tx
    .select({ id: content.id })
    .from(content)
    .where(
      and(
        eq(content.ownerId, creator.id),
        eq(content.type, ContentType.feedback),
        eq(content.status, ContentStatus.published),
      ),
    )
    .orderBy(asc(content.id))
    .limit(1);
  const serviceId =
    existing?.id ??
    (
      await tx
        .insert(content)
        .values({
          ownerId: creator.id,
          type: ContentType.feedback,
          status: ContentStatus.published,
          title: 'Feedback on your choreography',
          description: 'Send a video of your routine and get comments at the exact moments that matter.',
          priceAmount: 1500,
          priceCurrency: 'USD',
          details: {
            service: { max_video_minutes: 5, delivery_days: 3, instructions: 'Film from the front, full body.' },
          },
          publishedAt: new Date(),
        })
        .returning({ id: content.id })
    )[0]!.id;
  const [teaser] = await tx
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.status, 'ready'), like(mediaAssets.storageKey, 'private/teasers/%')))
    .orderBy(asc(mediaAssets.id))
    .limit(1);
  if (!teaser) return;
  await tx
    .insert(entitlements)
    .values({ userId: fan.id, contentId: serviceId, source: 'purchase' })
    .onConflictDoNothing();
  const [asset] = await tx
    .insert(mediaAssets)
    .values({
      ownerId: fan.id,
      kind: 'video',
      storageKey: teaser.storageKey,
      mimeType: teaser.mimeType,
      size: teaser.size,
      status: 'ready',
      durationSeconds: teaser.durationSeconds ?? 8,
      renditions: teaser.renditions,
    })
    .returning({ id: mediaAssets.id });
  const [submission] = await tx
    .insert(feedbackSubmissions)
    .values({ contentId: serviceId, fanId: fan.id, assetId: asset!.id, note: 'My second turn always drifts. Why?' })
    .returning({ id: feedbackSubmissions.id });
  await tx.insert(feedbackComments).values([
    { submissionId: submission!.id, authorId: creator.id, atMs: 1500, body: 'Spot a fixed point before you turn.' },
    { submissionId: submission!.id, authorId: creator.id, atMs: 4000, body: 'Keep your supporting knee soft here.' },
  ]);
}
