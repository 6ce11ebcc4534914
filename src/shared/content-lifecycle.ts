import { defineMessages, englishTexts } from './message-descriptor';
import { ContentStatus } from './codes';

/**
 * The content lifecycle (product-spec §3–4), one pure rule shared by the API, the editor and the admin.
 *
 * Status codes: 0 processing, 1 published, 2 draft, 3 blocked, 4 on review, 255 transcoding failed.
 * Archive and trash are flags beside the status (`archived_at`, `deleted_at`), so un-archiving or restoring
 * returns an item to exactly the status it had.
 *
 * - publish / autoPublish: from draft (2) or transcoding failed (255, after a new video), never archived or deleted.
 *   Publishing checks the required media (see `missingForPublish` on the server); a video still transcoding
 *   puts the item in 0, and an item of a creator awaiting approval goes to 4.
 * - cancelAutoPublish: a draft with a scheduled time.
 * - archive: any item not archived and not deleted. unarchive: an archived item not deleted.
 * - delete: any item not deleted (with a reason). restore: a deleted item.
 * - edit (PATCH): any item not deleted and not blocked; published content can be edited.
 *   `PUT /content/:id/published` is the same edit for a published item only (the spec's call), refused otherwise.
 * - approve (admin): an item on review (4). block (admin): anything not blocked and not deleted. unblock: a blocked item.
 */
export const contentActions = [
  'publish',
  'autoPublish',
  'cancelAutoPublish',
  'archive',
  'unarchive',
  'delete',
  'restore',
  'approve',
  'block',
  'unblock',
  'edit',
] as const;
export type ContentAction = (typeof contentActions)[number];

/** The actions a creator may take on their own content; approve, block and unblock are the admin's. */
export const creatorActions: readonly ContentAction[] = [
  'publish',
  'autoPublish',
  'cancelAutoPublish',
  'archive',
  'unarchive',
  'delete',
  'restore',
  'edit',
];

export interface LifecycleState {
  status: ContentStatus;
  archivedAt: Date | string | null;
  deletedAt: Date | string | null;
  autoPublishAt?: Date | string | null;
}

/** English texts; the server translates them by `applocale`, the PWA maps them with its own catalogue. */
export const LifecycleDescriptors = defineMessages({
  deleted: /*i18n*/ { id: 'lifecycle.deleted', message: 'This item is in the trash; restore it first.' },
  notDeleted: /*i18n*/ { id: 'lifecycle.not-deleted', message: 'This item is not in the trash.' },
  archived: /*i18n*/ { id: 'lifecycle.archived', message: 'This item is archived; un-archive it first.' },
  notArchived: /*i18n*/ { id: 'lifecycle.not-archived', message: 'This item is not archived.' },
  alreadyPublished: /*i18n*/ { id: 'lifecycle.already-published', message: 'This item is already published.' },
  processing: /*i18n*/ {
    id: 'lifecycle.processing',
    message: 'This item is waiting for its video to finish processing.',
  },
  onReview: /*i18n*/ { id: 'lifecycle.on-review', message: 'This item is waiting for an administrator to approve it.' },
  blocked: /*i18n*/ { id: 'lifecycle.blocked', message: 'This item was blocked by an administrator.' },
  notOnReview: /*i18n*/ { id: 'lifecycle.not-on-review', message: 'Only an item waiting for review can be approved.' },
  notBlocked: /*i18n*/ { id: 'lifecycle.not-blocked', message: 'This item is not blocked.' },
  notScheduled: /*i18n*/ { id: 'lifecycle.not-scheduled', message: 'This item has no scheduled publication.' },
  notPublished: /*i18n*/ {
    id: 'lifecycle.not-published',
    message: 'This item is not published yet; save its steps in the editor.',
  },
});
export const LifecycleMessages = englishTexts(LifecycleDescriptors);
export type LifecycleMessage = (typeof LifecycleMessages)[keyof typeof LifecycleMessages];

const M = LifecycleMessages;
const S = ContentStatus;

/** Why `action` is not allowed from `state`, or null when it is. */
export function whyNot(action: ContentAction, state: LifecycleState): LifecycleMessage | null {
  const deleted = state.deletedAt != null;
  const archived = state.archivedAt != null;
  switch (action) {
    case 'publish':
    case 'autoPublish':
      if (deleted) return M.deleted;
      if (archived) return M.archived;
      return statusRefusal(state.status, [S.draft, S.transcodingFailed]);
    case 'cancelAutoPublish':
      if (deleted) return M.deleted;
      if (state.status !== S.draft || state.autoPublishAt == null) return M.notScheduled;
      return null;
    case 'archive':
      if (deleted) return M.deleted;
      return archived ? M.archived : null;
    case 'unarchive':
      if (deleted) return M.deleted;
      return archived ? null : M.notArchived;
    case 'delete':
      return deleted ? M.deleted : null;
    case 'restore':
      return deleted ? null : M.notDeleted;
    case 'edit':
      if (deleted) return M.deleted;
      return state.status === S.blocked ? M.blocked : null;
    case 'approve':
      if (deleted) return M.deleted;
      return state.status === S.onReview ? null : M.notOnReview;
    case 'block':
      if (deleted) return M.deleted;
      return state.status === S.blocked ? M.blocked : null;
    case 'unblock':
      if (deleted) return M.deleted;
      return state.status === S.blocked ? null : M.notBlocked;
  }
}

function statusRefusal(status: ContentStatus, allowed: readonly ContentStatus[]): LifecycleMessage | null {
  if (allowed.includes(status)) return null;
  switch (status) {
    case S.published:
      return M.alreadyPublished;
    case S.processing:
      return M.processing;
    case S.onReview:
      return M.onReview;
    case S.blocked:
      return M.blocked;
    default:
      return M.alreadyPublished;
  }
}

/** Every action's verdict at once: what the editor and the admin use to enable or explain each button. */
export function allowedActions(state: LifecycleState): Record<ContentAction, LifecycleMessage | null> {
  return Object.fromEntries(contentActions.map((a) => [a, whyNot(a, state)])) as Record<
    ContentAction,
    LifecycleMessage | null
  >;
}
