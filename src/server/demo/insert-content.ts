import type { Tx } from '../db/client';
import {
  collaborations,
  content,
  contentMedia,
  contentTags,
  entitlements,
  mediaAssets,
  meetings,
  subscriptionContent,
} from '../db/schema';
import { insertAll, insertReturningIds } from './insert-rows';
import type { DemoPlan } from './plan-types';
import { DEMO_PICTURE_MIME, type PictureSizes } from './write-demo-files';

/** Content with its cover and videos, meetings, tags, collaborations, community links and entitlements. */
export async function insertContent(
  tx: Tx,
  plan: DemoPlan,
  userIds: number[],
  genreIds: Map<string, number>,
  pictureSizes: PictureSizes,
): Promise<void> {
  const user = (index: number) => userIds[index]!;
  const ids = await insertReturningIds(plan.content, (chunk) =>
    tx
      .insert(content)
      .values(
        chunk.map((c) => ({
          ownerId: user(c.owner),
          type: c.type,
          status: c.status,
          title: c.title,
          description: c.description,
          priceAmount: c.priceAmount,
          priceCurrency: c.priceCurrency,
          details: c.details,
          publishedAt: c.publishedAt,
          archivedAt: c.archivedAt,
          deletedAt: c.deletedAt,
          deletionReason: c.deletionReason,
          createdAt: c.createdAt,
          updatedAt: c.deletedAt ?? c.archivedAt ?? c.publishedAt ?? c.createdAt,
        })),
      )
      .returning({ id: content.id }),
  );
  const contentId = (index: number) => ids[index]!;

  // Assets in plan order (each item's cover, then its videos), so links can be rebuilt by walking it again.
  const assets = plan.content.flatMap((c) => [
    {
      ownerId: user(c.owner),
      kind: 'image' as const,
      storageKey: c.cover.key,
      mimeType: DEMO_PICTURE_MIME,
      size: pictureSizes.get(c.cover.key) ?? 0,
    },
    ...c.videos.map((v) => ({
      ownerId: user(c.owner),
      kind: 'video' as const,
      storageKey: v.key,
      mimeType: v.mimeType,
      status: v.status,
      error: v.error,
      durationSeconds: v.durationSeconds,
      renditions: { poster: c.cover.key },
    })),
  ]);
  const assetIds = await insertReturningIds(assets, (chunk) =>
    tx.insert(mediaAssets).values(chunk).returning({ id: mediaAssets.id }),
  );
  let next = 0;
  const links = plan.content.flatMap((c, i) => [
    { contentId: contentId(i), assetId: assetIds[next++]!, role: 'cover' as const, position: 0 },
    ...c.videos.map((v) => ({
      contentId: contentId(i),
      assetId: assetIds[next++]!,
      role: v.role,
      position: v.position,
    })),
  ]);
  await insertAll(links, (chunk) => tx.insert(contentMedia).values(chunk));

  await insertAll(
    plan.content.flatMap((c, i) => c.meetings.map((m) => ({ contentId: contentId(i), ...m }))),
    (chunk) => tx.insert(meetings).values(chunk),
  );
  await insertAll(
    plan.content.flatMap((c, i) => c.tags.map((slug) => ({ contentId: contentId(i), genreId: genreIds.get(slug)! }))),
    (chunk) => tx.insert(contentTags).values(chunk),
  );
  await insertAll(
    plan.content.flatMap((c, i) =>
      c.collaborators.map((k) => ({ contentId: contentId(i), creatorId: user(k.user), status: k.status })),
    ),
    (chunk) => tx.insert(collaborations).values(chunk),
  );
  await insertAll(
    plan.subscriptionLinks.map((l) => ({ subscriptionId: contentId(l.community), contentId: contentId(l.content) })),
    (chunk) => tx.insert(subscriptionContent).values(chunk),
  );
  await insertAll(
    plan.entitlements.map((e) => ({
      userId: user(e.user),
      contentId: contentId(e.content),
      source: e.source,
      grantedAt: e.grantedAt,
      expiresAt: e.expiresAt,
      revokedAt: e.revokedAt,
    })),
    (chunk) => tx.insert(entitlements).values(chunk),
  );
}
