import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { AdminContentAction, AdminContentRow } from '@shared/schemas/admin';
import type { Db } from '../../../db/client';
import { content } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { notFound } from '../../../http/errors';
import { recordAudit } from '../../audit/record-audit';
import { notify } from '../../notifications/notify';
import { transitionContent } from '../../studio/transition-content';
import { loadContentRows } from './list-content';

export interface ModerateInput {
  action: AdminContentAction;
  reason?: string;
  scope: 'admin' | 'creator';
}

const audited = (row: typeof content.$inferSelect) => ({
  status: row.status,
  archived_at: row.archivedAt,
  deleted_at: row.deletedAt,
  deletion_reason: row.deletionReason,
});

/**
 * PUT /admin-api/content/:id: approve, block, unblock, restore or delete through the studio's one lifecycle rule
 * (`transitionContent` with `whyNot`), so creator and admin obey the same transitions. The studio function opens
 * its own transaction; it runs here on the admin's transaction (as a savepoint) so the change and its audit row
 * commit together or not at all. The reason (block, delete) is kept in the audit log; a delete also keeps it
 * on the item.
 */
export async function moderateContent(
  deps: Deps,
  actorId: number,
  contentId: number,
  input: ModerateInput,
  locale: Locale,
): Promise<AdminContentRow> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(content).where(eq(content.id, contentId)).for('update');
    if (!before) throw notFound();
    await transitionContent(
      { ...deps, db: tx as unknown as Db },
      { userId: actorId, admin: true },
      contentId,
      input.action,
      {
        deletionReason: input.action === 'delete' ? input.reason : undefined,
        locale,
      },
    );
    const [after] = await tx.select().from(content).where(eq(content.id, contentId));
    if (!after) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: `content.${input.action}`,
      entity: 'content',
      entityId: contentId,
      before: audited(before),
      after: { ...audited(after), ...(input.reason ? { reason: input.reason } : {}), scope: input.scope },
    });
    if (input.action === 'approve' || input.action === 'block') {
      await notify(tx, {
        userId: after.ownerId,
        kind: 'content-review',
        objectType: 'content',
        objectId: contentId,
        data: {
          outcome: input.action === 'approve' ? 'approved' : 'blocked',
          content_id: contentId,
          ...(input.reason ? { reason: input.reason } : {}),
        },
      });
    }
    const [row] = await loadContentRows(tx, eq(content.id, contentId), { orderBy: [], limit: 1, offset: 0 });
    if (!row) throw notFound();
    return row;
  });
}
