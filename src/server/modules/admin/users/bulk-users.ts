import type { BulkResult, UserBulkAction } from '@shared/schemas/admin';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/errors';
import { approveUser } from './approve-user';
import { toggleBlock } from './toggle-block';

/**
 * POST /admin-api/users/bulk: one transaction (and one audit row) per user, so one refusal (not pending,
 * your own account) is reported beside that row and does not undo the others.
 */
export async function bulkUsers(
  deps: Deps,
  actorId: number,
  ids: number[],
  action: UserBulkAction,
  now: Date,
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const id of new Set(ids)) {
    try {
      if (action === 'approve') await approveUser(deps.db, actorId, id, now);
      else await toggleBlock(deps, actorId, id, now, action === 'block');
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, message: error.message });
    }
  }
  return results;
}
