import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Conversation } from '@shared/schemas/chat';
import type { Db } from '../../db/client';
import { chatChannels, chatMembers } from '../../db/schema';
import { pageMeta, type PageMeta } from '../../http/route';
import { loadConversations } from './serialize-chat';

/** The viewer's conversations, the most recently active first, each with its unread count. */
export async function listConversations(
  db: Db,
  viewerId: number,
  { page, limit }: { page: number; limit: number },
): Promise<{ data: Conversation[]; meta: PageMeta }> {
  const activity = sql`coalesce(${chatChannels.lastMessageAt}, ${chatChannels.createdAt})`;
  const rows = await db
    .select({ id: chatChannels.id, total: sql<number>`count(*) over ()::int` })
    .from(chatMembers)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMembers.channelId))
    .where(and(eq(chatMembers.userId, viewerId), isNull(chatMembers.removedAt)))
    .orderBy(desc(activity), desc(chatChannels.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = rows[0] ? Number(rows[0].total) : 0;
  const data = await loadConversations(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
  return { data, meta: pageMeta(page, limit, total) };
}
