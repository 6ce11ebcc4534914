import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { content } from '../../db/schema';
import { notFound } from '../../http/errors';

export type StudioRow = typeof content.$inferSelect;

/**
 * The creator's own item, or a 404: someone else's item is indistinguishable from a missing one.
 * `ownerId: null` is the admin's reach (any item). `lock` holds the row until the transaction ends, so two
 * transitions of one item run one after the other and each sees the other's result.
 */
export async function findOwnContent(
  db: Db | Tx,
  ownerId: number | null,
  id: number,
  lock = false,
): Promise<StudioRow> {
  const where = ownerId === null ? eq(content.id, id) : and(eq(content.id, id), eq(content.ownerId, ownerId));
  const query = db.select().from(content).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
