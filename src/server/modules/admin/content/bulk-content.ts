import type { BulkResult, ContentBulkAction } from '@shared/schemas/admin';
import type { Locale } from '@shared/locales';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/errors';
import { moderateContent } from './moderate-content';

/**
 * POST /admin-api/content/bulk: each item through the one moderation path (its own transaction, audit row and
 * notification), so one refusal (an item not on review) is reported beside that row and does not undo the others.
 */
export async function bulkContent(
  deps: Deps,
  actorId: number,
  input: { ids: number[]; action: ContentBulkAction; reason?: string },
  locale: Locale,
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const id of new Set(input.ids)) {
    try {
      await moderateContent(deps, actorId, id, { action: input.action, reason: input.reason, scope: 'admin' }, locale);
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, message: error.message });
    }
  }
  return results;
}
