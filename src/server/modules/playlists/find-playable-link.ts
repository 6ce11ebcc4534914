import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { PlaylistDescriptors } from '@shared/schemas/playlists';
import { content, contentMedia, mediaAssets } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { canWatch, loadContentAccess, openableBy, type ReadContext, ownerNotBlockedBy } from '../content';

/**
 * The content a video may be added to a playlist from: a teaser of anything the user can open, or a
 * main or additional video the gating rule lets them watch. Anything else, covers included, is a 422
 * that does not say whether the video exists.
 */
export async function findPlayableLink(ctx: ReadContext, userId: number, mediaId: number): Promise<number> {
  const links = await ctx.db
    .select({ id: content.id, ownerId: content.ownerId, priceAmount: content.priceAmount, role: contentMedia.role })
    .from(contentMedia)
    .innerJoin(content, eq(content.id, contentMedia.contentId))
    .innerJoin(mediaAssets, eq(mediaAssets.id, contentMedia.assetId))
    .where(
      and(
        eq(contentMedia.assetId, mediaId),
        inArray(contentMedia.role, ['teaser', 'video', 'additional']),
        eq(mediaAssets.kind, 'video'),
        isNull(content.deletedAt),
        openableBy({ id: userId }),
        ownerNotBlockedBy(userId, content.ownerId),
      ),
    )
    .orderBy(asc(content.id));
  const access = await loadContentAccess(ctx.db, { id: userId }, links, ctx.now);
  const link = links.find((l) => l.role === 'teaser' || canWatch(access.get(l.id)!));
  if (!link) throw invalidField('media_id', PlaylistDescriptors.mediaUnavailable);
  return link.id;
}
