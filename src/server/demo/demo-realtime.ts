import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { classTypes } from '@shared/codes';
import type { Tx } from '../db/client';
import { chatChannels, chatMembers, chatMessages, content, entitlements, follows, meetings, users } from '../db/schema';
import { newChatUrl } from '../modules/chat/create-conversation';

const HOUR = 3600_000;

/**
 * Chat and reminders to look at after `npm start`: a direct conversation between the demo fan and the demo creator
 * (the last message unread by the fan), and a meeting of a class the demo fan holds that starts a little under
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

  const [held] = await tx
    .select({ id: content.id })
    .from(entitlements)
    .innerJoin(content, eq(content.id, entitlements.contentId))
    .where(
      and(
        eq(entitlements.userId, fan),
        ne(entitlements.source, 'own'),
        isNull(entitlements.revokedAt),
        isNull(content.deletedAt),
        inArray(content.type, [...classTypes]),
      ),
    )
    .orderBy(content.id)
    .limit(1);
  let classId = held?.id;
  if (classId === undefined) {
    // No class among the fan's purchases: a free class of the demo creator, taken for free.
    const [free] = await tx
      .select({ id: content.id })
      .from(content)
      .where(
        and(
          eq(content.ownerId, creator),
          eq(content.priceAmount, 0),
          isNull(content.deletedAt),
          inArray(content.type, [...classTypes]),
        ),
      )
      .orderBy(content.id)
      .limit(1);
    if (!free) return;
    classId = free.id;
    await tx.insert(entitlements).values({ userId: fan, contentId: classId, source: 'free' }).onConflictDoNothing();
  }
  const startsAt = new Date(now + 24 * HOUR - 10 * 60_000);
  await tx.insert(meetings).values({
    contentId: classId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + HOUR),
  });
}
