import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { notFound } from '../../../http/errors';

/** The user row, locked for the rest of the transaction when `tx` is one; 404 when there is none. */
export async function findUserForUpdate(tx: Db | Tx, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound();
  return row;
}
