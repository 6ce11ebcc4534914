import { and, eq, isNull, ne } from 'drizzle-orm';
import type { CalendarFeedUrl } from '@shared/schemas/search';
import type { Db } from '../../db/client';
import { calendarFeeds, users } from '../../db/schema';
import { hashToken } from '../../http/auth';
import { randomToken } from '../auth/random-token';

/** The private address a calendar app subscribes to; the token is the only credential it carries. */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/calendar/${token}.ics`;
}

/**
 * GET /api/calendar/feed-url: makes the fan's private feed on first use and shows its URL then.
 * Only the token's hash is stored, so an existing feed answers `url: null` (rotate for a new URL).
 */
export async function getOrCreateFeedUrl(
  db: Db,
  userId: number,
  publicUrl: string,
  now: Date,
): Promise<CalendarFeedUrl> {
  const token = randomToken();
  const [created] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token), createdAt: now })
    .onConflictDoNothing({ target: calendarFeeds.userId })
    .returning();
  if (created) return { url: feedUrl(publicUrl, token), created_at: created.createdAt.toISOString() };
  const [existing] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return { url: null, created_at: (existing?.createdAt ?? now).toISOString() };
}

/** POST /api/calendar/feed-url/rotate: a new URL; the old one stops working at once. */
export async function rotateFeedUrl(db: Db, userId: number, publicUrl: string, now: Date): Promise<CalendarFeedUrl> {
  const token = randomToken();
  const values = { userId, tokenHash: hashToken(token), createdAt: now };
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: values.tokenHash, createdAt: now } });
  return { url: feedUrl(publicUrl, token), created_at: now.toISOString() };
}

/** Whose feed a token opens: an account that is not blocked or deleted. */
export async function findFeedOwner(db: Db, token: string) {
  const [owner] = await db
    .select({ id: users.id, locale: users.preferredLocale })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), ne(users.status, 'blocked'), isNull(users.deletedAt)))
    .limit(1);
  return owner ?? null;
}
