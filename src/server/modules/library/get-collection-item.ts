import { and, eq } from 'drizzle-orm';
import type { ContentExpansion, ContentResource } from '@shared/schemas/content';
import { content } from '../../db/schema';
import { notFound } from '../../http/errors';
import { contentColumns, serializeContents, type ReadContext } from '../content';
import { pageExpansions } from '../fan';
import { inCollectionOf } from './collection-condition';

/** GET /api/profile/collection/:id: one held item as its content page; anything not held is a 404. */
export async function getCollectionItem(
  ctx: ReadContext,
  userId: number,
  id: number,
  expand: readonly ContentExpansion[],
): Promise<ContentResource> {
  const [row] = await ctx.db
    .select(contentColumns)
    .from(content)
    .where(and(eq(content.id, id), inCollectionOf(userId, ctx.now)))
    .limit(1);
  if (!row) throw notFound();
  const [item] = await serializeContents(ctx, [row], pageExpansions(expand));
  return item!;
}
