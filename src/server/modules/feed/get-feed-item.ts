import { and, eq } from 'drizzle-orm';
import { contentExpansions, type ContentExpansion, type ContentResource } from '@shared/schemas/content';
import type { FeedItem } from '@shared/schemas/search';
import { blocks, content } from '../../db/schema';
import { notFound } from '../../http/errors';
import { contentColumns, serializeContents, type ReadContext } from '../content';
import { discoverableContent } from '../search';
import { feedReason, feedTier } from './feed-tier';

/** Relations that list other items: a blocked creator's items are taken out of them too. */
const relatedLists = [
  'similar',
  'subscribedContent',
  'availableSubscribedContent',
  'connectedSubscriptions',
  'availableInSubscriptions',
] as const satisfies readonly ContentExpansion[];

/**
 * GET /api/feed/content/:id: one item of the fan's feed with its relations (all of them unless
 * `expand` names some), gated like every content answer. An item the feed would not show (not
 * listed, or by a creator the fan blocked) is a 404.
 */
export async function getFeedItem(
  ctx: ReadContext & { viewer: { id: number } },
  id: number,
  expand: readonly ContentExpansion[],
): Promise<FeedItem> {
  const tier = feedTier(ctx.viewer.id);
  const [row] = await ctx.db
    .select({ ...contentColumns, tier: tier.as('tier') })
    .from(content)
    .where(and(eq(content.id, id), discoverableContent(ctx.viewer)))
    .limit(1);
  if (!row) throw notFound();
  const [item] = await serializeContents(ctx, [row], expand.length > 0 ? expand : contentExpansions);
  const blocked = new Set(
    (await ctx.db.select({ id: blocks.blockedId }).from(blocks).where(eq(blocks.blockerId, ctx.viewer.id))).map(
      (b) => b.id,
    ),
  );
  const visible = (list: ContentResource[] | undefined) => list?.filter((related) => !blocked.has(related.user_id));
  const lists = Object.fromEntries(
    relatedLists.filter((name) => item![name] !== undefined).map((name) => [name, visible(item![name])]),
  );
  return { ...item!, ...lists, feed_reason: feedReason(row.tier) };
}
