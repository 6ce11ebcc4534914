import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ChatMessage } from '@shared/schemas/chat';
import type { Db, Tx } from '../../db/client';
import { chatChannels, chatMembers, users, type chatMessages } from '../../db/schema';
import { fitsPayload, notifyCalls, REALTIME_CHANNEL, type RealtimeEvent } from '../../realtime/event-bus';
import { shortUserColumns } from '../content';
import { pushableColumn, savedChoicesColumn } from '../notifications/recipient-columns';

type MessageRow = typeof chatMessages.$inferSelect;

/**
 * What a send must know first, in one statement: the conversation's kind and active members (with what a message
 * shows of its author), whether each and the author block one another, what each chose for chat notifications and
 * whether a browser of theirs subscribed to push, and whether the author already sent this `clientMessageId`.
 * Empty when the conversation is unknown or has no active member.
 */
export function sendContext(db: Db | Tx, channelId: number, authorId: number, clientMessageId: string) {
  return db
    .select({
      ...shortUserColumns,
      kind: chatChannels.kind,
      blocked: sql<boolean>`exists (select 1 from blocks b
        where (b.blocker_id = ${users.id} and b.blocked_id = ${authorId})
           or (b.blocker_id = ${authorId} and b.blocked_id = ${users.id}))`,
      choices: savedChoicesColumn(users.id, 'chat-message'),
      pushable: pushableColumn(users.id),
      sent: sql<boolean>`exists (select 1 from chat_messages x
        where x.author_id = ${authorId} and x.client_message_id = ${clientMessageId})`,
    })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .innerJoin(chatChannels, eq(chatChannels.id, chatMembers.channelId))
    .where(and(eq(chatMembers.channelId, channelId), isNull(chatMembers.removedAt)));
}

interface NewMessage {
  channelId: number;
  authorId: number;
  body: string;
  attachmentId: number | null;
  clientMessageId: string;
}

interface InsertedRow {
  id: number;
  channel_id: number;
  author_id: number;
  body: string;
  attachment_id: number | null;
  client_message_id: string;
  created_at: Date | string;
}

/** What the members are told once the message is stored, in the same statement (see `insertMessage`). */
export interface Announcement {
  userIds: number[];
  /** The message as members see it, less what the insert decides (id, time); null to let them read it back. */
  message: Omit<ChatMessage, 'id' | 'created_at'> | null;
  /** Events that follow it (unread counts, notification deliveries). */
  then: RealtimeEvent[];
}

/** A chat.message event as long as it can ever be, to tell whether the message fits the NOTIFY payload. */
const LONGEST_ID = 2 ** 31 - 1;
const LONGEST_TIME = '2026-01-01T00:00:00.000Z';

/**
 * In one statement: locks the conversation's row (held until the transaction ends, so its messages take their
 * ids in the order they are committed: read marks are message ids, and were a lower id committed after a higher
 * one, a member who had already read up to the higher one would never count it as unread), stores the message,
 * and moves the conversation's last-message time and the author's read mark to it. Taken last, just before the
 * NOTIFY and the commit, so the lock is held for as few round trips as possible. Null when the author already
 * sent this `clientMessageId` (a concurrent resend won): nothing is stored then.
 * The same statement announces it (`pg_notify`, sent at commit), the message built around the new id and time.
 * Run on its own (no transaction around it: the statement is one), the lock is held inside the database only,
 * never across a round trip to a busy server process.
 */
export async function insertMessage(db: Db | Tx, m: NewMessage, a: Announcement): Promise<MessageRow | null> {
  const bare = { type: 'chat.message' as const, channelId: m.channelId, messageId: LONGEST_ID, userIds: a.userIds };
  const whole =
    a.message && fitsPayload({ ...bare, message: { ...a.message, id: LONGEST_ID, created_at: LONGEST_TIME } });
  const event = sql`jsonb_build_object('type', 'chat.message', 'channelId', inserted.channel_id,
    'messageId', inserted.id, 'userIds', ${JSON.stringify(a.userIds)}::jsonb)`;
  const announced = whole
    ? sql`${event} || jsonb_build_object('message', ${JSON.stringify(a.message)}::jsonb || jsonb_build_object(
        'id', inserted.id,
        'created_at', to_char(inserted.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))`
    : event;
  const notices = [sql`pg_notify(${REALTIME_CHANNEL}, (${announced})::text)`, ...notifyCalls(a.then)];
  const result = (await db.execute(sql`
    with locked as (
      select id from chat_channels where id = ${m.channelId} for update
    ), inserted as (
      insert into chat_messages (channel_id, author_id, body, attachment_id, client_message_id)
      select locked.id, ${m.authorId}, ${m.body}, ${m.attachmentId}, ${m.clientMessageId} from locked
      on conflict do nothing
      returning id, channel_id, author_id, body, attachment_id, client_message_id, created_at
    ), touched as (
      update chat_channels set last_message_at = inserted.created_at from inserted
       where chat_channels.id = inserted.channel_id
    ), read as (
      update chat_members set last_read_message_id = greatest(chat_members.last_read_message_id, inserted.id)
        from inserted
       where chat_members.channel_id = inserted.channel_id and chat_members.user_id = inserted.author_id
    )
    select inserted.*, ${sql.join(notices, sql`, `)} from inserted
  `)) as unknown as { rows: InsertedRow[] };
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    channelId: Number(row.channel_id),
    authorId: Number(row.author_id),
    body: row.body,
    attachmentId: row.attachment_id === null ? null : Number(row.attachment_id),
    clientMessageId: row.client_message_id,
    createdAt: new Date(row.created_at),
  };
}
