import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UnreadCounts } from '@shared/notifications';
import type { Db } from '../../db/client';
import { chatMembers, chatMessages } from '../../db/schema';
import { publishEvent } from '../../realtime/event-bus';
import { unreadCounts } from '../notifications/unread-counts';
import { activeMemberIds, requireMembership } from './chat-access';

/**
 * Marks the conversation read up to a message (the newest when none is named). The mark only moves forward
 * (`greatest`), so a late or concurrent request can never bring back messages already read. Answers the new totals;
 * the other members see the read receipt live.
 */
export async function markChatRead(
  db: Db,
  userId: number,
  channelId: number,
  messageId?: number,
): Promise<UnreadCounts> {
  return db.transaction(async (tx) => {
    await requireMembership(tx, userId, channelId);
    const [newest] = await tx
      .select({ id: sql<number | null>`max(${chatMessages.id})` })
      .from(chatMessages)
      .where(eq(chatMessages.channelId, channelId));
    const newestId = Number(newest?.id ?? 0);
    const target = Math.min(messageId ?? newestId, newestId);
    const [row] = await tx
      .update(chatMembers)
      .set({ lastReadMessageId: sql`greatest(${chatMembers.lastReadMessageId}, ${target})` })
      .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId), isNull(chatMembers.removedAt)))
      .returning({ lastRead: chatMembers.lastReadMessageId });
    const lastRead = row?.lastRead ?? 0;
    await publishEvent(tx, {
      type: 'chat.read',
      channelId,
      userId,
      messageId: lastRead,
      userIds: await activeMemberIds(tx, channelId),
    });
    await publishEvent(tx, { type: 'unread', userIds: [userId] });
    return unreadCounts(tx, userId);
  });
}
