import { and, eq } from 'drizzle-orm';
import { ChatDescriptors, type ChatMessage, type SendMessageInput } from '@shared/schemas/chat';
import type { Db, Tx } from '../../db/client';
import { chatMessages, mediaAssets } from '../../db/schema';
import { forbidden, invalidField } from '../../http/errors';
import { shortUser } from '../content';
import { notifyAll } from '../notifications/notify';
import { requireMembership } from './chat-access';
import { insertMessage, sendContext } from './insert-message';
import { serializeMessages } from './serialize-chat';

const PREVIEW_LENGTH = 120;

/** A resend that raced its first copy: the transaction is undone and the stored message answered. */
class AlreadySent extends Error {}

/**
 * Posts a message. Idempotent by the sender's `client_message_id`: a resend (the offline queue after a dropped
 * connection) answers the message already stored, and announces nothing twice. The sender has read their own
 * message; the other active members get it live (the message travels in the event, so no instance reads it
 * back), their unread counts, and a `chat-message` notification (push by default, for when the app is closed).
 * Everything that does not need the conversation's lock is done before it is taken (`insertMessage`), and all
 * events go in one NOTIFY after it: concurrent senders to one conversation queue for two round trips, not ten.
 */
export async function sendMessage(
  db: Db,
  authorId: number,
  channelId: number,
  input: SendMessageInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  try {
    return await db.transaction((tx) => post(tx, authorId, channelId, input));
  } catch (error) {
    if (!(error instanceof AlreadySent)) throw error;
    return { message: await stored(db, authorId, channelId, input.client_message_id), created: false };
  }
}

async function post(
  tx: Tx,
  authorId: number,
  channelId: number,
  input: SendMessageInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  const members = await sendContext(tx, channelId, authorId, input.client_message_id);
  const author = members.find((m) => m.id === authorId);
  if (!author) {
    await requireMembership(tx, authorId, channelId); // 404 or 403
    throw new Error('a member without a membership');
  }
  const others = members.filter((m) => m.id !== authorId);
  if (author.kind === 'direct' && others.some((m) => m.blocked)) throw forbidden(ChatDescriptors.userNotAllowed);
  const attachmentId = input.attachment_id ?? null;
  if (attachmentId !== null) {
    const [asset] = await tx
      .select({ id: mediaAssets.id })
      .from(mediaAssets)
      .where(and(eq(mediaAssets.id, attachmentId), eq(mediaAssets.ownerId, authorId), eq(mediaAssets.status, 'ready')));
    if (!asset) throw invalidField('attachment_id', ChatDescriptors.attachmentInvalid);
  }
  if (author.sent) return { message: await stored(tx, authorId, channelId, input.client_message_id), created: false };
  const preview = input.body.length > PREVIEW_LENGTH ? `${input.body.slice(0, PREVIEW_LENGTH)}…` : input.body;
  const notified = await notifyAll(
    tx,
    others.map((m) => ({
      userId: m.id,
      kind: 'chat-message' as const,
      objectType: 'conversation',
      objectId: channelId,
      data: { author_name: author.name, preview, has_attachment: attachmentId !== null },
    })),
  );
  const userIds = members.map((m) => m.id);
  const shown = {
    conversation_id: channelId,
    client_message_id: input.client_message_id,
    author: shortUser(author),
    body: input.body,
    attachment: null,
  };
  const inserted = await insertMessage(
    tx,
    { channelId, authorId, body: input.body, attachmentId, clientMessageId: input.client_message_id },
    {
      userIds,
      // An attachment's address holds the message id: such a message is read back by the receiving instances.
      message: attachmentId === null ? shown : null,
      then: [
        ...(others.length > 0 ? [{ type: 'unread' as const, userIds: others.map((m) => m.id) }] : []),
        ...notified,
      ],
    },
  );
  if (!inserted) throw new AlreadySent();
  const [message] = await serializeMessages(tx, [inserted], members);
  if (!message) throw new Error('message vanished');
  return { message, created: true };
}

/** The message the author already sent with this id; 422 if that id was used in another conversation. */
async function stored(db: Db | Tx, authorId: number, channelId: number, clientMessageId: string): Promise<ChatMessage> {
  const [existing] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.authorId, authorId), eq(chatMessages.clientMessageId, clientMessageId)));
  if (!existing || existing.channelId !== channelId) {
    throw invalidField('client_message_id', ChatDescriptors.clientIdInvalid);
  }
  const [message] = await serializeMessages(db, [existing]);
  if (!message) throw new Error('message vanished');
  return message;
}
