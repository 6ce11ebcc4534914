import { sql } from 'drizzle-orm';
import type { UnreadCounts } from '@shared/notifications';
import type { Db, Tx } from '../../db/client';

/**
 * Both totals in one statement, counted from the rows themselves (never a stored counter), so concurrent reads and
 * writes cannot leave them wrong: unread in-app notifications, and chat messages by others after each membership's
 * last-read message (messages after a member's removal are not theirs to read).
 */
export async function unreadCounts(db: Db | Tx, userId: number): Promise<UnreadCounts> {
  const result = (await db.execute(sql`
    select
      (select count(*)::int from notifications n
        where n.user_id = ${userId} and n.in_app and n.read_at is null) as notifications,
      (select count(*)::int from chat_members m
        join chat_messages x on x.channel_id = m.channel_id and x.id > m.last_read_message_id
        where m.user_id = ${userId} and m.removed_at is null and x.author_id <> ${userId}) as chat
  `)) as unknown as { rows: { notifications: number; chat: number }[] };
  const row = result.rows[0];
  return {
    unread_notifications_count: Number(row?.notifications ?? 0),
    unread_chat_message_notifications_count: Number(row?.chat ?? 0),
  };
}
