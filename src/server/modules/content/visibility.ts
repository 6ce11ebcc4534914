import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ContentStatus } from '@shared/codes';
import { content, users } from '../../db/schema';
import type { Viewer } from './viewer';

/** The owner can still be seen: not blocked, not deleted. A subquery, so it composes with any select. */
export function ownerActive(): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${content.ownerId} and ${users.status} <> 'blocked' and ${users.deletedAt} is null)`;
}

/**
 * What anyone may find in a list: published, not archived, not deleted, from an active owner.
 * The status is a literal, not a parameter, so the planner can match the partial `content_listed_idx`.
 */
export function listedPublicly(): SQL {
  return and(
    sql`${content.status} = ${sql.raw(String(ContentStatus.published))}`,
    isNull(content.archivedAt),
    isNull(content.deletedAt),
    ownerActive(),
  )!;
}

/**
 * What a viewer may open by id. Published items stay reachable once archived or deleted, so a
 * buyer's link still answers (a deleted one with its reason and no media); anything else only
 * for its owner.
 */
export function openableBy(viewer: Viewer): SQL {
  const published = and(eq(content.status, ContentStatus.published), ownerActive())!;
  return viewer ? or(published, eq(content.ownerId, viewer.id))! : published;
}

/** What a relation list shows a viewer: what is listed publicly, plus their own items not deleted. */
export function visibleInListsTo(viewer: Viewer): SQL {
  const own = viewer ? and(eq(content.ownerId, viewer.id), isNull(content.deletedAt)) : undefined;
  return own ? or(listedPublicly(), own)! : listedPublicly();
}
