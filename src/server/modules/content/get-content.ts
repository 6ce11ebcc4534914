import { and, eq } from 'drizzle-orm';
import type { ContentExpansion, ContentResource } from '@shared/schemas/content';
import { content } from '../../db/schema';
import { notFound } from '../../http/errors';
import { ownerNotBlockedBy } from './blocked-condition';
import { contentColumns } from './content-columns';
import { serializeContents } from './serialize-content';
import type { ReadContext } from './viewer';
import { openableBy } from './visibility';

/**
 * One item as the viewer may see it; unpublished items exist only for their owner, and a creator
 * the viewer blocked is gone for them (404, as if the item did not exist).
 */
export async function getContent(
  ctx: ReadContext,
  id: number,
  expand: readonly ContentExpansion[],
): Promise<ContentResource> {
  const [row] = await ctx.db
    .select(contentColumns)
    .from(content)
    .where(and(eq(content.id, id), openableBy(ctx.viewer), ownerNotBlockedBy(ctx.viewer?.id ?? null, content.ownerId)))
    .limit(1);
  if (!row) throw notFound();
  const [item] = await serializeContents(ctx, [row], expand);
  return item!;
}
