import { and, eq } from 'drizzle-orm';
import { ChatDescriptors, type ChatMessage, type SendMessageInput } from '@shared/schemas/chat';
import type { Db, Tx } from '../../db/client';
import { chatMessages, mediaAssets } from '../../db/schema';
import { forbidden, invalidField } from '../../http/errors';
import { shortUser } from '../content';
import { channelsWithSaved } from '../notifications/channel-settings';
import { planNotifications, writeNotifications, type PlannedNotification } from '../notifications/notify';
import type { RealtimeEvent } from '../../realtime/event-bus';
import { requireMembership } from './chat-access';
import { insertMessage, sendContext } from './insert-message';
import { serializeMessages } from './serialize-chat';

const PREVIEW_LENGTH = 120;

/** A resend that raced its first copy: the notification rows written with it are undone. */
class AlreadySent extends Error {}

/**
 * Posts a message. Idempotent by the sender's `client_message_id`: a resend (the offline queue after a dropped
 * connection) answers the message already stored, and announces nothing twice. The sender has read their own
 * message; the other active members get it live (the message travels in the event, so no instance reads it
 * back), their unread counts, and a `chat-message` notification (push by default, for when the app is closed).
 * One read decides everything (members, blocks, notification choices, push subscriptions); then the message is
 * stored and announced by one statement (`insertMessage`), with no transaction around it unless notification rows
 * must be written with it: the conversation's lock is then held inside the database only.
 */
export async function sendMessage(
  db: Db,
  authorId: number,
  channelId: number,
  input: SendMessageInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  const members = await sendContext(db, channelId, authorId, input.client_message_id);
  const author = members.find((m) => m.id === authorId);
  if (!author) {
    await requireMembership(db, authorId, channelId); // 404 or 403
    throw new Error('a member without a membership');
  }
  const others = members.filter((m) => m.id !== authorId);
  if (author.kind === 'direct' && others.some((m) => m.blocked)) throw forbidden(ChatDescriptors.userNotAllowed);
  const attachmentId = input.attachment_id ?? null;
  if (attachmentId !== null) {
    const [asset] = await db
      .select({ id: mediaAssets.id })
      .from(mediaAssets)
      .where(and(eq(mediaAssets.id, attachmentId), eq(mediaAssets.ownerId, authorId), eq(mediaAssets.status, 'ready')));
    if (!asset) throw invalidField('attachment_id', ChatDescriptors.attachmentInvalid);
  }
  if (author.sent) return { message: await stored(db, authorId, channelId, input.client_message_id), created: false };
  const preview = input.body.length > PREVIEW_LENGTH ? `${input.body.slice(0, PREVIEW_LENGTH)}…` : input.body;
  const byId = new Map(others.map((m) => [m.id, m]));
  const planned = planNotifications(
    others.map((m) => ({
      userId: m.id,
      kind: 'chat-message' as const,
      objectType: 'conversation',
      objectId: channelId,
      data: { author_name: author.name, preview, has_attachment: attachmentId !== null },
    })),
    (r) => channelsWithSaved(r.kind, byId.get(r.userId)?.choices ?? []),
    (userId) => byId.get(userId)?.pushable ?? false,
  );
  const store = (q: Db | Tx, notified: RealtimeEvent[]) =>
    insertMessage(
      q,
      { channelId, authorId, body: input.body, attachmentId, clientMessageId: input.client_message_id },
      {
        userIds: members.map((m) => m.id),
        // An attachment's address holds the message id: such a message is read back by the receiving instances.
        message:
          attachmentId === null
            ? {
                conversation_id: channelId,
                client_message_id: input.client_message_id,
                author: shortUser(author),
                body: input.body,
                attachment: null,
              }
            : null,
        then: [
          ...(others.length > 0 ? [{ type: 'unread' as const, userIds: others.map((m) => m.id) }] : []),
          ...notified,
        ],
      },
    );
  const inserted = planned.length === 0 ? await store(db, []) : await withNotifications(db, planned, store);
  // Null: a resend raced its original and lost; nothing was stored.
  if (!inserted) return { message: await stored(db, authorId, channelId, input.client_message_id), created: false };
  const [message] = await serializeMessages(db, [inserted], members);
  if (!message) throw new Error('message vanished');
  return { message, created: true };
}

/** Stores the notification rows and the message together; null (and nothing stored) when a resend won the race. */
async function withNotifications<T>(
  db: Db,
  planned: readonly PlannedNotification[],
  store: (tx: Tx, notified: RealtimeEvent[]) => Promise<T | null>,
): Promise<T | null> {
  try {
    return await db.transaction(async (tx) => {
      const inserted = await store(tx, await writeNotifications(tx, planned));
      if (inserted === null) throw new AlreadySent();
      return inserted;
    });
  } catch (error) {
    if (error instanceof AlreadySent) return null;
    throw error;
  }
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
