import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { uploads } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { UploadRow } from './upload-ticket';

/** The caller's own upload; anyone else's answers 404, as if it did not exist. */
export async function findOwnUpload(db: Db | Tx, userId: number, uploadId: string, lock = false): Promise<UploadRow> {
  const query = db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.ownerId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
