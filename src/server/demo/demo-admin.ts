import { and, asc, eq, ne } from 'drizzle-orm';
import { ContentStatus, OTHER_REPORT_TYPE_ID } from '@shared/codes';
import type { Db, Tx } from '../db/client';
import { content, reports, reviews, users } from '../db/schema';
import { ensureReportTypes } from '../modules/reports/ensure-report-types';

/**
 * A small moderation queue for the back office out of the box: open reports from the demo fan (one about a
 * content item with a written reason, one about a creator) and a review waiting for approval.
 */
export async function insertDemoModeration(tx: Tx): Promise<void> {
  const [fan] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'fan@stagepass.local'));
  if (!fan) return;
  // Report types are otherwise made at start, after the demo data; the reports below need them now.
  await ensureReportTypes({ db: tx as unknown as Db });
  const published = await tx
    .select({ id: content.id, ownerId: content.ownerId })
    .from(content)
    .where(and(eq(content.status, ContentStatus.published), ne(content.ownerId, fan.id)))
    .orderBy(asc(content.id))
    .limit(2);
  const [first, second] = published;
  if (!first || !second) return;
  await tx.insert(reports).values([
    {
      reporterId: fan.id,
      reportTypeId: OTHER_REPORT_TYPE_ID,
      targetType: 'content',
      targetId: first.id,
      body:
        'The choreography in this video is copied from a workshop I filmed last spring, without credit. ' +
        'The first minute matches my recording step by step.',
    },
    { reporterId: fan.id, reportTypeId: 1, targetType: 'user', targetId: second.ownerId, body: '' },
  ]);
  await tx
    .insert(reviews)
    .values({
      authorId: fan.id,
      targetType: 'user',
      targetId: second.ownerId,
      title: 'Patient teacher',
      body: 'Explained every count twice and never rushed the beginners.',
      rating: 5,
      status: 'pending',
    })
    .onConflictDoNothing();
}
