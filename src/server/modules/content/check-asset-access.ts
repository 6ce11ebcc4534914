import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { content, contentMedia, feedbackSubmissions } from '../../db/schema';
import { canWatch, loadContentAccess } from './content-access';
import type { Viewer } from './viewer';
import { openableBy } from './visibility';

export type AssetVerdict = 'allowed' | 'forbidden' | 'missing';

/**
 * May this viewer fetch the files of a media asset? Only through content they can open and that
 * is not deleted; a teaser or cover always, a main or additional video under the gating rule.
 * An asset no such content links to is "missing", so its existence is not revealed.
 */
export async function checkAssetAccess(db: Db, viewer: Viewer, assetId: number, now: Date): Promise<AssetVerdict> {
  const links = await db
    .select({ id: content.id, ownerId: content.ownerId, priceAmount: content.priceAmount, role: contentMedia.role })
    .from(contentMedia)
    .innerJoin(content, eq(content.id, contentMedia.contentId))
    .where(and(eq(contentMedia.assetId, assetId), isNull(content.deletedAt), openableBy(viewer)));
  if (links.length === 0) return (await isFeedbackParticipant(db, viewer, assetId)) ? 'allowed' : 'missing';
  if (links.some((l) => l.role === 'teaser' || l.role === 'cover')) return 'allowed';
  const access = await loadContentAccess(db, viewer, links, now);
  return links.some((l) => canWatch(access.get(l.id)!)) ? 'allowed' : 'forbidden';
}

/** A fan's video sent to a feedback service is no content's media: only that fan and the service's creator see it. */
async function isFeedbackParticipant(db: Db, viewer: Viewer, assetId: number): Promise<boolean> {
  if (!viewer) return false;
  const [row] = await db
    .select({ fanId: feedbackSubmissions.fanId, ownerId: content.ownerId })
    .from(feedbackSubmissions)
    .innerJoin(content, eq(content.id, feedbackSubmissions.contentId))
    .where(eq(feedbackSubmissions.assetId, assetId))
    .limit(1);
  return row !== undefined && (row.fanId === viewer.id || row.ownerId === viewer.id);
}
