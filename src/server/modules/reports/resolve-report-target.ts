import { and, eq, isNull } from 'drizzle-orm';
import { ContentStatus } from '@shared/codes';
import type { ReportTargetType } from '@shared/schemas/reports';
import type { Db } from '../../db/client';
import { content, reviews, users } from '../../db/schema';

/** Finds who owns (or is) a reported target: one query per target type. */
type Resolver = (db: Db, id: number) => Promise<{ ownerId: number } | undefined>;

/**
 * What can be reported: published content that is not deleted, an account that is not deleted, a
 * visible review. Chat messages have no table yet, so a reported message is unknown (422) until the
 * chat module adds its resolver here.
 */
const resolvers: Record<ReportTargetType, Resolver> = {
  content: async (db, id) =>
    (
      await db
        .select({ ownerId: content.ownerId })
        .from(content)
        .where(and(eq(content.id, id), eq(content.status, ContentStatus.published), isNull(content.deletedAt)))
        .limit(1)
    )[0],
  user: async (db, id) =>
    (
      await db
        .select({ ownerId: users.id })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .limit(1)
    )[0],
  review: async (db, id) =>
    (
      await db
        .select({ ownerId: reviews.authorId })
        .from(reviews)
        .where(and(eq(reviews.id, id), eq(reviews.status, 'visible')))
        .limit(1)
    )[0],
  message: () => Promise.resolve(undefined),
};

export async function resolveReportTarget(db: Db, target: { type: ReportTargetType; id: number }) {
  return (await resolvers[target.type](db, target.id)) ?? null;
}
