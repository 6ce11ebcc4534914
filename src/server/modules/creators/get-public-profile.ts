import { and, eq, isNull } from 'drizzle-orm';
import type { PublicProfile } from '@shared/schemas/content';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { shortUser } from '../content';

/** GET /api/users/:id/profile: what anyone may know about a person. Never the e-mail or settings. */
export async function getPublicProfile(db: Db, id: number): Promise<PublicProfile> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw notFound();
  return { ...shortUser(user), bio: user.bio, kind: user.kind, created_at: user.createdAt.toISOString() };
}
