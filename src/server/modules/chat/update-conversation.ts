import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  CHAT_GROUP_MAX_MEMBERS,
  ChatDescriptors,
  type Conversation,
  type UpdateConversationInput,
} from '@shared/schemas/chat';
import type { Db } from '../../db/client';
import { chatChannels, chatMembers } from '../../db/schema';
import { forbidden, invalidField } from '../../http/errors';
import { publishEvent } from '../../realtime/event-bus';
import { activeMemberIds, requireMembership } from './chat-access';
import { assertChatMates, type Viewer } from './chat-mates';
import { loadConversation } from './serialize-chat';

/** Renames a conversation or adds people to a group; any member may, as long as they may talk to the newcomers. */
export async function updateConversation(
  db: Db,
  viewer: Viewer,
  channelId: number,
  input: UpdateConversationInput,
): Promise<Conversation> {
  return db.transaction(async (tx) => {
    const channel = await requireMembership(tx, viewer.id, channelId);
    const current = await activeMemberIds(tx, channelId);
    const adding = [...new Set(input.add_user_ids ?? [])].filter((id) => !current.includes(id));
    if (adding.length > 0) {
      if (channel.kind === 'direct') throw invalidField('add_user_ids', ChatDescriptors.directFixed);
      if (current.length + adding.length > CHAT_GROUP_MAX_MEMBERS) {
        throw invalidField('add_user_ids', ChatDescriptors.usersTooMany);
      }
      await assertChatMates(tx, viewer, adding, 'add_user_ids');
      await tx
        .insert(chatMembers)
        .values(adding.map((userId) => ({ channelId, userId })))
        .onConflictDoUpdate({
          target: [chatMembers.channelId, chatMembers.userId],
          set: { removedAt: null, joinedAt: sql`now()` },
        });
    }
    if (input.name !== undefined) {
      await tx
        .update(chatChannels)
        .set({ name: input.name, updatedAt: new Date() })
        .where(eq(chatChannels.id, channelId));
    }
    await publishEvent(tx, { type: 'chat.channel', channelId, userIds: [...current, ...adding] });
    return loadConversation(tx, viewer.id, channelId);
  });
}

/**
 * Removes a member: the owner may remove anyone, anyone may leave. The removed member's socket stops receiving at
 * once (they are no longer among the recipients) and they can no longer read or post.
 */
export async function removeMember(db: Db, actorId: number, channelId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const channel = await requireMembership(tx, actorId, channelId);
    if (userId !== actorId && channel.createdBy !== actorId) throw forbidden(ChatDescriptors.kickNotAllowed);
    const [removed] = await tx
      .update(chatMembers)
      .set({ removedAt: new Date() })
      .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId), isNull(chatMembers.removedAt)))
      .returning({ userId: chatMembers.userId });
    if (!removed) throw invalidField('fan_id', ChatDescriptors.notAMember);
    await publishEvent(tx, { type: 'chat.removed', channelId, userIds: [userId] });
    await publishEvent(tx, { type: 'chat.channel', channelId, userIds: await activeMemberIds(tx, channelId) });
    await publishEvent(tx, { type: 'unread', userIds: [userId] });
  });
}
