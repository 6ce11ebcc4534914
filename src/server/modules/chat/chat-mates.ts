import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { ChatDescriptors } from '@shared/schemas/chat';
import type { ShortUser } from '@shared/schemas/content';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { shortUser, shortUserColumns } from '../content';

export interface Viewer {
  id: number;
  kind: 'fan' | 'creator' | 'admin';
}

/** Neither has blocked the other. */
function noBlockBetween(viewerId: number): SQL {
  return sql`not exists (select 1 from blocks b
    where (b.blocker_id = ${users.id} and b.blocked_id = ${viewerId})
       or (b.blocker_id = ${viewerId} and b.blocked_id = ${users.id}))`;
}

/** `buyer` bought from (or subscribed to) `owner`: a live purchase or subscription entitlement on their content. */
function boughtFrom(buyer: SQL | number, owner: SQL | number): SQL {
  return sql`exists (select 1 from entitlements e join content c on c.id = e.content_id
    where e.user_id = ${buyer} and c.owner_id = ${owner} and e.source in ('purchase', 'subscription')
      and e.revoked_at is null)`;
}

/**
 * Who the viewer may start a conversation with (or add to one). A fan: creators they follow or bought from.
 * A creator: other creators, and fans who follow them or bought from them. Never someone either side blocked,
 * never an admin, a blocked or a deleted account.
 */
export function chatMateCondition(viewer: Viewer): SQL {
  const base = and(
    ne(users.id, viewer.id),
    isNull(users.deletedAt),
    ne(users.status, 'blocked'),
    ne(users.kind, 'admin'),
    noBlockBetween(viewer.id),
  ) as SQL;
  if (viewer.kind === 'creator') {
    return and(
      base,
      sql`(${users.kind} = 'creator'
        or exists (select 1 from follows f where f.follower_id = ${users.id} and f.creator_id = ${viewer.id})
        or ${boughtFrom(sql`${users.id}`, viewer.id)})`,
    ) as SQL;
  }
  if (viewer.kind === 'fan') {
    return and(
      base,
      eq(users.kind, 'creator'),
      sql`(exists (select 1 from follows f where f.follower_id = ${viewer.id} and f.creator_id = ${users.id})
        or ${boughtFrom(viewer.id, sql`${users.id}`)})`,
    ) as SQL;
  }
  return sql`false`;
}

export async function possibleChatMates(
  db: Db | Tx,
  viewer: Viewer,
  { search, limit }: { search?: string | undefined; limit: number },
): Promise<ShortUser[]> {
  const query = search?.trim();
  const escaped = query ? query.replace(/[\\%_]/g, (c) => `\\${c}`) : '';
  const rows = await db
    .select(shortUserColumns)
    .from(users)
    .where(and(chatMateCondition(viewer), query ? sql`${users.searchText} ilike ${`%${escaped}%`}` : undefined))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
  return rows.map(shortUser);
}

/** Whether the viewer may start a conversation with `userId` (the creator page's Message button). */
export async function mayMessage(db: Db | Tx, viewer: Viewer, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), chatMateCondition(viewer)))
    .limit(1);
  return row !== undefined;
}

/** Refuses (422 on `field`) unless every id is someone the viewer may talk to. */
export async function assertChatMates(db: Db | Tx, viewer: Viewer, ids: number[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const allowed = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), chatMateCondition(viewer)));
  if (allowed.length !== new Set(ids).size) throw invalidField(field, ChatDescriptors.userNotAllowed);
}
