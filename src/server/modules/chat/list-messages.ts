import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import type { ChatHistory } from '@shared/schemas/chat';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { requireMembership } from './chat-access';
import { serializeMessages } from './serialize-chat';

/** History paged backwards: the `limit` messages before `before` (the newest when absent), oldest first. */
export async function listMessages(
  db: Db,
  viewerId: number,
  channelId: number,
  { before, limit }: { before?: number | undefined; limit: number },
): Promise<ChatHistory> {
  await requireMembership(db, viewerId, channelId);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), before ? lt(chatMessages.id, before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  return { messages: await serializeMessages(db, page), has_more: hasMore };
}

/** The conversation's attachments, newest first (the attachments page). */
export async function listAttachments(db: Db, viewerId: number, channelId: number, limit = 200) {
  await requireMembership(db, viewerId, channelId);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), isNotNull(chatMessages.attachmentId)))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return serializeMessages(db, rows);
}
