import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** A creator by login, case-insensitively (logins are unique that way); deleted accounts are gone. */
export async function findCreatorByLogin(db: Db, login: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.login}) = lower(${login})`, eq(users.kind, 'creator'), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}
