import type { Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import { findOwnContent } from '../studio/find-own-content';

/**
 * Locks the caller's own item for a media write, or 404: someone else's item and one in the trash are
 * both missing here. The lock makes two media writes to one item run one after the other.
 */
export async function lockOwnContent(tx: Tx, userId: number, contentId: number): Promise<void> {
  const item = await findOwnContent(tx, userId, contentId, true);
  if (item.deletedAt) throw notFound();
}
