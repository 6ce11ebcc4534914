import { and, eq, sql } from 'drizzle-orm';
import { ChatDescriptors, type ChatMessage, type SendMessageInput } from '@shared/schemas/chat';
import type { Db } from '../../db/client';
import { chatChannels, chatMembers, chatMessages, mediaAssets } from '../../db/schema';
import { forbidden, invalidField } from '../../http/errors';
import { publishEvent } from '../../realtime/event-bus';
import { notify } from '../notifications/notify';
import { activeMemberIds, lockChannel, requireMembership } from './chat-access';
import { blockedBetween } from './chat-mates';
import { serializeMessages } from './serialize-chat';

const PREVIEW_LENGTH = 120;

/**
 * Posts a message. Idempotent by the sender's `client_message_id`: a resend (the offline queue after a dropped
 * connection) answers the message already stored, and announces nothing twice. The sender has read their own
 * message; the other active members get it live, their unread counts, and a `chat-message` notification
 * (push by default, for when the app is closed).
 */
export async function sendMessage(
  db: Db,
  authorId: number,
  channelId: number,
  input: SendMessageInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockChannel(tx, channelId);
    const channel = await requireMembership(tx, authorId, channelId);
    const memberIds = await activeMemberIds(tx, channelId);
    const others = memberIds.filter((id) => id !== authorId);
    const [other] = others;
    if (channel.kind === 'direct' && other !== undefined && (await blockedBetween(tx, authorId, other))) {
      throw forbidden(ChatDescriptors.userNotAllowed);
    }
    const attachmentId = input.attachment_id ?? null;
    if (attachmentId !== null) {
      const [asset] = await tx
        .select({ id: mediaAssets.id })
        .from(mediaAssets)
        .where(
          and(eq(mediaAssets.id, attachmentId), eq(mediaAssets.ownerId, authorId), eq(mediaAssets.status, 'ready')),
        );
      if (!asset) throw invalidField('attachment_id', ChatDescriptors.attachmentInvalid);
    }
    const [inserted] = await tx
      .insert(chatMessages)
      .values({ channelId, authorId, body: input.body, attachmentId, clientMessageId: input.client_message_id })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.authorId, authorId), eq(chatMessages.clientMessageId, input.client_message_id)));
      if (!existing || existing.channelId !== channelId) {
        throw invalidField('client_message_id', ChatDescriptors.clientIdInvalid);
      }
      const [message] = await serializeMessages(tx, [existing]);
      if (!message) throw new Error('message vanished');
      return { message, created: false };
    }
    await tx.update(chatChannels).set({ lastMessageAt: inserted.createdAt }).where(eq(chatChannels.id, channelId));
    await tx
      .update(chatMembers)
      .set({ lastReadMessageId: sql`greatest(${chatMembers.lastReadMessageId}, ${inserted.id})` })
      .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, authorId)));
    const [message] = await serializeMessages(tx, [inserted]);
    if (!message) throw new Error('message vanished');
    await publishEvent(tx, { type: 'chat.message', channelId, messageId: inserted.id, userIds: memberIds });
    if (others.length > 0) await publishEvent(tx, { type: 'unread', userIds: others });
    const preview = input.body.length > PREVIEW_LENGTH ? `${input.body.slice(0, PREVIEW_LENGTH)}…` : input.body;
    for (const userId of others) {
      await notify(tx, {
        userId,
        kind: 'chat-message',
        objectType: 'conversation',
        objectId: channelId,
        data: { author_name: message.author.name, preview, has_attachment: attachmentId !== null },
      });
    }
    return { message, created: true };
  });
}
