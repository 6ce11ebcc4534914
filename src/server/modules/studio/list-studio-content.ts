import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { CollaborationStatus, classTypes, contentListViews, type ContentListView } from '@shared/codes';
import type { StudioCounts, StudioListItem, StudioListQuery } from '@shared/schemas/content-editor';
import type { Db } from '../../db/client';
import { collaborations, content, contentMedia, mediaAssets, meetings, users } from '../../db/schema';
import { pageMeta, type PageMeta } from '../../http/route';
import { shortUser, shortUserColumns } from '../content';
import { imageRef } from '../media-assets';

/** The signed-in creator is an invitee (pending) or a collaborator (accepted) of the item. */
const collaboratesOn = (userId: number, statuses: CollaborationStatus[]) =>
  exists(
    sql`(select 1 from ${collaborations} where ${collaborations.contentId} = ${content.id}
      and ${collaborations.creatorId} = ${userId} and ${inArray(collaborations.status, statuses)})`,
  );

/**
 * The condition of each list view (product-spec §3 "Content list views"):
 * all = own items neither archived nor deleted; collaborations = others' items the creator is invited to or
 * accepted; calendar = classes the creator owns or collaborates on; archived; trashed = own deleted items.
 */
function viewCondition(view: ContentListView, userId: number): SQL {
  const own = eq(content.ownerId, userId);
  const live = and(isNull(content.archivedAt), isNull(content.deletedAt))!;
  switch (view) {
    case 'all':
      return and(own, live)!;
    case 'collaborations':
      return and(
        ne(content.ownerId, userId),
        isNull(content.deletedAt),
        collaboratesOn(userId, [CollaborationStatus.pending, CollaborationStatus.accepted]),
      )!;
    case 'calendar':
      return and(
        inArray(content.type, [...classTypes]),
        live,
        or(own, collaboratesOn(userId, [CollaborationStatus.accepted])),
      )!;
    case 'archived':
      return and(own, isNotNull(content.archivedAt), isNull(content.deletedAt))!;
    case 'trashed':
      return and(own, isNotNull(content.deletedAt))!;
  }
}

const coverKey = sql<string | null>`(select ${mediaAssets.storageKey} from ${contentMedia}
  join ${mediaAssets} on ${mediaAssets.id} = ${contentMedia.assetId}
  where ${contentMedia.contentId} = ${content.id} and ${contentMedia.role} = 'cover'
  order by ${contentMedia.position} limit 1)`;

const sortColumns = { updated_at: content.updatedAt, created_at: content.createdAt, title: content.title };

/** GET /api/creator/content: one view of the creator's items, newest change first by default. */
export async function listStudioContent(
  db: Db,
  userId: number,
  query: StudioListQuery,
  now: Date,
  /** Replaces the view's condition (the invitations list). */
  condition?: SQL,
): Promise<{ data: StudioListItem[]; meta: PageMeta }> {
  const where = and(
    condition ?? viewCondition(query.view, userId),
    query.type !== undefined ? eq(content.type, query.type) : undefined,
    query.status !== undefined ? inArray(content.status, query.status) : undefined,
    query.search ? ilike(content.title, `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const nextMeeting = sql<string | null>`(select min(${meetings.startsAt}) from ${meetings}
    where ${meetings.contentId} = ${content.id} and ${meetings.startsAt} >= ${now.toISOString()})`;
  const mine = sql<number | null>`(select ${collaborations.status} from ${collaborations}
    where ${collaborations.contentId} = ${content.id} and ${collaborations.creatorId} = ${userId})`;
  const descending = query.sort.startsWith('-');
  const column = sortColumns[query.sort.replace('-', '') as keyof typeof sortColumns];
  const order =
    query.view === 'calendar'
      ? [sql`${nextMeeting} asc nulls last`, asc(content.id)]
      : [descending ? desc(column) : asc(column), desc(content.id)];
  const rows = await db
    .select({
      row: content,
      owner: shortUserColumns,
      cover: coverKey,
      nextMeeting,
      collaborationStatus: mine,
    })
    .from(content)
    .innerJoin(users, eq(users.id, content.ownerId))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(content).where(where);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const data = rows.map(({ row, owner, cover, nextMeeting: next, collaborationStatus }) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    title: row.title,
    price: { amount: row.priceAmount, currency: row.priceCurrency },
    cover: imageRef(cover),
    published_at: iso(row.publishedAt),
    auto_publish_at: iso(row.autoPublishAt),
    archived_at: iso(row.archivedAt),
    deleted_at: iso(row.deletedAt),
    deletion_reason: row.deletionReason,
    updated_at: row.updatedAt.toISOString(),
    owner: shortUser(owner),
    collaboration_status:
      row.ownerId === userId ? null : ((collaborationStatus ?? null) as StudioListItem['collaboration_status']),
    next_meeting_at: next ? new Date(next).toISOString() : null,
  }));
  return { data, meta: pageMeta(query.page, query.limit, total?.n ?? 0) };
}

/** GET /api/creator/collaborations: others' items the creator was invited to, optionally by their reply. */
export function listInvitations(
  db: Db,
  userId: number,
  status: CollaborationStatus | undefined,
  paging: { page: number; limit: number },
  now: Date,
) {
  const statuses =
    status === undefined
      ? [CollaborationStatus.pending, CollaborationStatus.accepted, CollaborationStatus.declined]
      : [status];
  return listStudioContent(
    db,
    userId,
    { view: 'collaborations', search: '', sort: '-updated_at', ...paging },
    now,
    and(ne(content.ownerId, userId), isNull(content.deletedAt), collaboratesOn(userId, statuses)),
  );
}

/** GET /api/creator/content/counts: the badge of each view's tab, plus the pending invitations. */
export async function countStudioContent(db: Db, userId: number): Promise<StudioCounts> {
  const counts: [ContentListView, number][] = [];
  for (const view of contentListViews) {
    const [row] = await db.select({ n: count() }).from(content).where(viewCondition(view, userId));
    counts.push([view, row?.n ?? 0]);
  }
  const [invitations] = await db
    .select({ n: count() })
    .from(collaborations)
    .innerJoin(content, eq(content.id, collaborations.contentId))
    .where(
      and(
        eq(collaborations.creatorId, userId),
        eq(collaborations.status, CollaborationStatus.pending),
        isNull(content.deletedAt),
      ),
    );
  return { ...Object.fromEntries(counts), invitations: invitations?.n ?? 0 } as StudioCounts;
}
