import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ChatAttachment, ChatMember, ChatMessage, Conversation } from '@shared/schemas/chat';
import type { Db, Tx } from '../../db/client';
import { chatChannels, chatMembers, chatMessages, mediaAssets, users } from '../../db/schema';
import { shortUser, shortUserColumns } from '../content';

type MessageRow = typeof chatMessages.$inferSelect;
type AssetRow = Pick<typeof mediaAssets.$inferSelect, 'id' | 'mimeType' | 'size'>;

export function attachmentOf(messageId: number, asset: AssetRow | null): ChatAttachment | null {
  if (!asset) return null;
  return {
    id: asset.id,
    mime_type: asset.mimeType,
    size: asset.size,
    kind: asset.mimeType.startsWith('image/') ? 'image' : 'file',
    url: `/api/chat/attachments/${messageId}`,
  };
}

/** One message as its conversation's members see it (the real-time hub's `message` frame), or null if it is gone. */
export async function loadChatMessage(db: Db | Tx, messageId: number): Promise<ChatMessage | null> {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
  const [message] = await serializeMessages(db, rows);
  return message ?? null;
}

type AuthorRow = Parameters<typeof shortUser>[0] & { id: number };

/**
 * Messages with their authors and attachments, in the order given: two statements whatever the count, fewer
 * when the caller already read the authors (`known`) or there is no attachment.
 */
export async function serializeMessages(
  db: Db | Tx,
  rows: MessageRow[],
  known: readonly AuthorRow[] = [],
): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.map((r) => r.authorId))];
  const assetIds = [...new Set(rows.map((r) => r.attachmentId).filter((id): id is number => id !== null))];
  const knownIds = new Set(known.map((a) => a.id));
  const unknown = authorIds.filter((id) => !knownIds.has(id));
  // One after the other: inside a transaction on node-postgres, statements cannot overlap on the one connection.
  const authors: AuthorRow[] = [
    ...known,
    ...(unknown.length === 0 ? [] : await db.select(shortUserColumns).from(users).where(inArray(users.id, unknown))),
  ];
  const assets: AssetRow[] =
    assetIds.length === 0
      ? []
      : await db
          .select({ id: mediaAssets.id, mimeType: mediaAssets.mimeType, size: mediaAssets.size })
          .from(mediaAssets)
          .where(inArray(mediaAssets.id, assetIds));
  const authorById = new Map(authors.map((a) => [a.id, shortUser(a)]));
  const assetById = new Map(assets.map((a) => [a.id, a]));
  return rows.flatMap((r) => {
    const author = authorById.get(r.authorId);
    if (!author) return [];
    return [
      {
        id: r.id,
        conversation_id: r.channelId,
        client_message_id: r.clientMessageId,
        author,
        body: r.body,
        attachment: attachmentOf(r.id, r.attachmentId === null ? null : (assetById.get(r.attachmentId) ?? null)),
        created_at: r.createdAt.toISOString(),
      },
    ];
  });
}

/**
 * Conversations as the viewer sees them, in the order of `ids`: active members with their read state, the last
 * message and the viewer's unread count. A fixed number of statements for any number of conversations.
 */
export async function loadConversations(db: Db | Tx, viewerId: number, ids: number[]): Promise<Conversation[]> {
  if (ids.length === 0) return [];
  const channels = await db.select().from(chatChannels).where(inArray(chatChannels.id, ids));
  const members = await db
    .select({ ...shortUserColumns, channelId: chatMembers.channelId, lastRead: chatMembers.lastReadMessageId })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(and(inArray(chatMembers.channelId, ids), isNull(chatMembers.removedAt)))
    .orderBy(chatMembers.joinedAt, users.id);
  const lastMessages = await db
    .selectDistinctOn([chatMessages.channelId])
    .from(chatMessages)
    .where(inArray(chatMessages.channelId, ids))
    .orderBy(chatMessages.channelId, desc(chatMessages.id));
  const unread = await db
    .select({ channelId: chatMembers.channelId, n: sql<number>`count(${chatMessages.id})::int` })
    .from(chatMembers)
    .leftJoin(
      chatMessages,
      and(
        eq(chatMessages.channelId, chatMembers.channelId),
        sql`${chatMessages.id} > ${chatMembers.lastReadMessageId}`,
        sql`${chatMessages.authorId} <> ${viewerId}`,
      ),
    )
    .where(and(inArray(chatMembers.channelId, ids), eq(chatMembers.userId, viewerId)))
    .groupBy(chatMembers.channelId);
  const last = await serializeMessages(db, lastMessages);
  const lastByChannel = new Map(last.map((m) => [m.conversation_id, m]));
  const unreadByChannel = new Map(unread.map((u) => [u.channelId, Number(u.n)]));
  const byId = new Map(channels.map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const channel = byId.get(id);
    if (!channel) return [];
    const list: ChatMember[] = members
      .filter((m) => m.channelId === id)
      .map((m) => ({ ...shortUser(m), last_read_message_id: m.lastRead, is_owner: m.id === channel.createdBy }));
    const others = list.filter((m) => m.id !== viewerId);
    const fallbackName = others.map((m) => m.name).join(', ');
    const lastMessage = lastByChannel.get(id) ?? null;
    return [
      {
        id,
        chat_url: channel.url,
        kind: channel.kind,
        name: channel.name || fallbackName,
        has_custom_name: channel.name !== '',
        owner_id: channel.createdBy,
        members: list,
        last_message: lastMessage,
        unread_count: unreadByChannel.get(id) ?? 0,
        updated_at: (channel.lastMessageAt ?? channel.createdAt).toISOString(),
      },
    ];
  });
}

export async function loadConversation(db: Db | Tx, viewerId: number, id: number): Promise<Conversation> {
  const [conversation] = await loadConversations(db, viewerId, [id]);
  if (!conversation) throw new Error(`conversation ${id} vanished`);
  return conversation;
}
