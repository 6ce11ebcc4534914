import { and, eq } from 'drizzle-orm';
import type { ContentExpansion, ContentResource } from '@shared/schemas/content';
import { content } from '../../db/schema';
import { notFound } from '../../http/errors';
import { contentColumns, serializeContents, type ContentRow, type ReadContext } from '../content';
import { openableBy } from '../content';
import { pageExpansions } from '../fan';

/**
 * A shared item as anyone may open it: published and from an active creator. Unlike /content/:id, an
 * owner's draft is never shareable, so the condition is what an anonymous visitor could open. An archived
 * or deleted item still answers (the latter with its reason and no media), as a buyer's link does.
 */
export async function findSharedContent(ctx: Pick<ReadContext, 'db'>, id: number): Promise<ContentRow> {
  const [row] = await ctx.db
    .select(contentColumns)
    .from(content)
    .where(and(eq(content.id, id), openableBy(null)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** GET /api/shared-content/:id and /api/global-content/:id: the content page, gated for the viewer (anonymous = locked). */
export async function getSharedContent(
  ctx: ReadContext,
  id: number,
  expand: readonly ContentExpansion[],
): Promise<ContentResource> {
  const row = await findSharedContent(ctx, id);
  const [item] = await serializeContents(ctx, [row], pageExpansions(expand));
  return item!;
}
