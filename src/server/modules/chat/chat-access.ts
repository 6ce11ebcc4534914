import { and, eq, isNull } from 'drizzle-orm';
import { ChatDescriptors } from '@shared/schemas/chat';
import type { Db, Tx } from '../../db/client';
import { chatChannels, chatMembers } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';

export type ChannelRow = typeof chatChannels.$inferSelect;

/** An unknown conversation is 404; one the caller is not (or no longer) a member of is 403. */
export async function requireMembership(db: Db | Tx, userId: number, channelId: number): Promise<ChannelRow> {
  const [row] = await db
    .select({ channel: chatChannels, memberId: chatMembers.userId })
    .from(chatChannels)
    .leftJoin(
      chatMembers,
      and(eq(chatMembers.channelId, chatChannels.id), eq(chatMembers.userId, userId), isNull(chatMembers.removedAt)),
    )
    .where(eq(chatChannels.id, channelId))
    .limit(1);
  if (!row) throw notFound();
  if (row.memberId === null) throw forbidden(ChatDescriptors.notMember);
  return row.channel;
}

export async function channelIdByUrl(db: Db | Tx, url: string): Promise<number> {
  const [row] = await db.select({ id: chatChannels.id }).from(chatChannels).where(eq(chatChannels.url, url)).limit(1);
  if (!row) throw notFound();
  return row.id;
}

/** The active members' ids: who receives what happens in the conversation. */
export async function activeMemberIds(db: Db | Tx, channelId: number): Promise<number[]> {
  const rows = await db
    .select({ id: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.channelId, channelId), isNull(chatMembers.removedAt)));
  return rows.map((r) => r.id);
}
