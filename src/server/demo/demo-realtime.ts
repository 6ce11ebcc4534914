import { and, eq, inArray, isNull } from 'drizzle-orm';
import { classTypes, ContentStatus } from '@shared/codes';
import type { Tx } from '../db/client';
import { chatChannels, chatMembers, chatMessages, content, entitlements, follows, meetings, users } from '../db/schema';
import { newChatUrl } from '../modules/chat/create-conversation';

const HOUR = 3600_000;

/**
 * Chat and reminders to look at after `npm start`: a direct conversation between the demo fan and the demo creator
 * (the last message unread by the fan), and a meeting of a free class the demo fan holds that starts a little under
 * 24 hours after loading, so the class reminder arrives within a minute of the first start.
 */
export async function insertDemoRealtime(tx: Tx, now: number): Promise<void> {
  const idOf = async (email: string) =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const fan = await idOf('fan@stagepass.local');
  const creator = await idOf('creator@stagepass.local');
  if (!fan || !creator) return;

  await tx.insert(follows).values({ followerId: fan, creatorId: creator }).onConflictDoNothing();
  const [channel] = await tx
    .insert(chatChannels)
    .values({
      url: newChatUrl(),
      kind: 'direct',
      createdBy: fan,
      directKey: `${Math.min(fan, creator)}:${Math.max(fan, creator)}`,
      lastMessageAt: new Date(now - HOUR),
    })
    .returning({ id: chatChannels.id });
  if (channel) {
    const lines: [number, string][] = [
      [fan, 'Hi! I loved the last class. Do you have tips for spinning on the spot?'],
      [creator, 'Thank you! Spot a point on the wall and keep your core engaged.'],
      [creator, 'Try the drills in my tutorial and tell me how it goes.'],
    ];
    const inserted = await tx
      .insert(chatMessages)
      .values(
        lines.map(([authorId, body], i) => ({
          channelId: channel.id,
          authorId,
          body,
          clientMessageId: `demo-${channel.id}-${i}`,
          createdAt: new Date(now - HOUR - (lines.length - i) * 60_000),
        })),
      )
      .returning({ id: chatMessages.id });
    const [first, second] = inserted;
    await tx.insert(chatMembers).values([
      { channelId: channel.id, userId: fan, lastReadMessageId: second?.id ?? 0 },
      { channelId: channel.id, userId: creator, lastReadMessageId: first?.id ?? 0 },
    ]);
  }

  // A free class of the demo creator, held by the demo fan: free so that any new fan can take it too and get the
  // same reminder (a journey does, so that each attempt has a fan of its own).
  const [free] = await tx
    .select({ id: content.id })
    .from(content)
    .where(
      and(
        eq(content.ownerId, creator),
        eq(content.priceAmount, 0),
        eq(content.status, ContentStatus.published),
        isNull(content.deletedAt),
        inArray(content.type, [...classTypes]),
      ),
    )
    .orderBy(content.id)
    .limit(1);
  if (!free) return;
  const classId = free.id;
  await tx.insert(entitlements).values({ userId: fan, contentId: classId, source: 'free' }).onConflictDoNothing();
  // The 24-hour reminder goes to whoever holds the class while its moment is within the job's 30-minute window:
  // starting 2 minutes short of a day, that is the first 28 minutes after loading.
  const startsAt = new Date(now + 24 * HOUR - 2 * 60_000);
  await tx.insert(meetings).values({
    contentId: classId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + HOUR),
  });
}
