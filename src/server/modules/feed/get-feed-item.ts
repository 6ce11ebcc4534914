import { and, eq } from 'drizzle-orm';
import { contentExpansions, type ContentExpansion } from '@shared/schemas/content';
import type { FeedItem } from '@shared/schemas/search';
import { content } from '../../db/schema';
import { notFound } from '../../http/errors';
import { contentColumns, serializeContents, type ReadContext } from '../content';
import { discoverableContent } from '../search';
import { feedReason, feedTier } from './feed-tier';

/**
 * GET /api/feed/content/:id: one item of the fan's feed with its relations (all of them unless
 * `expand` names some), gated like every content answer. An item the feed would not show (not
 * listed, or by a creator the fan blocked) is a 404; the relations that list other items (similar,
 * communities) leave that creator out themselves.
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
  return { ...item!, feed_reason: feedReason(row.tier) };
}
