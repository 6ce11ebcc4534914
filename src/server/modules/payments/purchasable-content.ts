import { and, eq } from 'drizzle-orm';
import { ContentType } from '@shared/codes';
import { CommerceDescriptors as M } from '@shared/schemas/commerce';
import type { Db } from '../../db/client';
import { content } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { contentColumns, listedPublicly, loadContentAccess, type ContentRow, ownerNotBlockedBy } from '../content';

/**
 * The item a buyer may pay for right now, or the reason they may not: listed publicly (published, not
 * archived or deleted, owner not blocked), not blocked by the buyer, not their own, priced, and not held yet.
 * `kind` picks one-off purchases or communities (type 50), which are joined instead of bought.
 */
export async function purchasableContent(
  db: Db,
  buyerId: number,
  contentId: number,
  kind: 'purchase' | 'community',
  now: Date,
): Promise<ContentRow> {
  const [row] = await db
    .select(contentColumns)
    .from(content)
    .where(and(eq(content.id, contentId), listedPublicly(), ownerNotBlockedBy(buyerId, content.ownerId)))
    .limit(1);
  if (!row) throw invalidField('content_id', M.contentUnavailable);
  if (row.ownerId === buyerId) throw invalidField('content_id', M.ownContent);
  const community = row.type === ContentType.subscription;
  if (kind === 'purchase' && community) throw invalidField('content_id', M.isCommunity);
  if (kind === 'community' && !community) throw invalidField('content_id', M.notCommunity);
  if (row.priceAmount <= 0) throw invalidField('content_id', M.freeContent);
  const access = (await loadContentAccess(db, { id: buyerId }, [row], now)).get(row.id)!;
  if (access.isBought) throw invalidField('content_id', community ? M.alreadySubscribed : M.alreadyBought);
  return row;
}
