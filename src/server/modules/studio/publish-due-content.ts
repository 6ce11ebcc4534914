import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { ContentStatus } from '@shared/codes';
import { content } from '../../db/schema';
import type { Deps } from '../../deps';
import { defineJob } from '../../jobs/define-job';
import { goLive } from './go-live';
import { checkPublishMedia } from './publish-requirements';

/**
 * Publishes drafts whose `auto_publish_at` has come (every minute). Each item is its own transaction and is
 * re-checked under its row lock, so a creator's concurrent edit or a second run cannot publish it twice.
 * An item that lost its required media meanwhile stays a draft and its schedule is cleared.
 */
export async function publishDueContent(deps: Deps): Promise<number> {
  const now = new Date(deps.clock.now());
  const due = await deps.db
    .select({ id: content.id })
    .from(content)
    .where(
      and(
        eq(content.status, ContentStatus.draft),
        isNotNull(content.autoPublishAt),
        lte(content.autoPublishAt, now),
        isNull(content.deletedAt),
        isNull(content.archivedAt),
      ),
    )
    .orderBy(asc(content.autoPublishAt))
    .limit(500);
  let published = 0;
  for (const { id } of due) {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(content).where(eq(content.id, id)).for('update');
      if (!row || row.status !== ContentStatus.draft || !row.autoPublishAt || row.autoPublishAt > now) return;
      if (row.deletedAt || row.archivedAt) return;
      if ((await checkPublishMedia(tx, row)).missing.length > 0) {
        await tx.update(content).set({ autoPublishAt: null, updatedAt: now }).where(eq(content.id, id));
        return;
      }
      await goLive(tx, row, now);
      published += 1;
    });
  }
  return published;
}

export const publishDueContentJob = defineJob({
  name: 'publish-due-content',
  cron: '* * * * *',
  run: async (deps) => {
    await publishDueContent(deps);
  },
});
