import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ChatDescriptors, type Conversation, type CreateConversationInput } from '@shared/schemas/chat';
import type { Db } from '../../db/client';
import { chatChannels, chatMembers } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { publishEvent } from '../../realtime/event-bus';
import { assertChatMates, type Viewer } from './chat-mates';
import { loadConversation } from './serialize-chat';

export function newChatUrl(): string {
  return `ch_${randomBytes(12).toString('base64url')}`;
}

/**
 * Starts a conversation. One other person and no name: the pair's direct conversation, the same one however often
 * (or however concurrently) it is opened. Otherwise a group owned by the viewer.
 */
export async function createConversation(
  db: Db,
  viewer: Viewer,
  input: CreateConversationInput,
): Promise<{ conversation: Conversation; created: boolean }> {
  const others = [...new Set(input.user_ids)].filter((id) => id !== viewer.id);
  if (others.length === 0) throw invalidField('user_ids', ChatDescriptors.usersRequired);
  const name = input.name ?? '';
  return db.transaction(async (tx) => {
    await assertChatMates(tx, viewer, others, 'user_ids');
    const [other] = others;
    if (others.length === 1 && other !== undefined && name === '') {
      const directKey = `${Math.min(viewer.id, other)}:${Math.max(viewer.id, other)}`;
      const [inserted] = await tx
        .insert(chatChannels)
        .values({ url: newChatUrl(), kind: 'direct', createdBy: viewer.id, directKey })
        .onConflictDoNothing()
        .returning({ id: chatChannels.id });
      const channelId =
        inserted?.id ??
        (await tx.select({ id: chatChannels.id }).from(chatChannels).where(eq(chatChannels.directKey, directKey)))[0]
          ?.id;
      if (channelId === undefined) throw new Error('direct conversation vanished');
      // Reopening brings back either side who had left. In id order whoever opens it: the two people opening it at
      // once from either side would otherwise lock the two rows in opposite orders and deadlock.
      await tx
        .insert(chatMembers)
        .values([Math.min(viewer.id, other), Math.max(viewer.id, other)].map((userId) => ({ channelId, userId })))
        .onConflictDoUpdate({ target: [chatMembers.channelId, chatMembers.userId], set: { removedAt: null } });
      if (inserted) await publishEvent(tx, { type: 'chat.channel', channelId, userIds: [viewer.id, other] });
      return { conversation: await loadConversation(tx, viewer.id, channelId), created: !!inserted };
    }
    const [channel] = await tx
      .insert(chatChannels)
      .values({ url: newChatUrl(), kind: 'group', name, createdBy: viewer.id })
      .returning({ id: chatChannels.id });
    if (!channel) throw new Error('insert returned nothing');
    const memberIds = [viewer.id, ...others];
    await tx.insert(chatMembers).values(memberIds.map((userId) => ({ channelId: channel.id, userId })));
    await publishEvent(tx, { type: 'chat.channel', channelId: channel.id, userIds: memberIds });
    return { conversation: await loadConversation(tx, viewer.id, channel.id), created: true };
  });
}
