import { ContentStatus } from '@shared/codes';
import type { StudioListItem } from '@shared/schemas/content-editor';

export interface DashboardGroups {
  drafts: StudioListItem[];
  onReview: StudioListItem[];
  videos: StudioListItem[];
}

/**
 * The dashboard's piles from the recently updated items: drafts to finish, items waiting for an
 * administrator, and items whose video is processing or failed. Archived and trashed items are
 * out of the way on purpose.
 */
export function dashboardGroups(items: readonly StudioListItem[]): DashboardGroups {
  const active = items.filter((item) => item.archived_at === null && item.deleted_at === null);
  return {
    drafts: active.filter((item) => item.status === ContentStatus.draft),
    onReview: active.filter((item) => item.status === ContentStatus.onReview),
    videos: active.filter(
      (item) => item.status === ContentStatus.processing || item.status === ContentStatus.transcodingFailed,
    ),
  };
}
