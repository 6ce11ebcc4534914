import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { ContentStatus } from '@shared/codes';
import type { CreatorCard } from '@shared/schemas/search';
import { content, follows, users } from '../../db/schema';
import { shortUser, shortUserColumns, type Viewer, ownerNotBlockedBy } from '../content';
import { qualified as q } from './qualified';

/** Correlated counts, selected as well as sorted by: their columns are qualified. */
export const followersCount = sql<number>`(select count(*) from ${follows} where ${q(follows.creatorId)} = ${q(users.id)})`;
export const contentCount = sql<number>`(select count(*) from ${content} where ${q(content.ownerId)} = ${q(users.id)}
  and ${q(content.status)} = ${sql.raw(String(ContentStatus.published))} and ${q(content.archivedAt)} is null and ${q(content.deletedAt)} is null)`;

/** Creators anyone may discover: approved, not deleted, not the viewer, not blocked by the viewer. */
export function discoverableCreators(viewer: Viewer): SQL {
  return and(
    eq(users.kind, 'creator'),
    eq(users.status, 'approved'),
    isNull(users.deletedAt),
    viewer ? ne(users.id, viewer.id) : undefined,
    ownerNotBlockedBy(viewer?.id ?? null, users.id),
  )!;
}

/** The columns a card needs; `is_followed` is false for a visitor. */
export function creatorCardColumns(viewer: Viewer) {
  return {
    ...shortUserColumns,
    bio: users.bio,
    followers: followersCount.mapWith(Number),
    contentCount: contentCount.mapWith(Number),
    isFollowed: viewer
      ? sql<boolean>`exists (select 1 from ${follows} where ${q(follows.followerId)} = ${viewer.id} and ${q(follows.creatorId)} = ${q(users.id)})`
      : sql<boolean>`false`,
  };
}

type CardRow = Parameters<typeof shortUser>[0] & {
  bio: string;
  followers: number;
  contentCount: number;
  isFollowed: boolean;
};

export function toCreatorCard(row: CardRow): CreatorCard {
  return {
    ...shortUser(row),
    bio: row.bio,
    followers_count: row.followers,
    content_count: row.contentCount,
    is_followed: Boolean(row.isFollowed),
  };
}
