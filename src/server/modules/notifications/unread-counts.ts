import { sql } from 'drizzle-orm';
import type { UnreadCounts } from '@shared/notifications';
import type { Db, Tx } from '../../db/client';

/**
 * Both totals in one statement, counted from the rows themselves (never a stored counter), so concurrent reads and
 * writes cannot leave them wrong: unread in-app notifications, and chat messages by others after each membership's
 * last-read message (messages after a member's removal are not theirs to read).
 */
export async function unreadCounts(db: Db | Tx, userId: number): Promise<UnreadCounts> {
  return (await unreadCountsOf(db, [userId])).get(userId) ?? noneUnread();
}

/**
 * The totals of several people in that same one statement: a real-time instance recounts everyone a burst of
 * messages reached at once, not one statement per person.
 */
export async function unreadCountsOf(db: Db | Tx, userIds: readonly number[]): Promise<Map<number, UnreadCounts>> {
  const counts = new Map<number, UnreadCounts>();
  if (userIds.length === 0) return counts;
  const result = (await db.execute(sql`
    select u.id,
      (select count(*)::int from notifications n
        where n.user_id = u.id and n.in_app and n.read_at is null) as notifications,
      (select count(*)::int from chat_members m
        join chat_messages x on x.channel_id = m.channel_id and x.id > m.last_read_message_id
        where m.user_id = u.id and m.removed_at is null and x.author_id <> u.id) as chat
    from (select value::int as id from jsonb_array_elements_text(${JSON.stringify([...new Set(userIds)])}::jsonb)) u
  `)) as unknown as { rows: { id: number; notifications: number; chat: number }[] };
  for (const row of result.rows) {
    counts.set(Number(row.id), {
      unread_notifications_count: Number(row.notifications),
      unread_chat_message_notifications_count: Number(row.chat),
    });
  }
  return counts;
}

const noneUnread = (): UnreadCounts => ({ unread_notifications_count: 0, unread_chat_message_notifications_count: 0 });
