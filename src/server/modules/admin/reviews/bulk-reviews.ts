import type { BulkResult, ReviewStatus } from '@shared/schemas/admin';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/errors';
import { setReviewStatus } from './moderate-review';

/**
 * POST /admin-api/testimonials/bulk: one transaction (and one audit row) per review, as for users, so a review
 * deleted meanwhile is reported beside its id and does not undo the others.
 */
export async function bulkReviews(db: Db, actorId: number, ids: number[], status: ReviewStatus): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const id of new Set(ids)) {
    try {
      await setReviewStatus(db, actorId, id, status);
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, message: error.message });
    }
  }
  return results;
}
